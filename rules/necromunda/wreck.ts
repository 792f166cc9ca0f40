import type { NecromundaCitationId } from './necromundaCitations.ts';

/** Why a vehicle is Wrecked. */
export type WreckCause = 'no-wounds' | 'rolled-over';

export interface WreckInput {
  /** Wounds left after the Damage (entered: the page gives no vehicle Damage table). */
  readonly woundsLeft: number;
  /** The vehicle rolled over after Losing Control (an entered fact). */
  readonly rolledOver: boolean;
  /** Crew aboard when it was wrecked. */
  readonly crew: number;
  /** Other fighters aboard (passengers). */
  readonly passengers: number;
}

export type Wreck =
  | { readonly wrecked: false; readonly rules: readonly NecromundaCitationId[] }
  | {
      readonly wrecked: true;
      readonly causes: readonly WreckCause[];
      /** One crew Lasting Injury roll, however many crew (none with no crew aboard). */
      readonly crewLastingInjuryRolls: 0 | 1;
      /** One Lasting Damage roll per cause: two at 0 Wounds and rolling over at once. */
      readonly lastingDamageRolls: 1 | 2;
      /** The wreck stays on the table as a flimsy structure (terrain) for the rest of the battle. */
      readonly becomes: 'flimsy-structure';
      /** Every fighter aboard, crew and passengers, is Thrown Clear (thrownClear). */
      readonly fightersThrownClear: boolean;
      readonly rules: readonly NecromundaCitationId[];
    };

const RULE: NecromundaCitationId = 'necromunda/out-of-action/wrecked';

/** Whether a vehicle is Wrecked (Out of Action), and the rolls and effects that follow. */
export const wreck = (input: WreckInput): Wreck => {
  for (const [what, n] of [
    ['Wounds left', input.woundsLeft],
    ['crew', input.crew],
    ['passengers', input.passengers],
  ] as const) {
    if (!Number.isInteger(n) || n < 0)
      throw new RangeError(`${RULE}: ${what} is a whole number of 0 or more, got ${n}`);
  }
  const causes: WreckCause[] = [];
  if (input.woundsLeft === 0) causes.push('no-wounds');
  if (input.rolledOver) causes.push('rolled-over');
  if (causes.length === 0) return { wrecked: false, rules: [RULE] };
  const rules: NecromundaCitationId[] = [RULE];
  const aboard = input.crew + input.passengers > 0;
  if (aboard) rules.push('necromunda/out-of-action/thrown-clear');
  return {
    wrecked: true,
    causes,
    crewLastingInjuryRolls: input.crew > 0 ? 1 : 0,
    lastingDamageRolls: causes.length === 2 ? 2 : 1,
    becomes: 'flimsy-structure',
    fightersThrownClear: aboard,
    rules,
  };
};
