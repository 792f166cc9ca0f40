/*
 * Decisions (docs/rulings.md "Close Combat Special Skills", Berserk):
 * - N4/N5 only (N3's Berserk is a CC Combat Mode chosen with a CC Attack, not read from a wiki
 *   page: refused). Declared as its own skill, `berserk` (N5 a Long Skill, N4 an Entire Order):
 *   the trooper needs `berserk` or `berserk-3` on its profile; `berserk-3` adds +3 to the CC Attack.
 * - It is a CC Attack: a CC Weapon, an enemy target; at Resolution it needs base contact with the
 *   target (measured). LoF to the target measured absent, or base contact measured absent (the
 *   Move could not reach it), makes it an Idle.
 * - Every roll between the berserker and its target is a Normal Roll (no Face to Face): the
 *   target's CC Attack back hits if it passes, its Dodge avoids nothing (N4 FAQ), and no
 *   Opponent MOD applies (those are Face to Face MODs).
 */
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';

export const berserkCitation = (edition: Edition): CitationId =>
  edition === 'n3'
    ? 'n3/skills/cc-special-skills-unsourced'
    : edition === 'n4'
      ? 'n4/skills/berserk'
      : 'n5/skills/berserk';

/** Why `trooper` may not declare Berserk, or null. */
export const berserkRefusal = (edition: Edition, trooper: string, skills: readonly TrooperSkill[]): Refusal | null => {
  if (edition === 'n3')
    return refuse(
      'N3 Berserk (a CC Combat Mode of a CC Attack) is not adjudicated: its N3 chart was not read; record this Order as ruled by the players',
      berserkCitation(edition),
    );
  if (!skills.includes('berserk') && !skills.includes('berserk-3'))
    return refuse(`${trooper} has no Berserk on its profile`, berserkCitation(edition));
  return null;
};

/** The MOD Berserk (+3) adds to the CC Attack of a Berserk declaration. */
export const berserkMods = (edition: Edition, skills: readonly TrooperSkill[]): readonly Mod[] =>
  edition !== 'n3' && skills.includes('berserk-3') ? [mod(3, 'Berserk (+3)', berserkCitation(edition))] : [];
