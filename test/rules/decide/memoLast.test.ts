import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { memoLast, memoLast1, memoLast2, memoLast3 } from '../../../rules/decide/memoLast.ts';
import { declarationsOf, orderViewOf, planOf, resultsOf, savesOf } from '../../../rules/decide/orderView.ts';
import { remoteSupportRequests } from '../../../rules/decide/remoteSupportEvents.ts';
import { rolledResults } from '../../../rules/decide/rolledResults.ts';
import { planSaves } from '../../../rules/effects/index.ts';
import { planResolution, pointOf, type OrderDeclarations } from '../../../rules/resolution/index.ts';
import type { GameState } from '../../../rules/state/index.ts';
import type { TableView } from '../../../rules/table/index.ts';
import { anEdition, play, randomOrder, someChoices, someFaces } from '../../support/randomPlay.ts';
import { isInfinityExample } from '../../support/infinityExample.ts';
import { exampleOrderStates, orderStates } from '../../support/orderStates.ts';
import { outcome } from '../../support/outcome.ts';

/**
 * The deciders remember their last call (rules/decide/memoLast.ts), and the Order's derived values
 * are remembered per Order view (rules/decide/orderView.ts). Whatever the order of calls, a
 * remembered answer must equal the answer computed afresh from the same inputs.
 */
describe('remembered last calls follow every change of their arguments', () => {
  // Arguments from a small pool of objects, so that calls repeat, alternate and change one at a time.
  const pool = [{ n: 1 }, { n: 2 }, { n: 3 }] as const;
  const arg = fc.constantFrom(...pool);
  const calls = fc.array(fc.tuple(arg, arg, arg), { minLength: 1, maxLength: 40 });
  const sum = (...xs: readonly { readonly n: number }[]): { readonly total: number; readonly args: string } => ({
    total: xs.reduce((t, x) => t + x.n, 0),
    args: xs.map((x) => x.n).join(','),
  });

  test.prop([calls])('memoLast, memoLast1, memoLast2 and memoLast3 answer as the function does', (seq) => {
    let computed = 0;
    const counted = (...xs: readonly { readonly n: number }[]) => {
      computed += 1;
      return sum(...xs);
    };
    const m = memoLast((a: { n: number }, b: { n: number }, c: { n: number }) => counted(a, b, c));
    const m1 = memoLast1((a: { n: number }) => counted(a));
    const m2 = memoLast2((a: { n: number }, b: { n: number }) => counted(a, b));
    const m3 = memoLast3((a: { n: number }, b: { n: number }, c: { n: number }) => counted(a, b, c));
    let previous: readonly [{ n: number }, { n: number }, { n: number }] | null = null;
    for (const [a, b, c] of seq) {
      const before = computed;
      expect(m(a, b, c)).toEqual(sum(a, b, c));
      expect(m1(a)).toEqual(sum(a));
      expect(m2(a, b)).toEqual(sum(a, b));
      expect(m3(a, b, c)).toEqual(sum(a, b, c));
      // Computed again only for arguments that changed since the last call (by identity).
      const expected =
        previous === null
          ? 4
          : (previous[0] !== a || previous[1] !== b || previous[2] !== c ? 2 : 0) +
            (previous[0] !== a ? 1 : 0) +
            (previous[0] !== a || previous[1] !== b ? 1 : 0);
      expect(computed - before).toBe(expected);
      previous = [a, b, c];
    }
  });
});

describe("an Order view's remembered declarations, plan, results and saves equal fresh ones", () => {
  /** The Order's declarations read on a table, written out field by field. */
  const freshDeclarations = (s: GameState, table: TableView): OrderDeclarations => {
    const o = s.order;
    if (o === null) throw new Error('no Order');
    return {
      table,
      player: o.player,
      active: o.trooper,
      coordinated: o.coordinated,
      first: o.first,
      second: o.second,
      aros: o.aros,
      facts: o.facts,
      ...(o.fireteam === undefined ? {} : { fireteamOrder: true }),
      ...(o.fireteamLevels === undefined ? {} : { fireteamLevels: o.fireteamLevels }),
    };
  };
  const check = (states: readonly GameState[]): void => {
    for (const s of states) {
      const o = s.order;
      if (o === null) continue;
      const v = orderViewOf(s);
      const now = freshDeclarations(s, s.table);
      const plan = planResolution(freshDeclarations(s, o.startTable));
      expect(declarationsOf(v)).toEqual(now);
      expect(planOf(v)).toEqual(plan);
      const results = outcome(() => rolledResults(s.table.edition, plan, o.rolled));
      expect(outcome(() => resultsOf(v))).toEqual(results);
      // Saves are asked once the Resolution's results are known: without them, the same error.
      if (!('value' in results)) {
        expect(outcome(() => savesOf(v))).toEqual(results);
        continue;
      }
      const saves = outcome(() => {
        return [
          ...planSaves(
            now.table,
            now.facts,
            results.value.flatMap((x) => x.tallies),
            (t) => pointOf(now, t),
          ),
          ...remoteSupportRequests(now.table, results.value),
        ];
      });
      expect(outcome(() => savesOf(v))).toEqual(saves);
    }
  };

  test.prop([anEdition.chain((e) => randomOrder(e)), someFaces, someChoices], { numRuns: 60 })(
    'random Orders of the seeds: forward, backward and in turns with the first state',
    (order, faces, choices) => {
      const states = orderStates(play(order, faces, choices, { runtime: 'compiled' }).events);
      check(states);
      check([...states].reverse());
      const first = states[0];
      if (first !== undefined) check(states.flatMap((s) => [first, s]));
    },
  );

  const EXAMPLES = join(import.meta.dirname, '..', '..', '..', 'examples');
  const files = readdirSync(EXAMPLES)
    .filter((f) => f.endsWith('.game.yaml'))
    .filter(isInfinityExample)
    .sort();
  it.each(files)('%s: at every state of every Order, forward and backward', (file) => {
    const states = exampleOrderStates(file);
    expect(states.length).toBeGreaterThan(0);
    check(states);
    check([...states].reverse());
  });
});
