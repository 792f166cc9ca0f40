import { smokeCitation } from '../combat/index.ts';
import { isSmokeAmmo } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { activeSkills, type OrderDeclarations } from './orderDeclarations.ts';
import { ammoOf, weaponOf } from './participant.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { TableFact } from '../table/index.ts';

/**
 * Who throws Smoke or Eclipse this Order, with the troopers its template touches (its targets and
 * `template` facts): each skill of the active troopers, then each ARO, in turn (a weapon the plan
 * refuses is refused in that order). Written as loops: asked once per Order, on every Order.
 */
const throwsOf = (d: OrderDeclarations): readonly { thrower: string; touched: readonly string[] }[] => {
  const skills = activeSkills(d);
  const declared: (readonly [string, SkillDeclaration])[] = [];
  for (const t of [d.active, ...(d.coordinated ?? [])]) for (const s of skills) declared.push([t, s]);
  for (const a of d.aros) declared.push([a.trooper, a.declaration]);
  const throws: { thrower: string; touched: readonly string[] }[] = [];
  for (const [thrower, s] of declared) {
    if (s.skill !== 'bs-attack' || !isSmokeAmmo(weaponOf(d, thrower, s.weapon, ammoOf(s)).ammo)) continue;
    const templates = d.facts.flatMap((f) => (f.fact === 'template' && f.from === thrower ? f.affects : []));
    throws.push({ thrower, touched: [...s.targets.map((t) => t.target), ...templates] });
  }
  return throws;
};

/**
 * What the engine does not rule of a Smoke or Eclipse throw (N4/N5), refused rather than ruled
 * wrong: a template fact naming a Smoke template for a trooper who throws none, or in N3. The Face
 * to Face Rolls against Attacks through the template are refused where the line of fire names it
 * (rules/combat/smoke.ts). A Dodge inside the template is ruled (rules/combat/smokeDodge.ts).
 */
export const smokeUnruled = (d: OrderDeclarations): Refusal | null => {
  const edition = d.table.edition;
  const named = d.facts.filter(
    (f): f is Extract<TableFact, { fact: 'template' }> => f.fact === 'template' && f.smoke !== undefined,
  );
  if (edition === 'n3')
    return named.length === 0
      ? null
      : refuse(
          'a Smoke template left on the table is not adjudicated in N3: leave `smoke` off the template fact',
          'n3/ammo/smoke',
        );
  const throws = throwsOf(d);
  const stray = named.find((f) => !throws.some((t) => t.thrower === f.from));
  if (stray !== undefined)
    return refuse(
      `the template fact names a Smoke template (${stray.smoke ?? ''}) but ${stray.from} throws no Smoke or Eclipse this Order`,
      smokeCitation(edition, 'template'),
    );
  return null;
};
