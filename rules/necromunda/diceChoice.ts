import type { NecromundaCitationId } from './necromundaCitations.ts';

/** How several dice of one type are read: keep one and discard the rest (the default), or apply all. */
export type DiceMode = 'choose-one' | 'apply-all';

/**
 * Who keeps the one die of a choose-one roll: the attacker by default; the vehicle only when a rule
 * outside the page says so, named in `exception` (the page gives no list: docs/rulings.md, Necromunda).
 */
export type DiceChooser = { readonly by: 'attacker' } | { readonly by: 'vehicle'; readonly exception: string };

export const ATTACKER_CHOOSES: DiceChooser = { by: 'attacker' };

export type DieFate = 'kept' | 'discarded';

export interface DiceChoiceInput<R> {
  /** The dice's results, in the order rolled (entered facts). */
  readonly results: readonly R[];
  readonly mode: DiceMode;
  readonly chooser: DiceChooser;
  /** For choose-one with more than one die: the index of the die the chooser keeps (an entered choice). */
  readonly chosen?: number;
}

export interface DiceChoice<R> {
  readonly kept: readonly R[];
  /** One fate per die, in the order rolled. */
  readonly fates: readonly DieFate[];
  /** Who chose, when there was a choice to make. */
  readonly choseBy?: DiceChooser['by'];
  readonly rules: readonly NecromundaCitationId[];
}

const RULE: NecromundaCitationId = 'necromunda/damage/vehicles';

/**
 * Several dice of one type on a vehicle: apply every result, or keep the one the chooser picks and
 * discard the others. A choice is never made for the players: choose-one with two dice or more needs
 * `chosen`, and apply-all refuses one.
 */
export const chooseDice = <R>(input: DiceChoiceInput<R>): DiceChoice<R> => {
  const { results, mode, chooser, chosen } = input;
  if (results.length === 0) throw new RangeError(`${RULE}: a roll of several dice needs at least one die`);
  if (chooser.by === 'vehicle' && chooser.exception.trim() === '') {
    throw new RangeError(`${RULE}: the vehicle chooses only under a named exception (the attacker chooses by default)`);
  }
  switch (mode) {
    case 'apply-all':
      if (chosen !== undefined) throw new RangeError(`${RULE}: every result applies; no die is chosen (got ${chosen})`);
      return { kept: results, fates: results.map(() => 'kept'), rules: [RULE] };
    case 'choose-one': {
      if (results.length === 1 && chosen === undefined) return { kept: results, fates: ['kept'], rules: [RULE] };
      if (chosen === undefined || !Number.isInteger(chosen) || chosen < 0 || chosen >= results.length) {
        throw new RangeError(
          `${RULE}: the ${chooser.by} keeps one of ${results.length} dice: give its index, 0 to ${results.length - 1} (got ${chosen})`,
        );
      }
      const kept = results.slice(chosen, chosen + 1);
      return {
        kept,
        fates: results.map((_, i) => (i === chosen ? 'kept' : 'discarded')),
        choseBy: chooser.by,
        rules: [RULE],
      };
    }
  }
};
