import * as t from 'io-ts';
import { NECROMUNDA_RULESET } from '../../rules/necromunda/index.ts';
import { CharacteristicC, D6TargetC } from './necromundaPrimitives.ts';

/** A fighter's type in its gang (the Nerve rules single out Juves). */
export const FighterTypeC = t.keyof(
  {
    leader: null,
    champion: null,
    ganger: null,
    juve: null,
    prospect: null,
    specialist: null,
    brute: null,
    'hanger-on': null,
  },
  'FighterType',
);
export type FighterType = t.TypeOf<typeof FighterTypeC>;

/** A fighter's profile as the game starts: what the Resolve Hits page reads (T, W, Sv). */
export const NecromundaFighterC = t.readonly(
  t.type({
    id: t.string,
    name: t.string,
    gang: t.string,
    type: FighterTypeC,
    toughness: CharacteristicC,
    wounds: CharacteristicC,
    /** The armour's save (4 for 4+), or 'none'. */
    save: t.union([D6TargetC, t.literal('none')]),
    /** Armour that positive save modifiers cannot improve. */
    saveUnmodifiable: t.boolean,
  }),
  'NecromundaFighter',
);
export type NecromundaFighter = t.TypeOf<typeof NecromundaFighterC>;

/**
 * The first event of a Necromunda log: the ruleset (which pins how the log is read) and the
 * fighters. Vehicles, when their wiring comes, join as a field of a later schema version.
 */
export const NecromundaGameStartedC = t.readonly(
  t.type({
    type: t.literal('NecromundaGameStarted'),
    ruleset: t.literal(NECROMUNDA_RULESET),
    title: t.string,
    fighters: t.readonlyArray(NecromundaFighterC),
  }),
  'NecromundaGameStarted',
);
export type NecromundaGameStarted = t.TypeOf<typeof NecromundaGameStartedC>;
