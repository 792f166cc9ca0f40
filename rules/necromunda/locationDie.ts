import type { NecromundaCitationId } from './necromundaCitations.ts';

export interface LocationDieInput {
  /** The vehicle's locations (its Location table, entered: the page names none). */
  readonly locations: readonly string[];
  /** Locations this hit cannot strike (entered facts). */
  readonly impossible: readonly string[];
  /** One Location dice's results, in order: every impossible one is followed by its re-roll. */
  readonly rolls: readonly string[];
}

export type LocationFate = 'stands' | 're-rolled';

export interface LocationDie {
  readonly location: string;
  readonly fates: readonly LocationFate[];
  readonly rules: readonly NecromundaCitationId[];
}

const RULE: NecromundaCitationId = 'necromunda/damage/vehicles';

/**
 * One Location dice: an impossible location is re-rolled until a possible one stands. A roll that is
 * not a location of the vehicle, a missing re-roll or a roll after the one that stood is refused.
 */
export const locationDie = (input: LocationDieInput): LocationDie => {
  const known = new Set(input.locations);
  for (const l of input.impossible) {
    if (!known.has(l)) throw new RangeError(`${RULE}: impossible location '${l}' is not one of the vehicle's`);
  }
  const impossible = new Set(input.impossible);
  if (input.locations.every((l) => impossible.has(l))) {
    throw new RangeError(`${RULE}: every location is impossible: no re-roll can hit this vehicle`);
  }
  input.rolls.forEach((r, i) => {
    if (!known.has(r)) throw new RangeError(`${RULE}: roll ${i + 1} '${r}' is not one of the vehicle's locations`);
  });
  const at = input.rolls.findIndex((r) => !impossible.has(r));
  const location = input.rolls[at];
  if (location === undefined) {
    throw new RangeError(`${RULE}: the last Location roll is impossible here: a re-roll is owed`);
  }
  if (at < input.rolls.length - 1) {
    throw new RangeError(
      `${RULE}: roll ${at + 1} stood; the ${input.rolls.length - at - 1} roll(s) after it are extra`,
    );
  }
  const fates = input.rolls.map((_, i): LocationFate => (i === at ? 'stands' : 're-rolled'));
  return { location, fates, rules: [RULE] };
};
