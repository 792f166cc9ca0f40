import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Ammo, TrooperProfile, WeaponProfile } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { weapon } from '../support/seedTroopers.ts';

/*
 * Ammunition chosen per declaration in a Coordinated Order (docs/rulings.md "Ammunition choice"):
 * every member declares the same BS Attack, so the same ammunition; a member whose weapon of that
 * id does not offer it (here F2's "MULTI Rifle" lists only AP and Shock) refuses the declaration
 * at once, naming the member, instead of failing at the Resolution.
 */
const multi = weapon('n5', 'multi-rifle');
const noDa: WeaponProfile = { ...multi, modes: (multi.modes ?? []).filter((m) => m.ammo !== 'DA') };
const armed = (id: string, w: WeaponProfile): TrooperProfile => ({
  ...lineTrooper('n5', id, id.toUpperCase(), 12),
  weapons: [w],
});

const attempt = (ammo: Ammo) => {
  const session = createGameSession({
    edition: 'n5',
    title: 'coordinated ammo',
    armies: [army('pano', [armed('f1', multi), armed('f2', noDa)]), army('yj', [lineTrooper('n5', 'y1', 'Y1', 11)])],
  });
  const setup: readonly GameCommand[] = [
    { type: 'start-turn', player: 'pano' },
    { type: 'activate', trooper: 'f1', coordinated: ['f2'] },
    { type: 'declare', trooper: 'f1', declaration: { skill: 'idle' } },
    { type: 'end-aros' },
  ];
  for (const c of setup) expect(E.isRight(session.send(c))).toBe(true);
  const n = session.events.length;
  const r = session.send({
    type: 'declare',
    trooper: 'f1',
    declaration: {
      skill: 'bs-attack',
      weapon: 'multi-rifle',
      ammo,
      targets: [{ target: 'y1', burst: ammo === 'DA' ? 1 : 2 }],
    },
  });
  return { r, appended: session.events.length - n };
};

describe('Ammunition choice in a Coordinated Order (n5)', () => {
  it('n5/weapons/ammo-choice: a member whose weapon lacks the declared ammunition refuses it, naming the member; one all offer is accepted', () => {
    const da = attempt('DA');
    expect(E.isRight(da.r)).toBe(false);
    if (E.isLeft(da.r)) {
      expect(da.r.left.citation.id).toBe('n5/weapons/ammo-choice');
      expect(da.r.left.reason).toMatch(/^f2: .*has no DA ammunition/);
    }
    expect(da.appended).toBe(0);
    expect(E.isRight(attempt('AP').r)).toBe(true);
  });
});
