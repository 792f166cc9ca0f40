import { citation, type Citation, type CitationId } from '../rules/citations/index.ts';
import type { Refusal } from '../rules/refusal.ts';
import type { GameCommand } from './game/gameCommand.ts';

/** A command the engine refused: what, where, why, and the rule. Nothing was appended. */
export interface Rejection {
  readonly command: GameCommand;
  /** The step the game or Order was in, e.g. `order 3: first-aros`. */
  readonly step: string;
  readonly reason: string;
  readonly citation: Citation;
  /** The field of the command it is about (e.g. `['outcome', 'wounds', 'remote']`), when the rule names one. */
  readonly field?: readonly (string | number)[];
}

export const rejection = (command: GameCommand, step: string, refusal: Refusal): Rejection => ({
  command, step, reason: refusal.reason, citation: citation(refusal.citation), ...(refusal.field === undefined ? {} : { field: refusal.field }),
});

export const notInStep = (command: GameCommand, step: string, why: string, id: CitationId): Rejection =>
  rejection(command, step, { reason: why, citation: id });

export const formatRejection = (r: Rejection): string =>
  `refused ${r.command.type} at ${r.step}: ${r.reason} [${r.citation.id}: ${r.citation.title} — ${r.citation.source}]`;
