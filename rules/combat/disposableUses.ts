/*
 * Decisions (seed 001: BS Attack range, Twin Weapons; facts.md §6 Idle):
 * - Each Attack declared with a Disposable weapon spends one use of each weapon fired, whether it
 *   hits, misses, fails automatically out of range, or is cancelled.
 * - A trooper's two identical weapons are tracked apart: the first under the weapon id, the second
 *   under `<id>#2` (TrooperView.spentUses). A single-weapon attack takes its use from the copy
 *   with more uses left (the first on a tie) — the choice a player would make.
 * - Twin Weapons with Disposables spends one use of each copy; it needs a use left in both.
 */
import * as E from 'fp-ts/lib/Either.js';
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { WeaponProfile } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';

export interface CopyUse {
  /** The key in TrooperView.spentUses. */
  readonly key: string;
  readonly copy: 1 | 2;
  /** Uses spent of this copy, this attack included. */
  readonly spent: number;
  readonly remaining: number;
}

export interface DisposableSpend {
  readonly trooper: string;
  readonly weapon: string;
  readonly copies: readonly CopyUse[];
  readonly citations: readonly CitationId[];
}

/** The Disposable uses an attack spends (null: the weapon is not Disposable), or why it may not. */
export type DisposableVerdict = E.Either<Refusal, DisposableSpend | null>;

export const copyKey = (weapon: string, copy: 1 | 2): string => (copy === 1 ? weapon : `${weapon}#2`);

export const disposableCitation = (edition: Edition): CitationId => inEdition(edition, 'weapons/disposable');

/** The uses one Attack spends from a Disposable weapon, or why it cannot be fired. */
export const disposableUses = (
  edition: Edition,
  input: {
    readonly trooper: string;
    readonly weapon: WeaponProfile;
    readonly copies: number;
    readonly spentUses: Readonly<Record<string, number>>;
    /** How many of the copies fire (2 when Twin Weapons gives its bonus). */
    readonly weaponsFired: 1 | 2;
  },
): DisposableVerdict => {
  const { weapon } = input;
  if (!weapon.traits.includes('disposable')) return E.right(null);
  const citation = disposableCitation(edition);
  const uses = weapon.uses ?? 1;
  const left = (copy: 1 | 2): number => uses - (input.spentUses[copyKey(weapon.id, copy)] ?? 0);
  const copies: readonly (1 | 2)[] = input.copies >= 2 ? [1, 2] : [1];
  const firing: readonly (1 | 2)[] =
    input.weaponsFired === 2 ? [1, 2] : [left(2) > left(1) && copies.includes(2) ? 2 : 1];
  for (const copy of firing) {
    if (!copies.includes(copy))
      return E.left(refuse(`${input.trooper} carries one ${weapon.name}: it cannot fire two`, citation));
    if (left(copy) < 1) {
      const which = copies.length > 1 ? (copy === 1 ? 'the first ' : 'the second ') : '';
      return E.left(refuse(`${which}${weapon.name} of ${input.trooper} has no use left (${uses} spent)`, citation));
    }
  }
  return E.right({
    trooper: input.trooper,
    weapon: weapon.id,
    copies: firing.map((copy) => ({
      key: copyKey(weapon.id, copy),
      copy,
      spent: uses - left(copy) + 1,
      remaining: left(copy) - 1,
    })),
    citations: [citation],
  });
};
