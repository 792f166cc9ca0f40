/*
 * Decision (issue #5, Direct Template Weapons; rulebook seed): a Direct Template is placed when
 * its attack is declared, so that it shapes the AROs. Where it fell is a `template` fact; once
 * the AROs of the Order have closed (the Resolution step) it is too late to measure it.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { Edition } from '../edition.ts';
import type { WeaponProfile } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { TableFact } from '../table/tableFact.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';

/** Why a `template` fact measured at Resolution is refused: its user declared a Direct Template attack. Null otherwise. */
export const latePlacementRefusal = (
  edition: Edition,
  fact: TableFact,
  /** Each trooper's attack declarations in this Order, with the weapons it carries. */
  attacks: readonly {
    readonly trooper: string;
    readonly declaration: SkillDeclaration;
    readonly weapons: readonly WeaponProfile[];
  }[],
): Refusal | null => {
  if (fact.fact !== 'template') return null;
  const direct = attacks.some(
    (a) =>
      a.trooper === fact.from &&
      a.declaration.skill === 'bs-attack' &&
      (a.weapons
        .find((w) => a.declaration.skill === 'bs-attack' && w.id === a.declaration.weapon)
        ?.template.startsWith('direct') ??
        false),
  );
  if (!direct) return null;
  return refuse(
    `${fact.from}'s Direct Template is placed when its attack is declared, and it shapes the AROs: where shot ${fact.shot} fell is measured before the AROs close, not at Resolution`,
    inEdition(edition, 'templates/direct'),
  );
};
