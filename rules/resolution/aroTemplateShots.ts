import { aroBurstOf } from './suppressiveFirePlan.ts';
import type { WeaponProfile } from '../profiles/index.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import { planFacts } from './planFacts.ts';
import { templateShots, type ShotPlan } from './templateShots.ts';

/**
 * The shots of an ARO fired with a template weapon at `at`: its ARO Burst (1, or the weapon's
 * with Total Reaction), each placement read from the ARO trooper's `template` facts, the shots
 * touching its friends or Neutrals nullified.
 */
export const aroTemplateShots = (
  d: OrderDeclarations,
  trooper: string,
  weapon: WeaponProfile,
  at: string,
): ShotPlan => {
  const edition = d.table.edition;
  const burst = aroBurstOf(d, trooper, weapon).burst;
  return templateShots(edition, d.table, planFacts(d), trooper, weapon, [{ target: at, burst }], 'reactive');
};
