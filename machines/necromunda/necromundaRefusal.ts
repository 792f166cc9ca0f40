import * as E from 'fp-ts/lib/Either.js';
import type { Decision } from '../../kernel/index.ts';
import type { NecromundaCitationId } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';

/** Why a command was refused: the reason in words and the rule of the page that refuses it. */
export interface NecromundaRefusal {
  readonly reason: string;
  readonly rule: NecromundaCitationId;
  /** The command's field it is about, when one is (e.g. `die`, `target`). */
  readonly field?: string;
}

/** A Necromunda decider's answer: the events, or the refusal. */
export type NecromundaDecision = Decision<NecromundaRefusal, NecromundaEvent>;

export const refuse = (reason: string, rule: NecromundaCitationId, field?: string): NecromundaDecision =>
  E.left({ reason, rule, ...(field === undefined ? {} : { field }) });
