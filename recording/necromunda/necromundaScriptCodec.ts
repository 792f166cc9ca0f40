import * as t from 'io-ts';
import { NECROMUNDA_RULESET } from '../../rules/necromunda/index.ts';
import { FighterTypeC, InjuryResultC } from '../../events/necromunda/index.ts';

/** A fighter of the script: its profile as the Resolve Hits page reads it. */
const ScriptFighterC = t.intersection(
  [
    t.type({
      id: t.string,
      name: t.string,
      gang: t.string,
      type: FighterTypeC,
      toughness: t.number,
      wounds: t.number,
      /** 4 for a 4+ save, or none. */
      save: t.union([t.number, t.literal('none')]),
    }),
    t.partial({ saveUnmodifiable: t.boolean }),
  ],
  'NecromundaScriptFighter',
);

/** A weapon as written: Damage a number or '-' (or '–'); AP 0 for '–', else negative. */
const ScriptWeaponC = t.intersection(
  [
    t.type({
      name: t.string,
      strength: t.number,
      ap: t.number,
      damage: t.union([t.number, t.literal('-'), t.literal('–')]),
    }),
    t.partial({ traits: t.readonlyArray(t.string) }),
  ],
  'NecromundaScriptWeapon',
);

/** One hit and its dice, in the order they are rolled. */
const ScriptHitC = t.intersection(
  [
    t.type({ attacker: t.string, target: t.string, weapon: ScriptWeaponC }),
    t.partial({
      closeCombat: t.boolean,
      saveBonus: t.number,
      /** The trait that allows no save (e.g. Rending), when the weapon has one. */
      noSave: t.string,
      /** Injury dice a Damage '–' weapon's trait causes. */
      injuryDice: t.number,
      wound: t.number,
      save: t.number,
      injuries: t.readonlyArray(InjuryResultC),
    }),
  ],
  'NecromundaScriptHit',
);

/** A recorded Necromunda game (docs/necromunda.md): `ruleset: necromunda-2018`, the fighters, the hits. */
export const NecromundaScriptC = t.intersection(
  [
    t.type({
      ruleset: t.literal(NECROMUNDA_RULESET),
      title: t.string,
      fighters: t.readonlyArray(ScriptFighterC),
      hits: t.readonlyArray(ScriptHitC),
    }),
    t.partial({ notes: t.string }),
  ],
  'NecromundaScript',
);
export type NecromundaScript = t.TypeOf<typeof NecromundaScriptC>;
export type NecromundaScriptHit = NecromundaScript['hits'][number];
