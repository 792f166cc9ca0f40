import * as E from 'fp-ts/lib/Either.js';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  narrate,
  orderAccount,
  orderReportHtml,
  readLogLeniently,
  renderReadjudication,
  renderTrail,
} from '../../audit/index.ts';
import { missionLines } from '../../cli/render/missionLines.ts';
import { ordersLeftLines, trooperTable } from '../../cli/render/trooperTable.ts';
import { evolve, troopersOf } from '../../projections/index.ts';
import type { GameState } from '../../rules/state/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { logLines } from '../support/logFiles.ts';
import { loggedTexts, namedIds, slipsIn } from '../support/wordingSlips.ts';
import { recordedEvents, ROOT } from './recordedLog.ts';
import { isInfinityExample } from '../support/infinityExample.ts';

/**
 * Issue 21, item 4: every sentence Arbiter writes about a game is checked for the slips a reader
 * notices: a possessive on a plural name ("nomads's"), a count and its noun ("1 Orders", "2 Order"),
 * an article ("a Order", "an Fusilier"), and an id where the army list gives a name.
 */
const GAMES = readdirSync(`${ROOT}/examples`)
  .filter((f) => f.endsWith('.game.yaml'))
  .filter(isInfinityExample)
  .sort()
  .map((f) => `examples/${f}`);

/** What `arbiter replay` prints (the trooper table, the Orders left, the mission) at the end of each Turn and of the log. */
const replayText = (events: readonly ArbiterEvent[]): string[] => {
  const out: string[] = [];
  let state: GameState | null = null;
  const show = (): void => {
    const t = troopersOf(state);
    out.push(...trooperTable(t), ...ordersLeftLines(t), ...missionLines(t));
  };
  for (const e of events) {
    state = evolve(state, e);
    if (e.type === 'TurnEnded' || e.type === 'OrderPoolsFormed') show();
  }
  show();
  return out;
};

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** A page's text, line by line: its tags taken out (the block ones end a line) and entities read. */
const pageText = (html: string): string[] =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<\/(p|li|tr|h\d|dt|dd|caption|th|td)>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m)
    .split('\n');

describe('the words of every example game (audit trail, re-adjudication, narration, replay, Order reports)', () => {
  it.each(GAMES)('%s', async (game) => {
    const events = recordedEvents(game);
    const r = await auditLog(logLines(events));
    if (E.isLeft(r)) throw new Error(r.left);
    const ids = namedIds(events);
    const logged = loggedTexts(events);
    const texts: string[] = [
      ...renderTrail(r.right.trail),
      ...renderReadjudication(r.right.readjudication, { name: (id) => r.right.trail.names[id] ?? id }),
      ...narrate(events),
      ...replayText(events),
    ];
    // Each Order's report, as a reader sees it (tags taken out, entities read).
    const read = await readLogLeniently(logLines(events));
    const records = E.isRight(read) ? read.right.records : [];
    const orders = r.right.trail.turns.flatMap((t) => t.orders.map((o) => o.order));
    for (const o of orders) {
      const account = orderAccount(r.right, o, records);
      if (account !== null) texts.push(...pageText(orderReportHtml(account)));
    }
    const slips = texts.flatMap((line) => slipsIn(line, ids, logged).map((s) => `${s}: ${line.trim()}`));
    expect([...new Set(slips)]).toEqual([]);
  });
});

describe('the wording check itself', () => {
  it('finds each kind of slip it looks for, and passes the same sentences written right', () => {
    const ids = new Set(['nomads', 'fennec']);
    expect(slipsIn("Round 1 · nomads's Active Turn", ids)).toEqual([
      'possessive "nomads\'s" (write nomads\')',
      'id "nomads" where the list names it',
    ]);
    expect(slipsIn('in 1 Orders; 2 Order; 3 die', ids).length).toBe(3);
    expect(slipsIn('spends a Order, an Fusilier', ids)).toEqual(['article "a Order"', 'article "an Fusilier"']);
    expect(slipsIn('BS Attack at fennec ×3', ids)).toEqual(['id "fennec" where the list names it']);
    expect(
      slipsIn("Round 1 · Nomads' Active Turn: 1 Order, 2 Orders, 3 dice, an Order, a Fusilier, fennec#1 → kept", ids),
    ).toEqual([]);
  });
});
