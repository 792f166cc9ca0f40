import type { FighterStatus } from './applyInjury.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

export interface LastingInjuryOwed {
  readonly owed: boolean;
  readonly rules: readonly NecromundaCitationId[];
}

/**
 * A fighter that goes Out of Action, for any reason, owes one Lasting Injury roll (its result is an
 * entered fact: the table is not on the page). Owed on the change into Out of Action only, once.
 */
export const lastingInjuryOwed = (before: FighterStatus, after: FighterStatus): LastingInjuryOwed => ({
  owed: before !== 'out-of-action' && after === 'out-of-action',
  rules: ['necromunda/out-of-action/fighters'],
});
