/*
 * Decisions (facts.md §9, seed 000):
 * - N4 is read as Update PDF 2.1 (July 2023) and N5 the same: not Engaged, Null or IMM, and at
 *   least one successful Attack that made the trooper save or enter a State — even if every
 *   attacker is Null by the end of the Order. An Attack that did neither (Smoke) causes no Guts.
 * - N3: the trooper survived an Attack (it made at least one ARM/BTS Roll and is not Null) and is
 *   not in Close Combat (Engaged). An Attack that only inflicted a State without a roll is read as
 *   causing no Guts. IMM does not excuse an N3 trooper (not in the N3 text) — UNCONFIRMED.
 * - `attacksSuffered` lists the successful Attacks the trooper suffered this Order.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { isImmobilized, isNull, normalizeStates, type TrooperState } from './trooperState.ts';

export interface AttackSuffered {
  readonly causedSavingRolls: boolean;
  readonly causedState: boolean;
  readonly attackerNullNow: boolean;
}

export interface GutsRequirement {
  readonly required: boolean;
  readonly why: string;
  readonly citations: readonly CitationId[];
}

/** Whether a trooper must make a Guts Roll at the end of the Order. */
export const gutsRequired = (
  edition: Edition,
  input: { readonly states: readonly TrooperState[]; readonly attacksSuffered: readonly AttackSuffered[] },
): GutsRequirement => {
  const citation = inEdition(edition, 'guts/requirements');
  const no = (why: string, citations: readonly CitationId[] = [citation]): GutsRequirement => ({
    required: false,
    why,
    citations,
  });
  const states = normalizeStates(input.states);
  const attacks = input.attacksSuffered;
  if (isNull(states))
    return no(edition === 'n3' ? 'the trooper did not survive the Attack' : 'a Null trooper makes no Guts Roll');
  if (states.includes('engaged'))
    return no(
      edition === 'n3' ? 'troopers in Close Combat make no Guts Roll' : 'an Engaged trooper makes no Guts Roll',
    );
  switch (edition) {
    case 'n3': {
      if (!attacks.some((a) => a.causedSavingRolls)) {
        return no(
          attacks.length === 0
            ? 'the trooper suffered no successful Attack'
            : 'no Attack made the trooper roll ARM/BTS',
        );
      }
      return { required: true, why: 'the trooper survived an Attack by passing ARM/BTS', citations: [citation] };
    }
    case 'n4':
    case 'n5': {
      if (isImmobilized(states)) return no('an Immobilized trooper makes no Guts Roll');
      const qualifying = attacks.filter((a) => a.causedSavingRolls || a.causedState);
      if (qualifying.length === 0) {
        if (attacks.length === 0) return no('the trooper suffered no successful Attack');
        return no(
          'no Attack made the trooper save or enter a State (e.g. Smoke)',
          edition === 'n4' ? [citation, 'n4/guts/no-damage-no-state'] : [citation],
        );
      }
      const why = qualifying.every((a) => a.attackerNullNow)
        ? 'an Attack made the trooper save or enter a State; Guts is rolled even though every attacker is Null'
        : 'an Attack made the trooper save or enter a State';
      return { required: true, why, citations: [citation] };
    }
  }
};
