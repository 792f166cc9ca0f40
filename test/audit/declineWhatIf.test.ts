import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { parseWhatIf, readLogLeniently, whatIf, type WhatIfChange } from '../../audit/index.ts';
import { recordedLog } from './recordedLog.ts';

// A what-if on a saving roll that carried a decline (rules/combat/declineAtWound.ts): the fork
// keeps the decline while it stands, and rolls without it (said in a note) once there is no Wound.
const run = async (text: string) => {
  const read = await readLogLeniently(recordedLog('examples/decline-at-wound.game.yaml'));
  if (E.isLeft(read)) throw new Error(read.left.message);
  const c = parseWhatIf(text);
  if (E.isLeft(c)) throw new Error(c.left);
  const changes: WhatIfChange[] = [c.right];
  const w = whatIf(read.right.records, changes, (id) => id, 'compiled', { keepEvents: true });
  if (E.isLeft(w)) throw new Error(w.left);
  return w.right;
};

describe('what-if on a declined Wound', () => {
  it('n5/skills/decline-at-wound: the save now passes: no Wound, the decline no longer stands and the roll goes without it', async () => {
    const r = await run('order:1 dice rasyat-1:saving-roll=3');
    expect(
      r.diceNotes.some(
        (n) => n.trooper === 'rasyat-1' && /decline logged with this roll no longer stands/.test(n.text),
      ),
    ).toBe(true);
    expect(r.events.some((e) => e.type === 'StateEntered' && e.order === 1 && e.state === 'unconscious')).toBe(false);
  });

  it('n5/skills/decline-at-wound: another failing face: the decline stands, the trooper is Unconscious as logged', async () => {
    const r = await run('order:1 dice rasyat-1:saving-roll=12');
    expect(r.diceNotes).toEqual([]);
    const rolled = r.events.find((e) => e.type === 'DiceRolled' && e.order === 1 && e.purpose === 'saving-roll');
    expect(rolled).toMatchObject({ faces: [12], decline: ['nwi'] });
    expect(r.events.some((e) => e.type === 'StateEntered' && e.order === 1 && e.state === 'unconscious')).toBe(true);
  });
});
