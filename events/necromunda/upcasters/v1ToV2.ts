import { defineUpcaster } from '../../../kernel/log/index.ts';
import { NECROMUNDA_EVENT_CODECS } from '../necromundaEvent.ts';
import { HitDeclaredV1C, HitResolvedV1C, NecromundaGameStartedV1C } from './v1Codecs.ts';

const C = NECROMUNDA_EVENT_CODECS;

/** Schema v1's events: the two v2 changed and the v1 outcomes frozen, the rest read by their unchanged codecs. */
const V1_CODECS = {
  NecromundaGameStarted: NecromundaGameStartedV1C,
  HitDeclared: HitDeclaredV1C,
  WoundRolled: C.WoundRolled,
  SaveRolled: C.SaveRolled,
  SaveDenied: C.SaveDenied,
  DamageInflicted: C.DamageInflicted,
  InjuryDiceRolled: C.InjuryDiceRolled,
  FighterInjured: C.FighterInjured,
  FighterOutOfAction: C.FighterOutOfAction,
  HitResolved: HitResolvedV1C,
} as const;

/**
 * Schema v1 → v2. A v1 game recorded its hits only: it reads as a `hits-only`, non-campaign game with
 * no vehicles and no tables, its fighters with no Move, Initiative or Cool given; a v1 hit is an
 * attack, on a fighter, with no hit modifier.
 */
export const necromundaV1ToV2 = defineUpcaster({
  from: 1,
  codecs: V1_CODECS,
  upcast: (e) => {
    switch (e.type) {
      case 'NecromundaGameStarted':
        return {
          ...e,
          fighters: e.fighters.map((f) => ({
            ...f,
            move: null,
            initiative: null,
            cool: null,
            nerveImmune: false,
            aboard: null,
          })),
          vehicles: [],
          tables: { falling: [], lastingInjury: [], crewLastingInjury: [], lastingDamage: [], vehicleDamage: [] },
          aftermath: 'hits-only',
          campaign: false,
        };
      case 'HitDeclared':
        return {
          ...e,
          source: { kind: 'attack' },
          facing: null,
          reaction: false,
          hitModifier: 0,
          vehicleChooses: null,
          applyAllDamage: null,
        };
      case 'WoundRolled':
      case 'SaveRolled':
      case 'SaveDenied':
      case 'DamageInflicted':
      case 'InjuryDiceRolled':
      case 'FighterInjured':
      case 'FighterOutOfAction':
      case 'HitResolved':
        return e;
    }
  },
});
