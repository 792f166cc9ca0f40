import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { ArbiterEventCodec } from '../../events/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import { logLines } from '../support/logFiles.ts';
import { isDerived, readjudicate, readLogLeniently } from '../../audit/index.ts';
import { anEdition, play, randomOrder, someChoices, someFaces, type RandomOrder } from '../support/randomPlay.ts';
import { playersArb } from '../support/commandSequences.ts';

/** The troopers of a random Order's game. */
const idsOf = (r: RandomOrder): readonly string[] =>
  r.input.armies.flatMap((a) => a.groups.flatMap((g) => g.troopers.map((t) => t.id)));
const mine = (r: RandomOrder): readonly string[] =>
  r.input.armies
    .filter((a) => a.player === r.player)
    .flatMap((a) => a.groups.flatMap((g) => g.troopers.map((t) => t.id)));

/** A random engine Order (any edition, seed tables), then Orders ruled by the players with outcomes on that table, some of them refused. */
const aGame = anEdition.chain((edition) =>
  randomOrder(edition).chain((order) =>
    fc.tuple(
      fc.constant(order),
      someFaces,
      someChoices,
      fc.array(playersArb(fc.constantFrom(...mine(order)), idsOf(order)), { minLength: 1, maxLength: 3 }),
    ),
  ),
);

describe('Orders ruled by the players after a random engine Order', () => {
  test.prop([aGame], { numRuns: 150 })(
    'taken or refused (a refusal appends nothing), the log folds to the live table, each event round-trips its codec, and re-adjudication agrees, counting them apart',
    async ([order, faces, choices, rulings]) => {
      const session = play(order, faces, choices);
      let taken = 0;
      for (const c of rulings) {
        const before = session.events.length;
        const r = session.send(c);
        if (E.isRight(r)) {
          taken += 1;
          expect(r.right.map((e) => e.type)).toEqual(['OrderRuledByPlayers']);
        } else {
          expect(session.events.length).toBe(before);
          expect(
            r.left.citation.id.startsWith(`${order.input.edition}/`) || r.left.citation.id.startsWith('n3/orders/'),
          ).toBe(true);
        }
      }
      const folded = foldTroopers(session.events);
      for (const [id, view] of Object.entries(session.table().troopers)) {
        const row = folded.troopers[id];
        expect(row && { woundsReceived: row.woundsReceived, states: row.states, spentUses: row.spentUses }, id).toEqual(
          { woundsReceived: view.woundsReceived, states: view.states, spentUses: view.spentUses },
        );
      }
      expect(folded.ordersRuledByPlayers).toHaveLength(taken);
      for (const e of session.events.filter((x) => x.type === 'OrderRuledByPlayers')) {
        const back = ArbiterEventCodec.decode(JSON.parse(JSON.stringify(e)));
        expect(E.isRight(back) ? back.right : back.left).toEqual(e);
      }
      const read = await readLogLeniently(logLines(session.events));
      if (E.isLeft(read)) throw new Error(read.left.message);
      const audit = readjudicate(read.right.records);
      if (E.isLeft(audit)) throw new Error(audit.left);
      expect(audit.right).toMatchObject({
        refused: null,
        differences: [],
        agrees: true,
        orders: 1,
        ordersChecked: 1,
        ordersRuledByPlayers: taken,
      });
      expect(audit.right.compared).toBe(session.events.filter((e) => isDerived(e.type)).length);
    },
  );
});
