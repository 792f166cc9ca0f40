import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScriptError, parseRecordedGame, recordGame } from '../../recording/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import { readjudicate, readLogLeniently } from '../../audit/index.ts';
import { logLines } from '../support/logFiles.ts';
import { orderOf, type ArbiterEvent } from '../../events/index.ts';
import { ofType, only } from '../support/scenario.ts';

// examples/ruled-by-players.game.yaml: an engine-ruled Order leaves the Remote Unconscious; the
// Engineer repairs it in an Order ruled by the players (the engine does not rule the Engineer
// skill); the repaired Remote then acts in an engine-ruled Order. Dice are strict: the recording
// stops on any die missing or in excess, and no die is owed at the end.
const FILE = join(import.meta.dirname, '..', '..', 'examples', 'ruled-by-players.game.yaml');

const record = () => {
  const parsed = parseRecordedGame(FILE, readFileSync(FILE, 'utf8'));
  if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
  const r = recordGame(FILE, parsed.right.game, parsed.right.map);
  if (E.isLeft(r)) throw new Error(formatScriptError(r.left.error));
  expect(r.right.session.due(), 'dice still owed: the example ran out of scripted dice').toEqual([]);
  return r.right;
};
const upTo = (events: readonly ArbiterEvent[], order: number) => {
  const end = events.reduce((last, e, i) => (orderOf(e) === order ? i + 1 : last), 0);
  return foldTroopers(events.slice(0, end));
};

describe('an Engineer repairs a Remote: an Order ruled by the players between two ruled by the engine (N5)', () => {
  it("Order 1 (n5/wounds/vita, n5/states/unconscious): the Senku's hit leaves the Remote at STR 0, Unconscious and Prone", () => {
    const { events } = record();
    expect(upTo(events, 1).troopers['remote']).toMatchObject({ woundsReceived: 1, states: ['prone', 'unconscious'] });
    expect(
      ofType(events, 'StateEntered')
        .filter((e) => e.order === 1)
        .map((e) => e.citations),
    ).toEqual([
      ['n5/wounds/vita', 'n5/states/unconscious'],
      ['n5/wounds/vita', 'n5/states/unconscious'],
    ]);
  });

  it('Order 2 is logged as the players ruled it, with the totals from the table and no citation anywhere', () => {
    const { events } = record();
    const ruled = only(events, 'OrderRuledByPlayers');
    expect(ruled).toEqual({
      type: 'OrderRuledByPlayers',
      order: 2,
      player: 'panoceania',
      trooper: 'engineer',
      declared: 'Engineer (Short Skill) on the Remote in base contact, then Idle',
      skills: ['engineer', 'idle'],
      dice: [{ trooper: 'engineer', faces: [7] }],
      note: '7 against WIP 13 passes; the Remote recovers 1 STR and stands up from Unconscious, still Prone',
      outcome: {
        orders: [{ trooper: 'engineer', group: 'panoceania-1', pool: 'regular' }],
        commandTokens: { spent: 0, left: 4 },
        wounds: [{ trooper: 'remote', change: -1, total: 0 }],
        left: [{ trooper: 'remote', states: ['unconscious'] }],
        entered: [],
        uses: [],
        outOfPlay: [],
      },
    });
    expect(JSON.stringify(ruled)).not.toMatch(/citation/);
    // Nothing else belongs to Order 2: no activation, no step, no ruling of the engine's.
    expect(events.filter((e) => orderOf(e) === 2)).toEqual([ruled]);
    expect(upTo(events, 2).troopers['remote']).toMatchObject({
      woundsReceived: 0,
      states: ['prone'],
      ruledByPlayers: [2],
    });
  });

  it('Order 3 (n5/orders/order-pool, n5/face-to-face/cancellation): the repaired Remote is activated with the last Regular Order and wins the Face to Face', () => {
    const { events, session } = record();
    expect(ofType(events, 'TrooperActivated').map((e) => [e.order, e.trooper])).toEqual([
      [1, 'senku'],
      [3, 'remote'],
    ]);
    expect(ofType(events, 'OrderSpent').find((e) => e.order === 3)).toMatchObject({
      trooper: 'remote',
      pool: 'regular',
      citation: 'n5/orders/order-pool',
    });
    expect(only(events, 'FaceToFaceResolved')).toMatchObject({ order: 3, winner: 'a', a: { hits: 2 } });
    expect(session.table().troopers['senku']).toMatchObject({ woundsReceived: 1, states: ['prone', 'unconscious'] });
    expect(session.table().troopers['remote']).toMatchObject({ woundsReceived: 0, states: ['prone'] });
  });

  it('re-adjudication re-rules Orders 1 and 3, carries Order 2 through as agreed and counts it apart', async () => {
    const { events } = record();
    const read = await readLogLeniently(logLines(events));
    if (E.isLeft(read)) throw new Error(read.left.message);
    const audit = readjudicate(read.right.records);
    if (E.isLeft(audit)) throw new Error(audit.left);
    expect(audit.right).toMatchObject({
      orders: 2,
      ordersChecked: 2,
      ordersRuledByPlayers: 1,
      agrees: true,
      differences: [],
      refused: null,
      ruledByPlayers: [{ order: 2, player: 'panoceania', trooper: 'engineer' }],
    });
  });
});
