import * as E from 'fp-ts/lib/Either.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditTrail } from '../../audit/index.ts';
import { formatScriptError, parseRecordedGame, recordGame } from '../../recording/index.ts';
import { allCitations } from '../../rules/citations/index.ts';
import { isInfinityExample } from '../support/infinityExample.ts';

const EXAMPLES = resolve(import.meta.dirname, '..', '..', 'examples');
const files = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith('.game.yaml'))
  .filter(isInfinityExample)
  .sort();
const EDITION_OF = new Map<string, string>(allCitations().map((c) => [c.id, c.edition]));

/** Every citation id named anywhere in a value (events, the audit trail), with how often. */
const citedIn = (value: unknown, found: Map<string, number> = new Map()): Map<string, number> => {
  if (typeof value === 'string') {
    if (EDITION_OF.has(value)) found.set(value, (found.get(value) ?? 0) + 1);
  } else if (Array.isArray(value)) {
    for (const v of value) citedIn(v, found);
  } else if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) citedIn(v, found);
  }
  return found;
};

describe("every ruling of a game cites a rule of that game's edition", () => {
  it.each(files)(
    'n5/orders/expenditure-sequence, n4/orders/expenditure-sequence: %s cites only its own edition, in its log and its audit trail',
    (file) => {
      const path = join(EXAMPLES, file);
      const parsed = parseRecordedGame(path, readFileSync(path, 'utf8'));
      if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
      const recorded = recordGame(path, parsed.right.game, parsed.right.map);
      if (E.isLeft(recorded)) throw new Error(formatScriptError(recorded.left.error));
      const trail = auditTrail(recorded.right.events.map((event, i) => ({ seq: i + 1, line: i + 1, event })));
      const cited = citedIn([recorded.right.events, trail]);
      expect(cited.size, 'the game cites rules at all').toBeGreaterThan(0);
      const foreign = [...cited].filter(([id]) => {
        const e = EDITION_OF.get(id);
        return e !== 'all' && e !== parsed.right.game.edition;
      });
      expect(foreign, `${file} (${parsed.right.game.edition}) cites another edition's rules`).toEqual([]);
    },
  );
});
