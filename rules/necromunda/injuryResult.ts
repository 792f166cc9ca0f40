import type { NecromundaCitationId } from './necromundaCitations.ts';

/** An Injury dice's result, entered as a fact (the page gives no dice faces). */
export type InjuryResult = 'flesh-wound' | 'serious-injury' | 'out-of-action';

export const INJURY_RESULTS: readonly InjuryResult[] = ['flesh-wound', 'serious-injury', 'out-of-action'];

/** Each result's rule on the page. */
export const INJURY_RULES: Readonly<Record<InjuryResult, NecromundaCitationId>> = {
  'flesh-wound': 'necromunda/injuries/flesh-wound',
  'serious-injury': 'necromunda/injuries/serious-injury',
  'out-of-action': 'necromunda/injuries/out-of-action',
};

export const isInjuryResult = (value: unknown): value is InjuryResult =>
  value === 'flesh-wound' || value === 'serious-injury' || value === 'out-of-action';
