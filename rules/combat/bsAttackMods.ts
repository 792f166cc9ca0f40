/*
 * Decisions (facts.md §8):
 * - BS Attack into Close Combat in N4/N5 is UNCONFIRMED in the research: the N3 rule is applied
 *   unchanged (-6 per ally in that Close Combat; see friendlyFire.ts for the Failure Category).
 * - Total Cover in N4/N5 is read as in N3: an Attack that needs LoF cannot be declared against a
 *   target in Total Cover. Attacks that need no LoF (Speculative Fire, some templates) are not refused.
 * - Cover MODs are declared as measured facts: who may not claim cover (Impetuous, Motorcycles)
 *   is the declarer's business, not this function's.
 */
import * as E from 'fp-ts/lib/Either.js';
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import { refuse, type Refusal } from '../refusal.ts';

export type Cover = 'none' | 'partial' | 'total';

/** A MOD the players declared from the table (visibility zones, skills), with their reason. */
export interface DeclaredMod {
  readonly value: number;
  readonly reason: string;
  /** The rule granting it, when known; otherwise the edition's general BS Attack MODs rule. */
  readonly citation?: CitationId;
}

export interface BsAttackSituation {
  /** The range MOD (from rangeMod; an out-of-range attack never reaches a MOD stack). */
  readonly range: Mod;
  readonly cover: Cover;
  /** Allies of the attacker in base contact with the target (BS Attack into Close Combat). */
  readonly alliesInCloseCombat: number;
  readonly declared: readonly DeclaredMod[];
  /** Whether the attack needs LoF to the target (default true). */
  readonly needsLof?: boolean;
}

/** A MOD stack and the rules it cites. */
export interface ModStack {
  readonly mods: readonly Mod[];
  readonly citations: readonly CitationId[];
}

export type BsAttackMods = E.Either<Refusal, ModStack>;

export const partialCoverCitation = (edition: Edition): CitationId => inEdition(edition, 'cover/partial');

export const intoCloseCombatCitation = (edition: Edition): CitationId =>
  inEdition(edition, 'bs-attack/into-close-combat');

const modifiersCitation = (edition: Edition): CitationId => inEdition(edition, 'bs-attack/modifiers');

/** MOD per ally engaged with the target. */
export const ALLY_IN_CC_MOD = -6;
export const PARTIAL_COVER_BS_MOD = -3;

/**
 * The MOD stack of one BS Attack against one target: range, Partial Cover (-3), -6 per ally in
 * the target's Close Combat, then the declared MODs. Refused when the target is in Total Cover and
 * the attack needs LoF. The cap of +/-12 (N4/N5) is successValue's job, not this one's.
 */
export const bsAttackMods = (edition: Edition, situation: BsAttackSituation): BsAttackMods => {
  const { alliesInCloseCombat } = situation;
  if (!Number.isInteger(alliesInCloseCombat) || alliesInCloseCombat < 0) {
    throw new RangeError(`allies in Close Combat is a count, not ${String(alliesInCloseCombat)}`);
  }
  if (situation.cover === 'total' && (situation.needsLof ?? true)) {
    return E.left(
      refuse(
        'the target is in Total Cover: an attack that needs LoF cannot be declared against it',
        inEdition(edition, 'cover/total'),
      ),
    );
  }
  const mods: Mod[] = [situation.range];
  if (situation.cover === 'partial')
    mods.push(mod(PARTIAL_COVER_BS_MOD, 'target in Partial Cover', partialCoverCitation(edition)));
  if (alliesInCloseCombat > 0) {
    mods.push(
      mod(
        ALLY_IN_CC_MOD * alliesInCloseCombat,
        `BS Attack into Close Combat: ${alliesInCloseCombat} ${alliesInCloseCombat === 1 ? 'ally' : 'allies'} engaged with the target`,
        intoCloseCombatCitation(edition),
      ),
    );
  }
  for (const d of situation.declared) mods.push(mod(d.value, d.reason, d.citation ?? modifiersCitation(edition)));
  return E.right({ mods, citations: [...new Set(mods.map((m) => m.citation))] });
};
