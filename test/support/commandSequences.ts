import { fc } from '@fast-check/vitest';
import type { GameCommand, OrderCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { ArmyList } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from './troopers.ts';
import { weapon } from './seedTroopers.ts';

/**
 * Random command sequences for the model-based tests, on a table of two Fusiliers (f1, f2)
 * against two Yu Jing troopers (y1, y2): noise commands from a small alphabet, and mostly
 * well-formed Orders so that sequences reach Resolution and Effects.
 */
export const trooperIds = ['f1', 'f2', 'y1', 'y2'] as const;

/**
 * The table the sequences are best played on: f1 and y1 are the Lieutenants, f2 is Irregular,
 * and everyone also carries a Panzerfaust (Disposable, 2 uses), so that the Order pools of
 * every kind and the uses spent change as the game goes.
 */
export const modelArmies = (edition: Edition): readonly ArmyList[] => {
  const armed = (id: string, name: string, bs: number) => {
    const t = lineTrooper(edition, id, name, bs);
    return { ...t, weapons: [...t.weapons, weapon(edition, 'panzerfaust')] };
  };
  return [
    army('pano', [armed('f1', 'F1', 12), { ...armed('f2', 'F2', 12), training: 'irregular' as const }]),
    army('yj', [armed('y1', 'Y1', 11), armed('y2', 'Y2', 11)]),
  ];
};

type Declaration = OrderCommand & { type: 'declare' } extends { declaration: infer D } ? D : never;
const shoot = (weaponId: 'combi-rifle' | 'panzerfaust', target: string): Declaration => ({
  skill: 'bs-attack',
  weapon: weaponId,
  targets: [{ target, burst: weaponId === 'combi-rifle' ? 3 : 1 }],
});

/**
 * An Order ruled by the players: any trooper, and an outcome (on the troopers `ids`) drawn from small alphabets (Orders
 * of every kind, Command Tokens, Wounds up or down, states known or not, uses, out of play), so
 * that some are taken and some refused.
 */
const agreedStates = fc.subarray(
  ['prone', 'imm-a', 'imm-b', 'isolated', 'unconscious', 'engaged', 'normal', 'camouflaged'],
  { maxLength: 2 },
);
export const playersArb = (
  troopers: fc.Arbitrary<string>,
  ids: readonly string[] = trooperIds,
): fc.Arbitrary<GameCommand> =>
  fc.record({
    type: fc.constant('rule-by-players' as const),
    trooper: troopers,
    declared: fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom('repairs the remote', 'reveals itself') },
      { weight: 1, arbitrary: fc.constant('') },
    ),
    outcome: fc.record(
      {
        orders: fc.array(
          fc.record(
            {
              trooper: fc.constantFrom(...ids),
              order: fc.constantFrom('regular' as const, 'irregular' as const, 'lieutenant' as const),
            },
            { requiredKeys: ['trooper'] },
          ),
          { maxLength: 2 },
        ),
        commandTokens: fc.integer({ min: 0, max: 2 }),
        wounds: fc.dictionary(fc.constantFrom(...ids), fc.integer({ min: -1, max: 2 }), { maxKeys: 2 }),
        leave: fc.dictionary(fc.constantFrom(...ids), agreedStates, { maxKeys: 2 }),
        enter: fc.dictionary(fc.constantFrom(...ids), agreedStates, { maxKeys: 2 }),
        uses: fc.dictionary(
          fc.constantFrom(...ids),
          fc.dictionary(fc.constantFrom('panzerfaust', 'panzerfaust#2', 'smoke'), fc.integer({ min: -1, max: 2 }), {
            maxKeys: 2,
          }),
          { maxKeys: 1 },
        ),
        outOfPlay: fc.subarray([...ids], { maxLength: 1 }),
      },
      { requiredKeys: [] },
    ),
  });

export const commandArb: fc.Arbitrary<GameCommand> = fc.oneof(
  fc.record({ type: fc.constant('start-turn' as const), player: fc.constantFrom('pano', 'yj') }),
  fc.record({ type: fc.constant('activate' as const), trooper: fc.constantFrom(...trooperIds) }),
  fc.record({
    type: fc.constant('activate' as const),
    trooper: fc.constantFrom(...trooperIds),
    order: fc.constantFrom('regular' as const, 'irregular' as const, 'lieutenant' as const),
  }),
  fc.constant({ type: 'end-turn' as const }),
  fc.record({ type: fc.constant('end-turn' as const), lieutenant: fc.constantFrom(...trooperIds) }),
  fc.record({
    type: fc.constant('declare' as const),
    trooper: fc.constantFrom(...trooperIds),
    declaration: fc.constantFrom<Declaration>(
      { skill: 'move' },
      { skill: 'idle' },
      { skill: 'dodge' },
      shoot('combi-rifle', 'y1'),
      shoot('combi-rifle', 'f1'),
      shoot('panzerfaust', 'y2'),
    ),
  }),
  fc.record({
    type: fc.constant('aro' as const),
    trooper: fc.constantFrom(...trooperIds),
    declaration: fc.constantFrom(
      { skill: 'dodge' as const },
      { skill: 'bs-attack' as const, weapon: 'combi-rifle', targets: [{ target: 'f1', burst: 1 }] },
      { skill: 'bs-attack' as const, weapon: 'combi-rifle', targets: [{ target: 'y1', burst: 1 }] },
    ),
  }),
  fc.constant({ type: 'end-aros' as const }),
  fc.record({
    type: fc.constant('measure' as const),
    fact: fc.oneof(
      fc.record({
        fact: fc.constant('lof' as const),
        from: fc.constantFrom(...trooperIds),
        to: fc.constantFrom(...trooperIds),
        value: fc.boolean(),
      }),
      fc.record({
        fact: fc.constant('range' as const),
        from: fc.constantFrom(...trooperIds),
        to: fc.constantFrom(...trooperIds),
        inches: fc.integer({ min: 0, max: 60 }),
      }),
    ),
  }),
  fc.record({
    type: fc.constant('roll' as const),
    trooper: fc.constantFrom(...trooperIds),
    purpose: fc.constantFrom('attack' as const, 'dodge' as const, 'saving-roll' as const),
    faces: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 3 }),
  }),
  playersArb(fc.constantFrom(...trooperIds)),
);

const faces = (n: number) => fc.array(fc.integer({ min: 1, max: 20 }), { minLength: n, maxLength: n });
const SIDES = {
  pano: { troopers: ['f1', 'f2'], enemies: ['y1', 'y2'] },
  yj: { troopers: ['y1', 'y2'], enemies: ['f1', 'f2'] },
} as const;

/**
 * A mostly well-formed Order (so that sequences reach Resolution and Effects), by either player,
 * spending an Order of the kind the player names (or the default), dice random.
 */
export const orderChunk: fc.Arbitrary<GameCommand[]> = fc
  .tuple(
    fc.constantFrom('pano' as const, 'yj' as const),
    fc.constantFrom(0, 1),
    fc.constantFrom(0, 1),
    fc.integer({ min: 1, max: 50 }),
    fc.boolean(),
    faces(3),
    faces(1),
    faces(8),
    fc.constantFrom('combi-rifle' as const, 'combi-rifle' as const, 'panzerfaust' as const),
    fc.constantFrom(null, null, null, 'regular' as const, 'irregular' as const, 'lieutenant' as const),
  )
  .map(([player, i, j, inches, shootBack, dice, theirs, saves, gun, kind]): GameCommand[] => {
    const me = SIDES[player].troopers[i] ?? 'f1';
    const foe = SIDES[player].enemies[j] ?? 'y1';
    return [
      { type: 'start-turn', player },
      kind === null ? { type: 'activate', trooper: me } : { type: 'activate', trooper: me, order: kind },
      { type: 'declare', trooper: me, declaration: { skill: 'move' } },
      { type: 'measure', fact: { fact: 'lof', from: foe, to: me, value: true } },
      { type: 'measure', fact: { fact: 'range', from: me, to: foe, inches } },
      {
        type: 'aro',
        trooper: foe,
        declaration: shootBack
          ? { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: me, burst: 1 }] }
          : { skill: 'dodge' },
      },
      { type: 'end-aros' },
      { type: 'declare', trooper: me, declaration: shoot(gun, foe) },
      { type: 'end-aros' },
      { type: 'roll', trooper: me, purpose: 'attack', faces: gun === 'combi-rifle' ? dice : dice.slice(0, 1) },
      { type: 'roll', trooper: foe, purpose: shootBack ? 'attack' : 'dodge', faces: theirs },
      // The saves owed depend on the dice: every count is offered, the one owed is taken.
      ...[1, 2, 3, 4, 5, 6].map((n): GameCommand => ({
        type: 'roll',
        trooper: foe,
        purpose: 'saving-roll',
        faces: saves.slice(0, n),
      })),
      ...[1, 2].map((n): GameCommand => ({
        type: 'roll',
        trooper: me,
        purpose: 'saving-roll',
        faces: saves.slice(6, 6 + n),
      })),
      // Guts Rolls where owed; after a failed one, nothing else possible: Prone.
      ...[foe, me].flatMap((t): GameCommand[] => [
        { type: 'roll', trooper: t, purpose: 'guts', faces: saves.slice(0, 1) },
        { type: 'measure', fact: { fact: 'guts-options', trooper: t, leaveLof: false, reachCover: false } },
        { type: 'guts-move', trooper: t, option: 'go-prone' },
      ]),
    ];
  });

/** The end of a Turn (naming a new Lieutenant or not) and the next player's Turn started. */
export const turnChunk: fc.Arbitrary<GameCommand[]> = fc
  .tuple(fc.constantFrom('pano' as const, 'yj' as const), fc.constantFrom(null, ...trooperIds))
  .map(([next, lieutenant]): GameCommand[] => [
    lieutenant === null ? { type: 'end-turn' } : { type: 'end-turn', lieutenant },
    { type: 'start-turn', player: next },
  ]);

/**
 * A Turn in which pano's Lieutenant (f1) kills yj's (y1), whose three saves fail (N3/N4 a low
 * face fails, N5 a high one); yj then starts its Turn in Loss of Lieutenant and ends it naming
 * y2, who spends the Lieutenant Order of yj's next Turn.
 */
export const lieutenantLost = (edition: Edition): GameCommand[] => {
  const fail = edition === 'n5' ? 20 : 1;
  return [
    { type: 'start-turn', player: 'pano' },
    { type: 'activate', trooper: 'f1', order: 'lieutenant' },
    { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
    { type: 'measure', fact: { fact: 'lof', from: 'y1', to: 'f1', value: false } },
    { type: 'measure', fact: { fact: 'range', from: 'f1', to: 'y1', inches: 8 } },
    { type: 'end-aros' },
    { type: 'declare', trooper: 'f1', declaration: shoot('combi-rifle', 'y1') },
    { type: 'end-aros' },
    { type: 'roll', trooper: 'f1', purpose: 'attack', faces: [2, 3, 4] },
    { type: 'roll', trooper: 'y1', purpose: 'saving-roll', faces: [fail, fail, fail] },
    { type: 'end-turn' },
    { type: 'start-turn', player: 'yj' },
    { type: 'activate', trooper: 'y2' },
    { type: 'declare', trooper: 'y2', declaration: { skill: 'idle' } },
    { type: 'end-aros' },
    { type: 'declare', trooper: 'y2', declaration: { skill: 'idle' } },
    { type: 'end-aros' },
    { type: 'end-turn', lieutenant: 'y2' },
    { type: 'start-turn', player: 'pano' },
    { type: 'end-turn' },
    { type: 'start-turn', player: 'yj' },
    { type: 'activate', trooper: 'y2', order: 'lieutenant' },
  ];
};

/** A Turn's start and an Order its player's trooper activates, ruled by the players. */
export const playersChunk: fc.Arbitrary<GameCommand[]> = fc
  .constantFrom('pano' as const, 'yj' as const)
  .chain((player) =>
    playersArb(fc.constantFrom(...SIDES[player].troopers)).map((c): GameCommand[] => [
      { type: 'start-turn', player },
      c,
    ]),
  );

/** Noise commands, whole Orders (ruled by the engine or by the players) and Turn changes, up to 40 of them. */
export const commandSequence: fc.Arbitrary<GameCommand[]> = fc
  .array(
    fc.oneof(
      commandArb.map((c) => [c]),
      orderChunk,
      playersChunk,
      turnChunk,
    ),
    { minLength: 1, maxLength: 40 },
  )
  .map((xs) => xs.flat());
