import * as E from 'fp-ts/lib/Either.js';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import { createNecromundaSession, type NecromundaCommand } from '../../machines/necromunda/index.ts';
import { compareNecromundaRulings, type NecromundaDifference } from './compareNecromundaRulings.ts';
import { necromundaCommandsOf } from './necromundaCommandsOf.ts';

/** A logged command the fresh engine refuses: the hit it belongs to, why, and the rule. */
export interface NecromundaRefusedCommand {
  readonly hit: number;
  readonly command: NecromundaCommand;
  readonly reason: string;
  readonly rule: string;
}

export interface NecromundaReadjudication {
  /** Logged events (after the start) compared with the re-run's. */
  readonly compared: number;
  readonly agreed: number;
  /** Every difference, by hit (not only the first). */
  readonly differences: readonly NecromundaDifference[];
  /** The logged command the fresh engine refused: the hits from it on could not be checked. */
  readonly refused: NecromundaRefusedCommand | null;
  /** Hits in the log, and how many were re-adjudicated to their end. */
  readonly hits: number;
  readonly hitsChecked: number;
  /** Nothing differs and nothing was refused. */
  readonly agrees: boolean;
}

/**
 * Re-adjudicates a Necromunda log: its declarations, dice and Injury results run again through a
 * fresh hit statechart, and every logged event compared with the one the engine derives now, matched
 * by hit, type and occurrence (compareNecromundaRulings), so that a judge sees every difference.
 * After a refusal only the hits before the refused one are compared.
 */
export const readjudicateNecromunda = (events: readonly NecromundaEvent[]): NecromundaReadjudication => {
  const start = events[0];
  if (start?.type !== 'NecromundaGameStarted') throw new Error('a Necromunda log starts with NecromundaGameStarted');
  const session = createNecromundaSession(start);
  let refused: NecromundaRefusedCommand | null = null;
  for (const c of necromundaCommandsOf(events)) {
    const r = session.send(c);
    if (E.isLeft(r)) {
      // The hit the refused command belongs to (a declaration: the one it would have declared).
      const declared = session.events().filter((e) => e.type === 'HitDeclared').length;
      const g = session.state();
      const hit = c.type === 'declare-hit' || (g.hit === null && g.owed.length === 0) ? declared + 1 : declared;
      refused = { hit, command: c, reason: r.left.reason, rule: r.left.citation.id };
      break;
    }
  }
  const upTo = refused === null ? null : refused.hit - 1;
  const c = compareNecromundaRulings(events, session.events(), upTo);
  const hits = events.filter((e) => e.type === 'HitDeclared').length;
  return {
    ...c,
    refused,
    hits,
    hitsChecked: upTo === null ? hits : Math.min(hits, upTo),
    agrees: c.differences.length === 0 && refused === null,
  };
};
