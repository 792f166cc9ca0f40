/*
 * Decisions (docs/rulings.md "MediKit and GizmoKit at range"):
 * - Used remotely (`use: remote`), the MediKit or GizmoKit is a Non-Lethal BS Weapon of the user:
 *   a BS Attack Roll (B1) with the profile's range MODs (+3 to 8", 0 to 16", -6 to 24"; beyond 24"
 *   out of range, refused) and the patient's cover (Partial: -3; Total: refused), needing LoF.
 * - Each successful hit (a Critical is one hit) makes the patient roll PH once, with no MOD and no
 *   Saving Roll; that roll is the Effects step's dice (the recorded `saves:`).
 * - Several hits in one Order on one patient: MediKit, any failed roll is Dead and all passed
 *   remove one Wound; GizmoKit, any passed roll removes one Wound, all failed cost one Wound (reading).
 */
import * as E from 'fp-ts/lib/Either.js';
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { bsAttackMods, type Cover, type ModStack } from './bsAttackMods.ts';
import type { SavingRollSpec } from './savingRollSpec.ts';

export type RemoteSupportSkill = 'medikit' | 'gizmokit';

/** The profile's range bands, used remotely: upper limit (inches) and MOD. */
export const REMOTE_SUPPORT_BANDS: readonly { readonly upTo: number; readonly mod: number }[] = [
  { upTo: 8, mod: 3 },
  { upTo: 16, mod: 0 },
  { upTo: 24, mod: -6 },
];

export const isRemoteSupportSkill = (skill: string): skill is RemoteSupportSkill =>
  skill === 'medikit' || skill === 'gizmokit';

/** The rule of the remote use in the game's edition (N3: the support skills' refusal). */
export const remoteSupportCitation = (edition: Edition, skill: RemoteSupportSkill): CitationId =>
  skill === 'medikit'
    ? pick<CitationId>(edition, {
        n3: 'n3/skills/support-unsourced',
        n4: 'n4/equipment/medikit-remote',
        n5: 'n5/equipment/medikit-remote',
      })
    : pick<CitationId>(edition, {
        n3: 'n3/skills/support-unsourced',
        n4: 'n4/equipment/gizmokit-remote',
        n5: 'n5/equipment/gizmokit-remote',
      });

/** The rule for several successful hits or uses on one patient in one Order. */
export const severalHitsCitation = (edition: Edition, skill: RemoteSupportSkill): CitationId =>
  skill === 'medikit'
    ? pick<CitationId>(edition, {
        n3: 'n3/skills/support-unsourced',
        n4: 'n4/equipment/medikit-several-hits',
        n5: 'n5/equipment/medikit-several-hits',
      })
    : pick<CitationId>(edition, {
        n3: 'n3/skills/support-unsourced',
        n4: 'n4/equipment/gizmokit-several-hits',
        n5: 'n5/equipment/gizmokit-several-hits',
      });

const NAMES: Readonly<Record<RemoteSupportSkill, string>> = { medikit: 'MediKit', gizmokit: 'GizmoKit' };

/** What the table says between the user and its patient (undefined: not measured). */
export interface RemoteSupportFacts {
  readonly lof: boolean | undefined;
  readonly range: number | undefined;
  readonly cover: Cover | undefined;
}

/** The MODs of the user's BS Attack Roll, or why it cannot be made (not measured, no LoF, out of range, Total Cover). */
export const remoteSupportMods = (
  edition: Edition,
  skill: RemoteSupportSkill,
  user: string,
  patient: string,
  facts: RemoteSupportFacts,
): E.Either<Refusal, readonly Mod[]> => {
  const cite = remoteSupportCitation(edition, skill);
  const name = NAMES[skill];
  if (facts.lof === undefined)
    return E.left(
      refuse(`measure whether ${user} has LoF to ${patient} (a lof fact) for the ${name} used remotely`, cite),
    );
  if (!facts.lof) return E.left(refuse(`${user} has no LoF to ${patient}: the ${name} used remotely needs LoF`, cite));
  if (facts.range === undefined)
    return E.left(
      refuse(`measure the range from ${user} to ${patient} (a range fact) for the ${name} used remotely`, cite),
    );
  const band = REMOTE_SUPPORT_BANDS.find((b) => facts.range !== undefined && facts.range <= b.upTo);
  const from = (upTo: number): number => REMOTE_SUPPORT_BANDS.filter((b) => b.upTo < upTo).at(-1)?.upTo ?? 0;
  if (band === undefined)
    return E.left(refuse(`${patient} is ${String(facts.range)}" away: out of the ${name}'s range (24")`, cite));
  const range = mod(band.mod, `range ${from(band.upTo)}-${band.upTo}" (${name})`, cite);
  const m = bsAttackMods(edition, { range, cover: facts.cover ?? 'none', alliesInCloseCombat: 0, declared: [] });
  return E.map((stack: ModStack) => stack.mods)(m);
};

/** The patient's PH Roll for one hit: no MOD, no Saving Roll; carried as the Effects step's roll. */
export const patientRollSpec = (edition: Edition, skill: RemoteSupportSkill, ph: number): SavingRollSpec => ({
  edition,
  ammo: 'N',
  attribute: 'PH',
  attributeValue: ph,
  effectiveAttribute: ph,
  rollsPerHit: 1,
  noDamage: false,
  failure: 'wound',
  inflicts: [],
  mods: [],
  threshold: { kind: 'attribute-roll', sv: ph },
  citations: [remoteSupportCitation(edition, skill)],
});

/** Whether the patient's PH Rolls of one Order bring it back: MediKit, every one passed; GizmoKit, any one. */
export const remoteSupportPassed = (skill: RemoteSupportSkill, passed: readonly boolean[]): boolean =>
  skill === 'medikit' ? passed.every((p) => p) : passed.some((p) => p);
