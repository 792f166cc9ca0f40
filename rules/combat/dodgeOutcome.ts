/*
 * Decisions (seed 004 and its N3 FAQ 1.2; facts.md §10):
 * - One PH die is read against every source: Face to Face against the attackers, Normal against
 *   a Mine (or a Direct Template). The caller judges each exchange; this function combines them.
 * - The trooper moves only if it won every exchange it had to roll (and its Dodge allows a move
 *   in this turn); each source whose attack got through hits.
 * - A Mine set off by the declaration (the ARO, the Order) hits if its Normal roll is failed.
 * - N3 FAQ 1.2: a Mine whose trigger area only the Dodge destination reaches still needs its
 *   Normal roll, and failing either roll cancels the move, so that Mine never activates: it
 *   never hits. N4/N5: Dodge movement triggers no Deployables, so such a Mine plays no part.
 * - The N4/N5 handling of a Mine set off by the declaration is read as in N3 (N5 wiki example).
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { Turn } from './burstFor.ts';
import { dodgeMove } from './dodgeMove.ts';
import type { TrooperState } from './trooperState.ts';

export interface DodgeExchange {
  readonly source: string;
  /** The dodger's roll beat this source (F2F won, or the Normal roll passed). */
  readonly dodgerWon: boolean;
  /** This source's attack got through (an uncancelled success, or the template/Mine that was not dodged). */
  readonly attackHit: boolean;
  /** This source is a Mine: set off by the declaration, or only by where the Dodge would end. */
  readonly mine?: 'declaration' | 'destination';
}

export interface DodgeOutcome {
  /**
   * The Dodge succeeded: it won every roll it had to make (a destination Mine counts only where
   * the move could set it off, N3). It then ends Engaged and IMM-A (rules/combat/engagement.ts).
   */
  readonly succeeded: boolean;
  readonly moves: boolean;
  readonly inches: number;
  readonly hitBy: readonly string[];
  /** Mines at the Dodge destination that never activated (N3: the move did not happen; N4/N5: always). */
  readonly minesNotActivated: readonly string[];
  readonly citations: readonly CitationId[];
}

/** Combines a Dodge roll's exchanges: does the trooper move, and which sources hit it. */
export const dodgeOutcome = (
  edition: Edition,
  turn: Turn,
  exchanges: readonly DodgeExchange[],
  states: readonly TrooperState[] = [],
): DodgeOutcome => {
  for (const e of exchanges) {
    if (e.dodgerWon && e.attackHit)
      throw new RangeError(`${e.source}: the dodger cannot both win and be hit by the same exchange`);
  }
  const move = dodgeMove(edition, turn, states);
  const citations = new Set<CitationId>(move.citations);
  const atDestination = (e: DodgeExchange): boolean => e.mine === 'destination';
  if (exchanges.some((e) => e.mine !== undefined)) {
    citations.add(inEdition(edition, 'dodge/mine'));
  }
  // N3 rolls against a destination Mine too; N4/N5 Dodge movement never sets one off, nor does a
  // Dodge that cannot move (N3 Active Turn).
  const rolled = move.triggersDeployables && move.inches > 0 ? exchanges : exchanges.filter((e) => !atDestination(e));
  const succeeded = rolled.length > 0 && rolled.every((e) => e.dodgerWon);
  const moves = move.inches > 0 && succeeded;
  // A destination Mine activates only if the move happens, and then it was dodged: it never hits.
  const hitBy = exchanges.filter((e) => e.attackHit && !atDestination(e)).map((e) => e.source);
  const minesNotActivated =
    move.triggersDeployables && moves ? [] : exchanges.filter(atDestination).map((e) => e.source);
  return { succeeded, moves, inches: moves ? move.inches : 0, hitBy, minesNotActivated, citations: [...citations] };
};
