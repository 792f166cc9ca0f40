import { citation, type Citation, type CitationId } from '../rules/citations/index.ts';
import type { Refusal } from '../rules/refusal.ts';
import type { GameCommand } from '../rules/decide/index.ts';

const ORDER_STEP_WORDS: Readonly<Record<string, string>> = {
  activation: 'activation',
  'order-expenditure': 'Order expenditure',
  'first-skill': 'first skill',
  'first-aros': 'AROs to the first skill',
  'second-skill': 'second skill',
  'second-aros': 'AROs to the second skill',
  resolution: 'Resolution',
  effects: 'Effects',
  conclusion: 'Conclusion',
  done: 'its end',
};

/** Where an Order was, in words: `Order 3, AROs to the first skill`. */
export const orderStepWords = (order: number, step: string): string =>
  `Order ${order}, ${ORDER_STEP_WORDS[step] ?? step}`;

/** Where the game frame was, in words: between Turns, between Orders, during an Order. */
export const gameStepWords = (value: unknown): string => {
  if (value === 'between-turns') return 'between Turns';
  if (typeof value === 'object' && value !== null && 'turn' in value)
    return value.turn === 'order' ? 'during an Order' : 'between Orders';
  return JSON.stringify(value);
};

/** A command the engine refused: what, where, why, and the rule. Nothing was appended. */
export interface Rejection {
  readonly command: GameCommand;
  /** Where the game or the Order was, in words, e.g. `Order 3, AROs to the first skill`. */
  readonly step: string;
  readonly reason: string;
  readonly citation: Citation;
  /** The field of the command it is about (e.g. `['outcome', 'wounds', 'remote']`), when the rule names one. */
  readonly field?: readonly (string | number)[];
}

export const rejection = (command: GameCommand, step: string, refusal: Refusal): Rejection => ({
  command,
  step,
  reason: refusal.reason,
  citation: citation(refusal.citation),
  ...(refusal.field === undefined ? {} : { field: refusal.field }),
});

export const notInStep = (command: GameCommand, step: string, why: string, id: CitationId): Rejection =>
  rejection(command, step, { reason: why, citation: id });

export const formatRejection = (r: Rejection): string =>
  `${r.reason} (refused ${r.command.type}, ${r.step}) [${r.citation.id}: ${r.citation.title} — ${r.citation.source}]`;
