import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { ArbiterEventCodec } from '../../events/index.ts';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import { evolve, foldGame, foldTroopers, troopersOf } from '../../projections/index.ts';
import { fennecAndSenku } from '../support/troopers.ts';
import type { StartingState } from '../../rules/table/index.ts';
import type { GameState } from '../../rules/state/index.ts';

const face = fc.integer({ min: 1, max: 20 });

/** One Fennec/Senku exchange with random dice, ranges, cover and edition; saves as owed. */
const play = (
  edition: 'n3' | 'n4' | 'n5',
  range: number,
  cover: boolean,
  fennec: number[],
  senku: number[],
  saves: number[],
  starting: readonly StartingState[] = [],
) => {
  const session = createGameSession({
    edition,
    title: 'property',
    armies: fennecAndSenku(edition),
    startingStates: [{ trooper: 'senku', states: starting }],
  });
  const first: GameCommand =
    edition === 'n5'
      ? { type: 'declare', trooper: 'fennec', declaration: { skill: 'idle' } }
      : { type: 'declare', trooper: 'fennec', declaration: { skill: 'move' } };
  const commands: GameCommand[] = [
    { type: 'start-turn', player: 'panoceania' },
    { type: 'activate', trooper: 'fennec' },
    first,
    { type: 'measure', fact: { fact: 'lof', from: 'senku', to: 'fennec', value: true } },
    { type: 'measure', fact: { fact: 'range', from: 'fennec', to: 'senku', inches: range } },
    { type: 'measure', fact: { fact: 'cover', target: 'senku', from: 'fennec', value: cover ? 'partial' : 'none' } },
    {
      type: 'aro',
      trooper: 'senku',
      declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fennec', burst: 1 }] },
    },
    { type: 'end-aros' },
    {
      type: 'declare',
      trooper: 'fennec',
      declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'senku', burst: 3 }] },
    },
    { type: 'end-aros' },
    { type: 'roll', trooper: 'fennec', purpose: 'attack', faces: fennec },
    { type: 'roll', trooper: 'senku', purpose: 'attack', faces: senku },
  ];
  for (const c of commands) {
    const before = session.events.length;
    const r = session.send(c);
    if (E.isLeft(r)) {
      expect(session.events.length).toBe(before);
      if (c.type === 'roll') continue; // out of range: the attacker rolls nothing
      throw new Error(r.left.reason);
    }
  }
  let i = 0;
  for (const due of session.due()) {
    const r = session.send({
      type: 'roll',
      trooper: due.trooper,
      purpose: due.purpose,
      faces: saves.slice(i, i + due.count),
    });
    i += due.count;
    expect(E.isRight(r)).toBe(true);
  }
  return session;
};

/** What `play` varies: edition, range, cover, the attacker's three dice, the ARO's die, eight saving dice. */
const exchanges: [
  fc.Arbitrary<'n3' | 'n4' | 'n5'>,
  fc.Arbitrary<number>,
  fc.Arbitrary<boolean>,
  fc.Arbitrary<number[]>,
  fc.Arbitrary<number[]>,
  fc.Arbitrary<number[]>,
] = [
  fc.constantFrom('n3', 'n4', 'n5' as const),
  fc.integer({ min: 1, max: 60 }),
  fc.boolean(),
  fc.array(face, { minLength: 3, maxLength: 3 }),
  fc.array(face, { minLength: 1, maxLength: 1 }),
  fc.array(face, { minLength: 8, maxLength: 8 }),
];

describe('the one evolve', () => {
  test.prop(exchanges)(
    'folding a log in two parts (a snapshot, then the rest) gives the game folding it at once',
    (edition, range, cover, fennec, senku, saves) => {
      const events = play(edition, range, cover, fennec, senku, saves).events;
      const cut = Math.floor(events.length / 2);
      const whole = foldGame(events);
      expect(foldGame(events.slice(cut), foldGame(events.slice(0, cut)))).toEqual(whole);
      expect(troopersOf(whole)).toEqual(foldTroopers(events));
      for (const t of Object.values(whole?.table.troopers ?? {})) expect(t.woundsReceived).toBeGreaterThanOrEqual(0);
    },
  );

  test.prop(exchanges)(
    'evolve never changes the state it is given (it sets the retraction chain only on a state it has just made)',
    (edition, range, cover, fennec, senku, saves) => {
      const events = play(edition, range, cover, fennec, senku, saves).events;
      // Every state handed to evolve is frozen through and through: changing any part of it throws.
      const frozen = new WeakSet<object>();
      const freeze = (v: unknown): void => {
        if (typeof v !== 'object' || v === null || frozen.has(v)) return;
        frozen.add(v);
        for (const x of Object.values(v)) freeze(x);
        Object.freeze(v);
      };
      let s: GameState | null = null;
      for (const e of events) {
        freeze(s);
        const copy: unknown = structuredClone(s === null ? null : { ...s, previous: null });
        const next: GameState | null = evolve(s, e);
        expect(next).not.toBe(s);
        expect(s === null ? null : { ...s, previous: null }).toEqual(copy);
        s = next;
      }
      expect(s).toEqual(foldGame(events));
    },
  );

  test.prop([
    fc.constantFrom('n3', 'n4', 'n5' as const),
    fc.subarray(['prone', 'isolated'] as StartingState[]),
    fc.array(face, { minLength: 3, maxLength: 3 }),
    fc.array(face, { minLength: 8, maxLength: 8 }),
  ])(
    "a game that starts a trooper in states: GameStarted alone folds to them, in the catalogue's order",
    (edition, starting, fennec, saves) => {
      const session = play(edition, 10, false, fennec, [10], saves, starting);
      const first = foldTroopers(session.events.slice(0, 1));
      expect(first.troopers['senku']?.states).toEqual(starting.length === 2 ? ['prone', 'isolated'] : starting);
    },
  );

  test.prop(exchanges)(
    'every event round-trips through its codec and JSON',
    (edition, range, cover, fennec, senku, saves) => {
      for (const e of play(edition, range, cover, fennec, senku, saves).events) {
        const back = ArbiterEventCodec.decode(JSON.parse(JSON.stringify(ArbiterEventCodec.encode(e))));
        expect(E.isRight(back) ? back.right : back.left).toEqual(e);
      }
    },
  );
});
