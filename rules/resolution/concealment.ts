import * as E from 'fp-ts/lib/Either.js';
import { concealmentMods, smokeOnLine, type ConcealedRoll, type ConcealmentMods } from '../combat/index.ts';
import { factIndex } from '../table/factIndex.ts';
import { smokeTemplates } from '../table/smokeTemplate.ts';
import { trooperView } from '../table/tableView.ts';
import { activeSkills, type OrderDeclarations } from './orderDeclarations.ts';

/**
 * Whether `roller` answers, in ARO, a BS Attack the active trooper `target` declared at it (even
 * one made null since): Zero Visibility's exception is about being the target of the declaration.
 * The active trooper never counts as answering (its skills are declared before the AROs).
 */
const answers = (declarations: OrderDeclarations, roller: string, target: string): boolean => {
  const d = declarations.asDeclared ?? declarations;
  const active = d.active === target || (d.coordinated ?? []).includes(target);
  return (
    active &&
    d.aros.some((a) => a.trooper === roller) &&
    activeSkills(d).some((s) => s.skill === 'bs-attack' && s.targets.some((t) => t.target === roller))
  );
};

/**
 * The concealment MODs of `roller`'s roll against `target` (rules/combat/concealmentMods.ts):
 * the target's Mimetism and Nanoscreen, the Visibility Zones measured between them at `at`, as
 * the roller's Multispectral Visor leaves them. A Zero Visibility Zone answers with a refusal.
 * A Smoke or Eclipse template named on the line must be on the table (rules/combat/smoke.ts).
 */
export const concealmentOf = (
  d: OrderDeclarations,
  roll: ConcealedRoll,
  roller: string,
  target: string,
  at: string | undefined,
): ConcealmentMods => {
  const facts = factIndex(d.facts);
  const thrownNow: string[] = [];
  for (const f of d.facts) if (f.fact === 'template' && f.smoke !== undefined) thrownNow.push(f.smoke);
  const onLine = facts.smokes(roller, target, at);
  const smoke = smokeOnLine(d.table.edition, onLine, smokeTemplates(d.table), thrownNow);
  if (E.isLeft(smoke)) return smoke;
  return concealmentMods(d.table.edition, {
    roll,
    roller: trooperView(d.table, roller)?.profile.skills ?? [],
    target: trooperView(d.table, target)?.profile.skills ?? [],
    zones: facts.zones(roller, target, at),
    eclipse: smoke.right.eclipse,
    templates: onLine.map((f) => f.smoke),
    answeringAttack: answers(d, roller, target),
    partialCover: facts.cover(target, roller, at) === 'partial',
  });
};
