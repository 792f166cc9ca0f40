import { smokeRuling } from '../combat/index.ts';
import type { EventOf } from '../events/index.ts';
import { isSmokeAmmo, weaponAsFired, type Ammo } from '../profiles/index.ts';
import { activeSkills, type HitTally, type OrderDeclarations } from '../resolution/index.ts';
import { trooperView } from '../table/index.ts';
import type { SkillDeclaration } from '../orders/index.ts';

/** The skills `trooper` declared this Order: the active trooper's (and its Coordinated Order's), or its ARO. */
const skillsOf = (d: OrderDeclarations, trooper: string): readonly SkillDeclaration[] =>
  trooper === d.active || (d.coordinated ?? []).includes(trooper)
    ? activeSkills(d)
    : d.aros.filter((a) => a.trooper === trooper).map((a) => a.declaration);

/** The Smoke or Eclipse weapon `trooper` declared a BS Attack with, and its ammunition as fired. */
const smokeWeapon = (d: OrderDeclarations, trooper: string): { weapon: string; ammo: Ammo } | undefined => {
  const weapons = trooperView(d.table, trooper)?.profile.weapons ?? [];
  for (const s of skillsOf(d, trooper)) {
    if (s.skill !== 'bs-attack') continue;
    const listed = weapons.find((w) => w.id === s.weapon);
    const fired = listed === undefined ? undefined : weaponAsFired(listed, s.ammo);
    if (fired !== undefined && isSmokeAmmo(fired.ammo)) return { weapon: fired.id, ammo: fired.ammo };
  }
  return undefined;
};

/**
 * The Effects step's Smoke and Eclipse templates (rules/combat/smoke.ts): each `template` fact
 * naming one (`smoke: id`) of a trooper who threw Smoke or Eclipse this Order is placed if the
 * throw hit, and is not otherwise. A fact for a trooper who threw none rules nothing.
 */
export const smokeEvents = (
  order: number,
  d: OrderDeclarations,
  tallies: readonly HitTally[],
): readonly EventOf<'SmokeThrown'>[] =>
  d.facts.flatMap((f): EventOf<'SmokeThrown'>[] => {
    if (f.fact !== 'template' || f.smoke === undefined) return [];
    const thrown = smokeWeapon(d, f.from);
    if (thrown === undefined) return [];
    const hits = tallies
      .filter((t) => t.attacker === f.from && t.weapon === thrown.weapon && isSmokeAmmo(t.ammo))
      .reduce((n, t) => n + t.hits + t.criticals, 0);
    const ruling = smokeRuling(d.table.edition, order, { id: f.smoke, by: f.from, ...thrown, hits });
    if (ruling === null) return [];
    return [
      {
        type: 'SmokeThrown',
        order,
        id: ruling.template.id,
        by: ruling.template.by,
        weapon: thrown.weapon,
        ammo: ruling.template.ammo,
        placed: ruling.placed,
        citations: ruling.citations,
      },
    ];
  });
