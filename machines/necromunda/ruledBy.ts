import * as E from 'fp-ts/lib/Either.js';
import { isNecromundaCitationId, type NecromundaCitationId } from '../../rules/necromunda/index.ts';
import type { NecromundaRefusal } from './necromundaRefusal.ts';

/**
 * A rule function's answer, or its refusal: the rule functions of rules/necromunda/ throw a
 * RangeError whose message starts with the rule's id (`necromunda/…: why`); that becomes a refusal
 * citing that rule (or `rule` when the message names none), about `field`.
 */
export const ruledBy = <A>(rule: NecromundaCitationId, field: string, run: () => A): E.Either<NecromundaRefusal, A> => {
  try {
    return E.right(run());
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    const m = /^([a-z0-9/-]+): (.*)$/s.exec(err.message);
    const id = m?.[1];
    const cited = id !== undefined && isNecromundaCitationId(id) ? id : rule;
    return E.left({ reason: m?.[2] ?? err.message, rule: cited, field });
  }
};
