/*
 * Decisions (facts.md §10; https://infinitythewiki.com/Reset; seed 002 "Face to Face Roll: Dodge
 * and Reset"):
 * - Reset is a WIP roll, Face to Face against the Comms Attacks (N5 also the BS Attacks (Guided))
 *   aimed at its user, otherwise a Normal Roll. This engine models no Comms Attack, Hacking
 *   Program or Guided attack, so that Face to Face never arises: every Reset is a Normal WIP Roll.
 * - Reset evades no other Attack: a Reset ARO leaves the active attack on its user a Normal Roll
 *   (planActiveAttack meets it with nothing), and the Reset's own roll is still made.
 * - Its MODs are those of its user's states (IMM-B -3, N5 Isolated -9: resetParticipant); what a
 *   passed roll cancels is read at Effects (resetResults).
 */
import type { Exchange } from './exchange.ts';
import { activeSkills, type OrderDeclarations } from './orderDeclarations.ts';
import { resetParticipant } from './participant.ts';
import { planCitations } from './planCitations.ts';

/** One Normal WIP Roll per Reset of the Order: the activated trooper's, then each Reset ARO. */
export const planResets = (d: OrderDeclarations): readonly Exchange[] => {
  const cite = planCitations(d.table.edition);
  const resetters = [
    ...(activeSkills(d).some((s) => s.skill === 'reset') ? [d.active] : []),
    ...d.aros.filter((a) => a.declaration.skill === 'reset').map((a) => a.trooper),
  ];
  return resetters.map((t): Exchange => {
    const roller = resetParticipant(d, t);
    return { kind: 'normal', id: `${t}~reset`, roller, against: null, citations: [...new Set([cite.reset, ...roller.sv.mods.map((m) => m.citation)])] };
  });
};
