import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditLog, narrate, renderReadjudication, renderTrail } from '../../audit/index.ts';
import { logLines } from '../support/logFiles.ts';
import { loggedTexts, namedIds, slipsIn } from '../support/wordingSlips.ts';
import { recordedEvents, ROOT } from './recordedLog.ts';

/**
 * Issue 21, item 4: every sentence Arbiter writes about a game is checked for the slips a reader
 * notices: a possessive on a plural name ("nomads's"), a count and its noun ("1 Orders", "2 Order"),
 * an article ("a Order", "an Fusilier"), and an id where the army list gives a name.
 */
const GAMES = readdirSync(`${ROOT}/examples`)
  .filter((f) => f.endsWith('.game.yaml'))
  .sort()
  .map((f) => `examples/${f}`);

describe('the words of every example game (audit trail, re-adjudication, narration)', () => {
  it.each(GAMES)('%s', async (game) => {
    const events = recordedEvents(game);
    const r = await auditLog(logLines(events));
    if (!r.ok) throw new Error(r.message);
    const ids = namedIds(events);
    const logged = loggedTexts(events);
    const texts = [
      ...renderTrail(r.report.trail),
      ...renderReadjudication(r.report.readjudication, { name: (id) => r.report.trail.names[id] ?? id }),
      ...narrate(events),
    ];
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
