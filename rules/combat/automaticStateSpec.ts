/*
 * Decisions (docs/rulings.md "Comms Attacks"):
 * - A Hacking Program with no saving roll (none catalogued now: N4 Spotlight is refused) puts every trooper it hits in
 *   its state: logged as a saving roll of no dice whose every hit is an automatic failure, so the
 *   save pipeline (events, audit, Guts) carries the state like Carbonite's IMM-B, with no Wound.
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { Ammo } from '../profiles/index.ts';
import type { SaveState, SavingRollSpec } from './savingRollSpec.ts';

/** The "save" of a hit that allows none: no roll, the state on every hit. */
export const automaticStateSpec = (
  edition: Edition,
  ammo: Ammo,
  state: SaveState,
  citations: readonly CitationId[],
): SavingRollSpec => ({
  edition,
  ammo,
  attribute: 'BTS',
  attributeValue: 0,
  effectiveAttribute: 0,
  rollsPerHit: 0,
  noDamage: false,
  failure: state,
  inflicts: [state],
  mods: [],
  threshold: { kind: 'none' },
  citations,
});
