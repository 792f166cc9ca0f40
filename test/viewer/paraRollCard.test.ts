import * as E from 'fp-ts/lib/Either.js';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';
import { rollCards } from '../../viewer/rollCards.ts';

describe('viewer roll cards for PARA saves', () => {
  it('show a failed PH-6 roll as a state (IMM-A), not a wound, and a passed one as saved', () => {
    const file = resolve('examples/para-ammunition.game.yaml');
    const parsed = parseRecordedGame(file, readFileSync(file, 'utf8'));
    if (E.isLeft(parsed)) throw new Error(parsed.left.message);
    const r = recordGame(file, parsed.right.game, parsed.right.map);
    if (E.isLeft(r)) throw new Error(r.left.error.message);
    const saves = r.right.events.flatMap((e, i) =>
      e.type === 'SavingRollResolved' && e.ammo === 'PARA' ? [{ e, seq: i + 1 }] : [],
    );
    expect(saves.length).toBeGreaterThan(1);
    const cards = saves.map(({ seq }) =>
      rollCards(r.right.events, seq).find((c) => c.kind === 'saving-roll' && c.seq === seq),
    );
    const outcomes = cards.map((c) => c?.outcome);
    expect(outcomes).toContain('a PH-6 roll failed: IMM-A');
    expect(outcomes).toContain('every PH-6 roll passed');
    const fates = cards.flatMap((c) => c?.sides.flatMap((s) => s.dice.map((d) => d.fate)) ?? []);
    expect(fates).toContain('state');
    expect(fates).not.toContain('wound');
  });
});
