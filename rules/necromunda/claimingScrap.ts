import { checkDieFace } from './dieFace.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

export interface ClaimingScrapInput {
  /** Gangs still on the battlefield at the end of the battle. */
  readonly gangsRemaining: number;
  /** Enemy vehicles Wrecked during the battle. */
  readonly wreckedEnemyVehicles: number;
  /** One D3 per wrecked enemy vehicle, entered; none when no scrap is claimed. */
  readonly d3: readonly number[];
}

export interface ClaimingScrap {
  readonly credits: number;
  /** Each wreck is then reclaimed by its owner (it is not the claiming gang's). */
  readonly vehiclesReclaimedByOwners: number;
  readonly rules: readonly NecromundaCitationId[];
}

const RULE: NecromundaCitationId = 'necromunda/out-of-action/claiming-scrap';

/** How many D3 Claiming Scrap calls for: one per wrecked enemy vehicle, when one gang alone remains. */
export const scrapDiceOwed = (
  gangsRemaining: number,
  wreckedEnemyVehicles: number,
): { readonly count: number; readonly rules: readonly NecromundaCitationId[] } => {
  for (const [what, n] of [
    ['gangs remaining', gangsRemaining],
    ['wrecked enemy vehicles', wreckedEnemyVehicles],
  ] as const) {
    if (!Number.isInteger(n) || n < 0)
      throw new RangeError(`${RULE}: ${what} is a whole number of 0 or more, got ${n}`);
  }
  return { count: gangsRemaining === 1 ? wreckedEnemyVehicles : 0, rules: [RULE] };
};

/** After the battle: the one gang left on the battlefield gains D3×10 credits per wrecked enemy vehicle. */
export const claimingScrap = (input: ClaimingScrapInput): ClaimingScrap => {
  const owed = scrapDiceOwed(input.gangsRemaining, input.wreckedEnemyVehicles).count;
  if (input.d3.length !== owed) {
    throw new RangeError(
      `${RULE}: ${owed} D3 owed (${input.gangsRemaining} gang(s) remaining, ${input.wreckedEnemyVehicles} wrecked enemy vehicle(s)), got ${input.d3.length}`,
    );
  }
  for (const face of input.d3) checkDieFace(RULE, 3, face);
  const credits = input.d3.reduce((sum, face) => sum + face * 10, 0);
  return { credits, vehiclesReclaimedByOwners: owed, rules: [RULE] };
};
