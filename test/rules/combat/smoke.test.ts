import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { concealmentMods, smokeOnLine, smokeRuling } from '../../../rules/combat/index.ts';
import type { SmokeTemplate } from '../../../rules/table/index.ts';

const SMOKE: SmokeTemplate = { id: 'smoke1', ammo: 'Smoke', by: 'angus', order: 1 };
const ECLIPSE: SmokeTemplate = { id: 'eclipse1', ammo: 'Eclipse', by: 'angus', order: 2 };

describe('smokeRuling: whether a named throw leaves its template', () => {
  it('n5/smoke/template: a Smoke throw that hit leaves the template, placed in its Order', () => {
    expect(
      smokeRuling('n5', 3, { id: 'smoke1', by: 'angus', weapon: 'smoke-grenades', ammo: 'Smoke', hits: 1 }),
    ).toEqual({
      template: { id: 'smoke1', ammo: 'Smoke', by: 'angus', order: 3 },
      placed: true,
      citations: ['n5/smoke/template'],
    });
  });

  it('n4/smoke/removed, n4/ammo/eclipse: an Eclipse throw with no hit leaves none, citing the removal and Eclipse', () => {
    const r = smokeRuling('n4', 1, { id: 'e', by: 'angus', weapon: 'eclipse-grenades', ammo: 'Eclipse', hits: 0 });
    expect(r?.placed).toBe(false);
    expect(r?.citations).toEqual(['n4/smoke/removed', 'n4/ammo/eclipse']);
  });

  it('n5/smoke/template: a shot of another ammunition, or any N3 throw, rules no template', () => {
    expect(smokeRuling('n5', 1, { id: 'x', by: 'angus', weapon: 'combi-rifle', ammo: 'N', hits: 2 })).toBeNull();
    expect(smokeRuling('n3', 1, { id: 'x', by: 'angus', weapon: 'smoke-grenades', ammo: 'Smoke', hits: 1 })).toBeNull();
  });
});

describe('smokeOnLine: the templates measured on a line of fire', () => {
  it('n5/smoke/template: a Smoke template on the table is a Zero Visibility Zone, not Eclipse', () => {
    expect(smokeOnLine('n5', [{ smoke: 'smoke1', zone: 'zero' }], [SMOKE])).toEqual(
      E.right({ zones: ['zero'], eclipse: false }),
    );
  });

  it('n4/ammo/eclipse: an Eclipse template among them makes the line Eclipse', () => {
    const r = smokeOnLine(
      'n4',
      [
        { smoke: 'smoke1', zone: 'zero' },
        { smoke: 'eclipse1', zone: 'zero' },
      ],
      [SMOKE, ECLIPSE],
    );
    expect(r).toEqual(E.right({ zones: ['zero', 'zero'], eclipse: true }));
  });

  it('n5/smoke/in-play, n4/smoke/in-play: a template not on the table is refused with its rule', () => {
    const n5 = smokeOnLine('n5', [{ smoke: 'gone', zone: 'zero' }], [SMOKE]);
    expect(E.isRight(n5) ? null : n5.left.citation).toBe('n5/smoke/in-play');
    const n4 = smokeOnLine('n4', [{ smoke: 'gone', zone: 'zero' }], []);
    expect(E.isRight(n4) ? null : n4.left.citation).toBe('n4/smoke/in-play');
  });

  it('n4/smoke/template: a template named with another zone than Zero is refused', () => {
    const r = smokeOnLine('n4', [{ smoke: 'smoke1', zone: 'poor' }], [SMOKE]);
    expect(E.isRight(r) ? null : [r.left.citation, r.left.reason]).toEqual([
      'n4/smoke/template',
      'the Smoke template smoke1 is a Zero Visibility Zone: its visibility-zone fact must say zone: zero, not poor',
    ]);
  });
});

describe('concealmentMods with an Eclipse zone', () => {
  const situation = {
    roll: 'bs-attack' as const,
    target: [],
    zones: ['zero' as const],
    answeringAttack: false,
    partialCover: false,
    eclipse: true,
  };

  it('n5/ammo/eclipse: a Visor of any Level is refused through Eclipse (L1, L3)', () => {
    for (const visor of ['msv-1', 'msv-3'] as const) {
      const r = concealmentMods('n5', { ...situation, roller: [visor] });
      expect(E.isRight(r) ? null : r.left.citation).toBe('n5/ammo/eclipse');
    }
  });

  it('n4/ammo/eclipse: without a Visor Eclipse is plain Zero Visibility; answering through it is -6 unreduced', () => {
    const plain = concealmentMods('n4', { ...situation, roller: [] });
    expect(E.isRight(plain) ? null : plain.left.citation).toBe('n4/visibility/zero');
    const answer = concealmentMods('n5', { ...situation, roller: ['msv-2'], answeringAttack: true });
    expect(E.isRight(answer) ? answer.right.map((m) => [m.value, m.citation]) : null).toEqual([
      [-6, 'n5/visibility/zero-target'],
    ]);
  });
});
