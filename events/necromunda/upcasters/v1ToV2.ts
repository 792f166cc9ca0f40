import { defineUpcaster } from '../../../kernel/log/index.ts';
import { NECROMUNDA_EVENT_CODECS } from '../necromundaEvent.ts';
import { HitDeclaredV1C, NecromundaGameStartedV1C } from './v1Codecs.ts';

const { NecromundaGameStarted: _started, HitDeclared: _declared, ...UNCHANGED } = NECROMUNDA_EVENT_CODECS;

/**
 * Schema v1 → v2. A v1 game recorded its hits only: it reads as a `hits-only`, non-campaign game with
 * no vehicles and no tables, its fighters with no Move, Initiative or Cool given; a v1 hit is an
 * attack, on a fighter, with no hit modifier.
 */
export const necromundaV1ToV2 = defineUpcaster({
  from: 1,
  codecs: {
    ...UNCHANGED,
    NecromundaGameStarted: NecromundaGameStartedV1C,
    HitDeclared: HitDeclaredV1C,
  },
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
      default:
        return e;
    }
  },
});
