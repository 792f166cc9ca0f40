/*
 * Decisions (facts.md §10; https://infinitythewiki.com/Reset; seed 002 "Face to Face Roll: Dodge
 * and Reset"):
 * - Reset is a WIP roll, Face to Face against the Comms Attacks (N5 also the BS Attacks (Guided))
 *   aimed at its user, otherwise a Normal Roll. The Face to Face against Comms Attacks is planned
 *   with them (planCommsAttack, planReactions); Guided attacks are not modelled. Every other Reset
 *   is a Normal WIP Roll, planned here.
 * - Reset evades no other Attack: a Reset ARO leaves the active attack on its user a Normal Roll
 *   (planActiveAttack meets it with nothing), and the Reset's own roll is still made.
 * - Its MODs are those of its user's states (IMM-B -3, N4/N5 Isolated -9: resetParticipant); what a
 *   passed roll cancels is read at Effects (resetResults).
 */
import type { Exchange } from './exchange.ts';
import { activeSkills, type OrderDeclarations } from './orderDeclarations.ts';
import { resetParticipant } from './participant.ts';
import { planCitations } from './planCitations.ts';

/**
 * One Normal WIP Roll per Reset of the Order that met no Comms Attack Face to Face (those are in
 * `planned` already): the activated trooper's, then each Reset ARO.
 */
export const planResets = (d: OrderDeclarations, planned: readonly Exchange[] = []): readonly Exchange[] => {
  const cite = planCitations(d.table.edition);
  const rolled = new Set(
    planned.flatMap((x) =>
      (x.kind === 'face-to-face' ? [...x.a, ...x.b] : x.kind === 'normal' ? [x.roller] : [])
        .filter((p) => p.purpose === 'reset')
        .map((p) => p.trooper),
    ),
  );
  const resetters = [
    ...(activeSkills(d).some((s) => s.skill === 'reset') ? [d.active] : []),
    ...d.aros.filter((a) => a.declaration.skill === 'reset').map((a) => a.trooper),
  ].filter((t) => !rolled.has(t));
  return resetters.map((t): Exchange => {
    const roller = resetParticipant(d, t);
    return {
      kind: 'normal',
      id: `${t}~reset`,
      roller,
      against: null,
      citations: [...new Set([cite.reset, ...roller.sv.mods.map((m) => m.citation)])],
    };
  });
};
