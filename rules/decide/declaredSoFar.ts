import type { SkillDeclaration } from '../orders/index.ts';
import type { OrderView } from './orderView.ts';

/*
 * What the activated trooper and the Reactive Player declared so far in an Order, as the ARO and
 * measurement rules read it. Asked at every ARO and measurement decision: plain loops and pushes,
 * not flatMap and spreads, which V8 runs far slower for lists of two or three.
 */

/** The skills the activated trooper declared so far (none, the first, or both). */
export const declaredSkills = (c: OrderView): SkillDeclaration['skill'][] => {
  const skills: SkillDeclaration['skill'][] = [];
  if (c.first !== null) skills.push(c.first.skill);
  if (c.second !== null) skills.push(c.second.skill);
  return skills;
};

/** Every declaration of the Order so far: the activated trooper's skills, then the AROs. */
export const declaredSoFar = (c: OrderView): { trooper: string; declaration: SkillDeclaration }[] => {
  const declared: { trooper: string; declaration: SkillDeclaration }[] = [];
  if (c.first !== null) declared.push({ trooper: c.trooper, declaration: c.first });
  if (c.second !== null) declared.push({ trooper: c.trooper, declaration: c.second });
  for (const a of c.aros) declared.push({ trooper: a.trooper, declaration: a.declaration });
  return declared;
};
