/*
 * A Dodge inside a Smoke or Eclipse template (docs/rulings.md "Smoke and Eclipse"), N4/N5: an
 * enemy the template touches (the throw's target, or a trooper its `template` fact lists) who
 * declares Dodge makes a Normal Roll, not a Face to Face Roll against the thrower; the throw is a
 * Normal Roll too, and the template stays if the throw hits, whatever the Dodge rolled.
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { SkillId } from '../orders/skillDeclaration.ts';
import { isSmokeAmmo, type WeaponProfile } from '../profiles/index.ts';
import { smokeCitation } from './smoke.ts';

/** The rule that makes a Dodge against this weapon (as fired) a Normal Roll, or null when it does not apply. */
export const smokeDodgeCitation = (
  edition: Edition,
  weapon: WeaponProfile,
  reaction: SkillId | undefined,
): CitationId | null =>
  edition !== 'n3' && reaction === 'dodge' && isSmokeAmmo(weapon.ammo) ? smokeCitation(edition, 'dodge') : null;
