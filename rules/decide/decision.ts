import * as E from 'fp-ts/lib/Either.js';
import type { Decision as KernelDecision } from '../../kernel/index.ts';
import type { ArbiterEvent } from '../events/index.ts';
import type { Refusal } from '../refusal.ts';

/** What an Infinity decider returns: the rule that refuses the command, or the events it leads to. */
export type Decision = KernelDecision<Refusal, ArbiterEvent>;

/** A refusal becomes a Left; otherwise the events. */
export const decided = (refusal: Refusal | null, events: () => readonly ArbiterEvent[]): Decision =>
  refusal === null ? E.right(events()) : E.left(refusal);
