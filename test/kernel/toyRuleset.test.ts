import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import * as t from 'io-ts';
import * as E from 'fp-ts/lib/Either.js';
import { readFile } from 'node:fs/promises';
import {
  createLogFile,
  defineCatalogue,
  foldEvents,
  foldLog,
  resumeFold,
  verifyLog,
  type Decide,
  type Evolve,
  type Ruleset,
} from '../../kernel/index.ts';
import { tempDir } from './log/logFixtures.ts';

// A ruleset that is not Infinity, built only on the kernel: a tally of points scored in rounds.
// It shows a second game (Necromunda's Resolve Hits will be one) needs nothing of the kernel changed.
const Scored = t.readonly(t.type({ type: t.literal('Scored'), player: t.string, points: t.number }), 'Scored');
const RoundEnded = t.readonly(t.type({ type: t.literal('RoundEnded'), round: t.number }), 'RoundEnded');
const TallyEventC = t.union([Scored, RoundEnded]);
type TallyEvent = t.TypeOf<typeof TallyEventC>;
interface Tally {
  readonly round: number;
  readonly points: Readonly<Record<string, number>>;
}
type Command =
  { readonly type: 'score'; readonly player: string; readonly points: number } | { readonly type: 'end-round' };

const catalogue = defineCatalogue<TallyEvent>({
  version: 1,
  codecs: { Scored, RoundEnded },
  codec: TallyEventC,
  upcasters: [],
  seal: { counts: ['rounds'], count: (e) => (e.type === 'RoundEnded' ? 'rounds' : null) },
});
const evolve: Evolve<Tally, TallyEvent> = (s, e) => {
  switch (e.type) {
    case 'Scored':
      return { ...s, points: { ...s.points, [e.player]: (s.points[e.player] ?? 0) + e.points } };
    case 'RoundEnded':
      return { ...s, round: e.round };
  }
};
const decide: Decide<Tally, Command, string, TallyEvent> = (s, c) => {
  switch (c.type) {
    case 'score':
      return c.points > 0 && Number.isInteger(c.points)
        ? E.right([{ type: 'Scored', player: c.player, points: c.points }])
        : E.left(`points are a positive whole number, not ${c.points}`);
    case 'end-round':
      return E.right([{ type: 'RoundEnded', round: s.round + 1 }]);
  }
};
const tally: Ruleset<Tally, TallyEvent> = {
  id: 'tally',
  catalogue,
  projection: { initial: { round: 0, points: {} }, evolve },
};

/** Decides each command on the state the events so far fold to; refused ones add nothing. */
const play = (commands: readonly Command[]): TallyEvent[] => {
  const events: TallyEvent[] = [];
  for (const c of commands) {
    const d = decide(foldEvents(evolve, tally.projection.initial, events), c);
    if (E.isRight(d)) events.push(...d.right);
  }
  return events;
};

const commandArb = fc.oneof(
  fc.record({
    type: fc.constant('score' as const),
    player: fc.constantFrom('a', 'b'),
    points: fc.integer({ min: -2, max: 6 }),
  }),
  fc.constant({ type: 'end-round' as const }),
);

let tmp: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.cleanup();
});

describe('the kernel with a ruleset that is not Infinity', () => {
  test.prop([fc.array(commandArb, { minLength: 1, maxLength: 30 })])(
    'a game decided, written, sealed and replayed: the seal counts what the ruleset says, and replay folds to the live state',
    async (commands) => {
      const events = play(commands);
      const file = tmp.file(`tally-${Math.random().toString(36).slice(2)}.jsonl`);
      const created = await createLogFile(file, tally.catalogue, events, { now: () => 0, seal: true });
      expect(E.isRight(created)).toBe(true);
      if (E.isLeft(created)) return;
      expect(created.right.counts).toEqual({ rounds: commands.filter((c) => c.type === 'end-round').length });
      const verified = await verifyLog(file, tally.catalogue);
      expect(E.isRight(verified)).toBe(true);
      const folded = await foldLog(file, tally.catalogue, tally.projection);
      expect(E.isRight(folded) && folded.right.sealed).toBe(true);
      expect(E.isRight(folded) && folded.right.state).toEqual(foldEvents(evolve, tally.projection.initial, events));
    },
  );

  it('a snapshot resumes the fold where it stopped (only the later records are folded), and refuses another log', async () => {
    const events = play([
      { type: 'score', player: 'a', points: 3 },
      { type: 'end-round' },
      { type: 'score', player: 'b', points: 2 },
      { type: 'score', player: 'a', points: 1 },
    ]);
    const file = tmp.file('tally.jsonl');
    expect(E.isRight(await createLogFile(file, tally.catalogue, events, { now: () => 0, seal: false }))).toBe(true);
    const half = await foldLog(file, tally.catalogue, tally.projection, { toSeq: 2 });
    if (E.isLeft(half)) throw new Error('the log does not fold');
    const lines = (await readFile(file, 'utf8')).split('\n');
    const second = JSON.parse(lines[1] ?? '{}') as { hash: string };
    const resumed = await resumeFold(file, tally.catalogue, tally.projection, {
      seq: 2,
      hash: second.hash,
      state: half.right.state,
    });
    expect(E.isRight(resumed) && resumed.right.folded).toBe(2);
    expect(E.isRight(resumed) && resumed.right.snapshot.state).toEqual({ round: 1, points: { a: 4, b: 2 } });
    // Another log (a different first score): the snapshot is not of it.
    const other = tmp.file('other.jsonl');
    expect(
      E.isRight(
        await createLogFile(
          other,
          tally.catalogue,
          play([{ type: 'score', player: 'a', points: 5 }, { type: 'end-round' }]),
          { now: () => 0, seal: false },
        ),
      ),
    ).toBe(true);
    const refused = await resumeFold(other, tally.catalogue, tally.projection, {
      seq: 2,
      hash: second.hash,
      state: half.right.state,
    });
    expect(E.isLeft(refused) && refused.left.error.kind).toBe('snapshot-mismatch');
  });

  it('a refused command is a Left with its reason, and adds no event', () => {
    expect(decide(tally.projection.initial, { type: 'score', player: 'a', points: 0 })).toEqual(
      E.left('points are a positive whole number, not 0'),
    );
    expect(play([{ type: 'score', player: 'a', points: -1 }])).toEqual([]);
  });
});
