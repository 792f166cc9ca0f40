import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';

// The per-Order `decline` of a recorded game (docs/recorded-game.md "Declining Dogged or NWI in an
// Order"): given with the trooper's saving roll, judged by the engine, stopped where it is wrong.
const example = readFileSync('examples/decline-at-wound.game.yaml', 'utf8');

const record = (text: string) => {
  const parsed = parseRecordedGame('g.yaml', text);
  if (E.isLeft(parsed)) return E.left({ error: parsed.left });
  return recordGame('g.yaml', parsed.right.game, parsed.right.map);
};

describe('recorded game: declining Dogged or NWI in an Order (decline)', () => {
  it("n5/skills/decline-at-wound: the example records; the decline goes with the first Rasyat's saving roll, for Order 1 only", () => {
    const r = record(example);
    if (E.isLeft(r)) throw new Error(r.left.error.message);
    const saves = r.right.events.filter((e) => e.type === 'DiceRolled' && e.purpose === 'saving-roll');
    expect(saves).toMatchObject([
      {
        order: 1,
        trooper: 'rasyat-1',
        decline: ['nwi'],
        declineRules: ['n5/skills/decline-at-wound', 'n5/skills/nwi-optional'],
      },
      { order: 2, trooper: 'rasyat-2' },
    ]);
    expect(saves[1]).not.toHaveProperty('decline');
  });

  it('n5/skills/decline-at-wound: a decline for a trooper whose save passes is refused at decline.<trooper>, naming the Order', () => {
    const r = record(example.replace('          rasyat-1: [15]\n', '          rasyat-1: [3]\n'));
    expect(E.isRight(r) || r.left.error).toMatchObject({
      path: 'turns[0].orders[0].decline.rasyat-1',
      message: expect.stringMatching(/Order 1: rasyat-1 takes no Wound in this Order, so it has nothing to decline/),
      rule: 'n5/skills/decline-at-wound',
    });
  });

  it('n5/skills/decline-at-wound: a decline for a trooper with no saving roll in the Order stops at its field', () => {
    const r = record(
      example.replace(
        '          rasyat-2: [15]\n',
        '          rasyat-2: [15]\n        decline:\n          lt: [nwi]\n',
      ),
    );
    expect(E.isRight(r) || r.left.error).toMatchObject({
      path: 'turns[0].orders[1].decline.lt',
      message: expect.stringMatching(/lt makes no saving roll in this Order: it takes no Wound/),
      rule: 'n5/skills/decline-at-wound',
    });
  });

  it('n5/skills/decline-at-wound: declining Frenzy, or a skill the trooper lacks, or an unknown trooper, is refused', () => {
    const frenzy = record(example.replace('rasyat-1: [nwi]', 'rasyat-1: [frenzy]'));
    expect(E.isRight(frenzy) || frenzy.left.error).toMatchObject({
      message: expect.stringMatching(/rasyat-1: Frenzy is Obligatory, it cannot be declined/),
      rule: 'n5/skills/frenzy',
    });
    const dogged = record(example.replace('rasyat-1: [nwi]', 'rasyat-1: [dogged]'));
    expect(E.isRight(dogged) || dogged.left.error).toMatchObject({
      message: expect.stringMatching(/rasyat-1 has no dogged to decline/),
    });
    const nobody = record(example.replace('rasyat-1: [nwi]', 'rasyat-1: [nwi]\n          nobody: [nwi]'));
    expect(E.isRight(nobody)).toBe(false);
  });
});
