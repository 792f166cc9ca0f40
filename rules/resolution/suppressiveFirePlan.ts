/*
 * Decisions (docs/rulings.md "Suppressive Fire"): the plan reads the State on the table the Order
 * began with, so it leaves out what the Order's own declarations cancel: the troopers it
 * activates, and a trooper whose ARO is anything but a BS Attack in SF Mode.
 */
import {
  aroBurst,
  aroKeepsSuppressiveFire,
  hasSuppressiveFireTrait,
  inSuppressiveFire,
  sfEnemyMod,
  sfEnemyReach,
  sfStateCitation,
  suppressiveFireMode,
  type BurstResult,
} from '../combat/index.ts';
import { needsRoll, successValue, svBelowOneCitation } from '../dice/index.ts';
import type { WeaponProfile } from '../profiles/index.ts';
import { trooperView } from '../table/tableView.ts';
import type { Exchange, Participant } from './exchange.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import { planFacts } from './planFacts.ts';
import { pointOf } from './pointOf.ts';
import { PlanRefusal } from './planRefusal.ts';

/** Whether `trooper` is in Suppressive Fire for this Order's rolls. */
export const suppressiveFireHolds = (d: OrderDeclarations, trooper: string): boolean => {
  const view = trooperView(d.table, trooper);
  if (view === undefined || !inSuppressiveFire(view.states)) return false;
  if (trooper === d.active || (d.coordinated ?? []).includes(trooper)) return false;
  return d.aros
    .filter((a) => a.trooper === trooper)
    .every((a) => aroKeepsSuppressiveFire(view.profile.weapons, a.declaration));
};

/** Whether this weapon (as fired) fires in SF Mode for `trooper` in this Order. */
export const firesInSfMode = (d: OrderDeclarations, trooper: string, weapon: WeaponProfile): boolean =>
  hasSuppressiveFireTrait(weapon) && suppressiveFireHolds(d, trooper);

/** The weapon as `trooper` fires it: in SF Mode while in the State. */
export const sfWeapon = (d: OrderDeclarations, trooper: string, weapon: WeaponProfile): WeaponProfile =>
  firesInSfMode(d, trooper, weapon) ? suppressiveFireMode(weapon) : weapon;

/** The ARO Burst of `trooper` with this weapon: 1, the full Burst with Total Reaction, or B3 in Suppressive Fire. */
export const aroBurstOf = (d: OrderDeclarations, trooper: string, weapon: WeaponProfile): BurstResult => {
  const view = trooperView(d.table, trooper);
  if (view === undefined)
    throw new PlanRefusal({ reason: `unknown trooper ${trooper}`, citation: 'n3/orders/expenditure-sequence' });
  return aroBurst(d.table.edition, weapon, view.profile, firesInSfMode(d, trooper, weapon));
};

/** The -3 an enemy within reach takes in a Face to Face Roll against troopers in Suppressive Fire. */
const withEnemyMod = (d: OrderDeclarations, p: Participant, opponents: readonly Participant[]): Participant => {
  const edition = d.table.edition;
  const reach = sfEnemyReach(edition);
  const me = trooperView(d.table, p.trooper);
  const sf = [...new Set(opponents.map((o) => o.trooper))].find((o) => {
    const other = trooperView(d.table, o);
    if (me === undefined || other === undefined || other.player === me.player) return false;
    if (!suppressiveFireHolds(d, o)) return false;
    if (reach === null) return true;
    const inches = planFacts(d).range(p.trooper, o, pointOf(d, p.trooper) ?? pointOf(d, o));
    if (inches === undefined)
      throw new PlanRefusal({
        reason: `${o} is in Suppressive Fire: measure the range from ${p.trooper} to it (within ${reach}" it takes -3)`,
        citation: sfEnemyMod(edition, o).citation,
      });
    return inches <= reach;
  });
  if (sf === undefined) return p;
  const sv = successValue(edition, p.sv.attribute, p.sv.base, [...p.sv.mods, sfEnemyMod(edition, sf)]);
  const automaticFailure =
    p.automaticFailure ??
    (needsRoll(sv.value)
      ? null
      : {
          reason: `${sv.attribute} ${sv.base} with ${sv.modTotal} in MODs leaves an SV of ${sv.value}, below 1`,
          citation: svBelowOneCitation(edition),
        });
  return { ...p, sv, automaticFailure };
};

/** The exchange cites the State when one of its rolls took its MOD. */
const withCitation = (d: OrderDeclarations, x: Extract<Exchange, { kind: 'face-to-face' }>): Exchange => {
  const cite = sfStateCitation(d.table.edition);
  const used = [...x.a, ...x.b].some((p) => p.sv.mods.some((m) => m.citation === cite));
  return used && !x.citations.includes(cite) ? { ...x, citations: [...x.citations, cite] } : x;
};

/** Every Face to Face exchange with the -3 applied to the enemies of a trooper in Suppressive Fire. */
export const withSuppressiveFireMods = (d: OrderDeclarations, exchanges: readonly Exchange[]): Exchange[] =>
  exchanges.map((x) =>
    x.kind !== 'face-to-face'
      ? x
      : withCitation(d, {
          ...x,
          a: x.a.map((p) => withEnemyMod(d, p, x.b)),
          b: x.b.map((p) => withEnemyMod(d, p, x.a)),
        }),
  );
