import * as t from 'io-ts';
import { CountC, D6FaceC, RulesC } from './necromundaPrimitives.ts';
import { OwedC, TestRolledC } from './necromundaOwed.ts';

const DistanceC = t.readonly(t.type({ id: t.string, inches: t.number }));

/** What the page now calls for (Nerve tests, Lasting rolls, Thrown Clear, a Broken activation), owed in order. */
export const ConsequencesOwedC = t.readonly(
  t.type({ type: t.literal('ConsequencesOwed'), owed: t.readonlyArray(OwedC), rules: RulesC }),
  'ConsequencesOwed',
);

/** Owed steps that no longer apply: the model they concern has left the battlefield. */
export const OwedDroppedC = t.readonly(
  t.type({ type: t.literal('OwedDropped'), owed: t.readonlyArray(OwedC), model: t.string, rules: RulesC }),
  'OwedDropped',
);

/** A fighter's Lasting Injury roll on going Out of Action (entered, one of the game's table). */
export const LastingInjuryRolledC = t.readonly(
  t.type({ type: t.literal('LastingInjuryRolled'), fighter: t.string, result: t.string, rules: RulesC }),
  'LastingInjuryRolled',
);

/** Who tests their nerve for a casualty, from the distances measured, and who is excused and why. */
export const NerveTestsCalledC = t.readonly(
  t.type({
    type: t.literal('NerveTestsCalled'),
    casualty: t.string,
    result: t.keyof({ 'seriously-injured': null, 'out-of-action': null }),
    distances: t.readonlyArray(DistanceC),
    testers: t.readonlyArray(t.string),
    excused: t.readonlyArray(
      t.readonly(
        t.type({
          id: t.string,
          why: t.keyof({ immune: null, 'ignores-fighters': null, 'out-of-range': null, 'juve-casualty': null }),
        }),
      ),
    ),
    rules: RulesC,
  }),
  'NerveTestsCalled',
);

/** A Nerve test: the friends measured and which helped, the Cool test; failed, the model is Broken. */
export const NerveTestTakenC = t.readonly(
  t.type({
    type: t.literal('NerveTestTaken'),
    tester: t.string,
    casualty: t.string,
    friends: t.readonlyArray(t.readonly(t.type({ id: t.string, inches: t.number, helps: t.boolean }))),
    helpers: CountC,
    test: TestRolledC,
    broken: t.boolean,
    rules: RulesC,
  }),
  'NerveTestTaken',
);

/** A model becomes Broken, and the Double action it takes at once. */
export const ModelBrokenC = t.readonly(
  t.type({
    type: t.literal('ModelBroken'),
    model: t.string,
    action: t.keyof({ 'running-for-cover': null, 'break-for-air': null, 'burn-out': null }),
    rules: RulesC,
  }),
  'ModelBroken',
);

/** A Broken fighter Engaged retreats first: its Initiative test, and the enemies' tests to strike it. */
export const RetreatTestedC = t.readonly(
  t.type({
    type: t.literal('RetreatTested'),
    model: t.string,
    test: TestRolledC,
    outcome: t.keyof({ held: null, 'breaks-away': null }),
    enemyTests: t.readonlyArray(t.readonly(t.type({ id: t.string, test: TestRolledC }))),
    reactionAttackers: t.readonlyArray(t.string),
    rules: RulesC,
  }),
  'RetreatTested',
);

const FleeSpotC = t.readonly(
  t.type({
    id: t.string,
    nearestEnemyModelInches: t.number,
    nearestEnemyFighterInches: t.number,
    outOfEnemyLineOfSight: t.boolean,
    inCover: t.boolean,
  }),
);

/** A Broken model's move (Running for Cover, Break for Air): its distance, the spots, the priorities' pick. */
export const BrokenMovedC = t.readonly(
  t.type({
    type: t.literal('BrokenMoved'),
    model: t.string,
    action: t.keyof({ 'running-for-cover': null, 'break-for-air': null }),
    dice: t.readonlyArray(D6FaceC),
    inches: t.number,
    from: t.keyof({ dice: null, 'half-move': null }),
    spots: t.readonlyArray(FleeSpotC),
    best: t.readonlyArray(t.string),
    decidedBy: t.keyof({
      'beyond-3-of-enemies': null,
      'out-of-sight': null,
      'in-cover': null,
      'furthest-away': null,
      none: null,
    }),
    chosen: t.string,
    rules: RulesC,
  }),
  'BrokenMoved',
);

/** A Stationary Broken vehicle Burns Out: D3 Smoke blasts placed within 1". */
export const SmokePlacedC = t.readonly(
  t.type({
    type: t.literal('SmokePlaced'),
    model: t.string,
    d3: CountC,
    placedInches: t.readonlyArray(t.number),
    rules: RulesC,
  }),
  'SmokePlaced',
);

/** A Broken model activates again (a later activation while Broken): its Broken action is owed. */
export const BrokenModelActivatedC = t.readonly(
  t.type({ type: t.literal('BrokenModelActivated'), model: t.string, rules: RulesC }),
  'BrokenModelActivated',
);

/** A Broken model's attempt to rally in the End phase, as the players ruled it (the page gives no test). */
export const RallyEnteredC = t.readonly(
  t.type({ type: t.literal('RallyEntered'), model: t.string, rallied: t.boolean, rules: RulesC }),
  'RallyEntered',
);

/** A fall measured: 3" or more is a hit (the HitDeclared that follows); less is none. */
export const FallMeasuredC = t.readonly(
  t.type({
    type: t.literal('FallMeasured'),
    fighter: t.string,
    inches: t.number,
    roundedInches: CountC,
    hits: t.boolean,
    rules: RulesC,
  }),
  'FallMeasured',
);

export type ConsequencesOwed = t.TypeOf<typeof ConsequencesOwedC>;
export type OwedDropped = t.TypeOf<typeof OwedDroppedC>;
export type LastingInjuryRolled = t.TypeOf<typeof LastingInjuryRolledC>;
export type NerveTestsCalled = t.TypeOf<typeof NerveTestsCalledC>;
export type NerveTestTaken = t.TypeOf<typeof NerveTestTakenC>;
export type ModelBroken = t.TypeOf<typeof ModelBrokenC>;
export type RetreatTested = t.TypeOf<typeof RetreatTestedC>;
export type BrokenMoved = t.TypeOf<typeof BrokenMovedC>;
export type SmokePlaced = t.TypeOf<typeof SmokePlacedC>;
export type BrokenModelActivated = t.TypeOf<typeof BrokenModelActivatedC>;
export type RallyEntered = t.TypeOf<typeof RallyEnteredC>;
export type FallMeasured = t.TypeOf<typeof FallMeasuredC>;
