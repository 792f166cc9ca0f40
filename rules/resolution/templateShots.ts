import type { CitationId } from '../citations/index.ts';
import { nullifiedShots, type Allegiance } from '../combat/index.ts';
import type { Edition } from '../edition.ts';
import type { WeaponProfile } from '../profiles/index.ts';
import type { ShotAllocation } from '../orders/skillDeclaration.ts';
import type { CombatFacts } from '../table/combatFacts.ts';
import { trooperView, type TableView } from '../table/tableView.ts';

/** One shot of a Burst: its declared (main) target and the enemies it touches. */
export interface Shot {
  /** 1-based across the whole Burst, in declaration order. */
  readonly index: number;
  readonly target: string;
  /** Enemies the shot affects: the target, or everyone its template touches. */
  readonly affected: readonly string[];
}

/** A template shot that touched a friendly or Neutral trooper: it never happens. */
export interface NullifiedShot {
  readonly attacker: string;
  readonly weapon: string;
  readonly shot: number;
  readonly touching: readonly { readonly trooper: string; readonly side: Allegiance }[];
  /** Enemies it touched: they keep their right to an ARO. */
  readonly keepAro: readonly string[];
  readonly expendableUsesSpent: number;
  readonly citations: readonly CitationId[];
}

export interface ShotPlan {
  readonly kept: readonly Shot[];
  readonly nullified: readonly NullifiedShot[];
}

export const isDirectTemplate = (w: WeaponProfile): boolean => w.template.startsWith('direct');
export const isImpactTemplate = (w: WeaponProfile): boolean => w.template.startsWith('impact');

const sideOf = (table: TableView, attacker: string, trooper: string): Allegiance => {
  const a = trooperView(table, attacker);
  const t = trooperView(table, trooper);
  if (t === undefined || a === undefined) return 'neutral';
  return t.player === a.player ? 'friendly' : 'enemy';
};

/**
 * Expands an attack into its shots. Without a template each shot affects its target. With one,
 * the measured `template` fact says who each placement touches (an Impact Template always touches
 * its main target; a Direct Template defaults to its declared target; the user is never touched
 * by its own Direct Template); a shot touching a friendly or Neutral trooper is nullified. The
 * enemies a nullified shot touched keep their ARO only in the Active Turn: an ARO's template
 * touches troopers of the Active Player, who declare no AROs.
 */
export const templateShots = (
  edition: Edition,
  table: TableView,
  facts: CombatFacts,
  attacker: string,
  weapon: WeaponProfile,
  allocations: readonly ShotAllocation[],
  turn: 'active' | 'reactive' = 'active',
): ShotPlan => {
  const shots: { index: number; target: string }[] = [];
  for (const a of allocations)
    for (let i = 0; i < a.burst; i += 1) shots.push({ index: shots.length + 1, target: a.target });
  if (weapon.template === 'none')
    return { kept: shots.map((s) => ({ index: s.index, target: s.target, affected: [s.target] })), nullified: [] };
  const touched = shots.map((s) => {
    const measured = facts.template(attacker, s.index);
    const all = isImpactTemplate(weapon) ? [s.target, ...(measured ?? [])] : (measured ?? [s.target]);
    const unique = [...new Set(all)].filter((t) => t !== attacker);
    return {
      index: s.index,
      target: s.target,
      touching: unique.map((trooper) => ({ trooper, side: sideOf(table, attacker, trooper) })),
    };
  });
  const verdict = nullifiedShots(
    edition,
    touched.map((s) => ({ id: String(s.index), affected: s.touching })),
    { expendable: weapon.traits.includes('expendable') },
  );
  const nullified = touched
    .filter((s) => verdict.nullified.includes(String(s.index)))
    .map((s): NullifiedShot => ({
      attacker,
      weapon: weapon.id,
      shot: s.index,
      touching: s.touching,
      keepAro: turn === 'active' ? s.touching.filter((t) => t.side === 'enemy').map((t) => t.trooper) : [],
      expendableUsesSpent: weapon.traits.includes('expendable') ? 1 : 0,
      citations: verdict.citations,
    }));
  const kept = touched
    .filter((s) => verdict.kept.includes(String(s.index)))
    .map((s): Shot => ({
      index: s.index,
      target: s.target,
      affected: s.touching.map((t) => t.trooper),
    }));
  return { kept, nullified };
};
