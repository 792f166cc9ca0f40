import * as E from 'fp-ts/lib/Either.js';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foldTroopers } from '../../projections/index.ts';
import { formatScriptError, parseRecordedGame, recordGame } from '../../recording/index.ts';
import { isInfinityExample } from '../support/infinityExample.ts';

const EXAMPLES = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'examples');
const files = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith('.game.yaml'))
  .filter(isInfinityExample)
  .sort();

/** Every worked example of the seeds, recorded through the engine from its file. */
describe('examples/*.game.yaml', () => {
  it('holds the worked examples', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files)('%s records without error, and its log folds to the live table', (file) => {
    const path = join(EXAMPLES, file);
    const parsed = parseRecordedGame(path, readFileSync(path, 'utf8'));
    if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
    const recorded = recordGame(path, parsed.right.game, parsed.right.map);
    if (E.isLeft(recorded)) throw new Error(formatScriptError(recorded.left.error));
    const folded = foldTroopers(recorded.right.events);
    for (const [id, view] of Object.entries(recorded.right.session.table().troopers)) {
      expect(folded.troopers[id]).toMatchObject({ woundsReceived: view.woundsReceived, states: view.states });
    }
    expect(recorded.right.events.filter((e) => e.type === 'OrderConcluded').length).toBe(
      recorded.right.events.filter((e) => e.type === 'TrooperActivated').length,
    );
  });
});
