/*
 * Decisions (issue #5, seed 001 "Direct Template Weapons", facts.md §2 and §10):
 * - An ARO with a Direct Template rolls no die. Each placement (one per shot of its Burst: 1 in
 *   ARO unless Total Reaction) touches the troopers of the ARO trooper's `template` fact, by
 *   default the trooper it targets; every enemy it touches is hit once per placement.
 * - A touched trooper that Dodges makes a Normal PH Roll against the template (PH-3 without LoF
 *   to its user or against a Deployable), on the same die as its other Dodge rolls: passed, the
 *   template misses it. Attacks on the template user are Normal Rolls (the caller's business).
 * - A placement touching a friend of the ARO trooper or a Neutral is nullified (templateShots).
 */
import { aroTemplateShots } from './aroTemplateShots.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { WeaponProfile } from '../profiles/index.ts';
import type { Exchange } from './exchange.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import { dodgeParticipant, weaponOf, ammoOf } from './participant.ts';
import { planCitations } from './planCitations.ts';
import { isDirectTemplate, type NullifiedShot } from './templateShots.ts';

type BsAttack = Extract<SkillDeclaration, { skill: 'bs-attack' }>;

/** A trooper a reactive Direct Template touches, and how many of its placements do. */
export interface DirectTouch {
  readonly trooper: string;
  readonly placements: number;
}

export interface ReactiveDirect {
  readonly trooper: string;
  readonly weapon: WeaponProfile;
  readonly nullified: readonly NullifiedShot[];
  /** Every trooper the kept placements touch (none when every placement was nullified). */
  readonly touched: readonly DirectTouch[];
}

/** The ARO declaration if it is a BS Attack with a Direct Template weapon, else null. */
export const directAro = (d: OrderDeclarations, trooper: string, decl: SkillDeclaration): BsAttack | null =>
  decl.skill === 'bs-attack' && isDirectTemplate(weaponOf(d, trooper, decl.weapon, ammoOf(decl))) ? decl : null;

/** The placements of an ARO with a Direct Template aimed at `at`: which are nullified, and whom the others touch. */
export const reactiveDirect = (d: OrderDeclarations, trooper: string, decl: BsAttack, at: string): ReactiveDirect => {
  const weapon = weaponOf(d, trooper, decl.weapon, ammoOf(decl));
  const shots = aroTemplateShots(d, trooper, weapon, at);
  const touched = [...new Set(shots.kept.flatMap((s) => s.affected))].map((y): DirectTouch => ({
    trooper: y,
    placements: shots.kept.filter((s) => s.affected.includes(y)).length,
  }));
  return { trooper, weapon, nullified: shots.nullified, touched };
};

/**
 * The automatic hits of a reactive Direct Template, one exchange per trooper it touches; a
 * touched trooper that `dodges` first makes its Normal Dodge roll against the template user,
 * and the hit names that roll as the one that evades it.
 */
export const directExchanges = (
  d: OrderDeclarations,
  direct: ReactiveDirect,
  dodges: (trooper: string) => boolean,
): readonly Exchange[] => {
  const cite = planCitations(d.table.edition);
  const source = direct.trooper;
  return direct.touched.flatMap(({ trooper: y, placements }): Exchange[] => {
    const hit = (evadedBy: string | null): Exchange => ({
      kind: 'automatic',
      id: `${source}>${y}`,
      source,
      target: y,
      weapon: direct.weapon.id,
      ammo: direct.weapon.ammo,
      placements,
      evadedBy,
      mine: false,
      citations: [cite.directTemplate],
    });
    if (!dodges(y)) return [hit(null)];
    const id = `${y}~dodge>${source}`;
    const roller = dodgeParticipant(d, y, {
      attackers: [source],
      template: 'direct',
      deployable: direct.weapon.traits.includes('deployable'),
    });
    return [
      { kind: 'normal', id, roller, against: { source, mine: null }, citations: [cite.directTemplate, cite.dodge] },
      hit(id),
    ];
  });
};
