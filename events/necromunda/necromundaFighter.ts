import * as t from 'io-ts';
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

/** A test's target as written on the profile (4 for Initiative 4+, 7 for Cool 7+), or null when not given. */
const TestTargetC = t.union([CharacteristicC, t.null]);

/** A fighter aboard a vehicle as the game starts: its crew, or a passenger. */
export const AboardC = t.union([
  t.null,
  t.readonly(t.type({ vehicle: t.string, as: t.keyof({ crew: null, passenger: null }) }), 'Aboard'),
]);
export type Aboard = t.TypeOf<typeof AboardC>;

/** A fighter's profile as the game starts: what the Resolve Hits page reads. */
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
    /** Move in inches (Running for Cover while Prone moves half of it). */
    move: TestTargetC,
    /** Initiative's target (Thrown Clear, retreating from combat). */
    initiative: TestTargetC,
    /** Cool's target (Nerve tests). */
    cool: TestTargetC,
    /** Immune to Nerve tests (a rule outside the page). */
    nerveImmune: t.boolean,
    aboard: AboardC,
  }),
  'NecromundaFighter',
);
export type NecromundaFighter = t.TypeOf<typeof NecromundaFighterC>;
