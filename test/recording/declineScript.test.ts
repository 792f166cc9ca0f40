import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';

// The per-Order `decline` of a recorded game (docs/recorded-game.md "Declining Dogged or NWI in an
// Order"): given with the trooper's saving roll, judged by the engine, stopped where it is wrong.
const example = readFileSync('examples/decline-at-wound.game.yaml', 'utf8');

const record = (text: string) => {
  const parsed = parseRecordedGame('g.yaml', text);
  if (!parsed.ok) return { ok: false as const, error: parsed.error };
  return recordGame('g.yaml', parsed.game, parsed.map);
};

describe('recorded game: declining Dogged or NWI in an Order (decline)', () => {
  it("n5/skills/decline-at-wound: the example records; the decline goes with Angus's saving roll, for Order 1 only", () => {
    const r = record(example);
    if (!r.ok) throw new Error(r.error.message);
    const saves = r.events.filter((e) => e.type === 'DiceRolled' && e.purpose === 'saving-roll');
    expect(saves).toMatchObject([
      {
        order: 1,
        trooper: 'angus',
        decline: ['nwi'],
        declineRules: ['n5/skills/decline-at-wound', 'n5/skills/nwi-optional'],
      },
      { order: 2, trooper: 'bipandra' },
    ]);
    expect(saves[1]).not.toHaveProperty('decline');
  });

  it('n5/skills/decline-at-wound: a decline for a trooper whose save passes is refused at decline.<trooper>, naming the Order', () => {
    const r = record(example.replace('          angus: [15]\n', '          angus: [3]\n'));
    expect(r.ok || r.error).toMatchObject({
      path: 'turns[0].orders[0].decline.angus',
      message: expect.stringMatching(/Order 1: angus takes no Wound in this Order, so it has nothing to decline/),
      rule: 'n5/skills/decline-at-wound',
    });
  });

  it('n5/skills/decline-at-wound: a decline for a trooper with no saving roll in the Order stops at its field', () => {
    const r = record(
      example.replace(
        '          bipandra: [15]\n',
        '          bipandra: [15]\n        decline:\n          lt-pano: [nwi]\n',
      ),
    );
    expect(r.ok || r.error).toMatchObject({
      path: 'turns[0].orders[1].decline.lt-pano',
      message: expect.stringMatching(/lt-pano makes no saving roll in this Order: it takes no Wound/),
      rule: 'n5/skills/decline-at-wound',
    });
  });

  it('n5/skills/decline-at-wound: declining Frenzy, or a skill the trooper lacks, or an unknown trooper, is refused', () => {
    const frenzy = record(example.replace('angus: [nwi]', 'angus: [frenzy]'));
    expect(frenzy.ok || frenzy.error).toMatchObject({
      message: expect.stringMatching(/angus: Frenzy is Obligatory, it cannot be declined/),
      rule: 'n5/skills/frenzy',
    });
    const dogged = record(example.replace('angus: [nwi]', 'angus: [dogged]'));
    expect(dogged.ok || dogged.error).toMatchObject({
      message: expect.stringMatching(/angus has no dogged to decline/),
    });
    const nobody = record(example.replace('angus: [nwi]', 'angus: [nwi]\n          nobody: [nwi]'));
    expect(nobody.ok).toBe(false);
  });
});
