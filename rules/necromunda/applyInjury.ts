import type { InjuryResult } from './injuryResult.ts';
import { INJURY_RULES } from './injuryResult.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

/** Where a fighter stands after its injuries: active, Seriously Injured (Prone), or Out of Action. */
export type FighterStatus = 'active' | 'seriously-injured' | 'out-of-action';

/** The part of a fighter's state that Injury dice change. */
export interface InjuredFighter {
  /** Toughness before any Flesh Wound. */
  readonly baseToughness: number;
  readonly fleshWounds: number;
  readonly status: FighterStatus;
}

export interface InjuryOutcome {
  readonly fighter: InjuredFighter;
  /** A Serious Injury inflicted in close combat: the fighter may suffer a Coup de Grace. */
  readonly coupDeGraceOpen: boolean;
  readonly rules: readonly NecromundaCitationId[];
}

/** Toughness after Flesh Wounds (never below 0). */
export const currentToughness = (f: InjuredFighter): number => Math.max(0, f.baseToughness - f.fleshWounds);

export const freshFighter = (baseToughness: number): InjuredFighter => {
  if (!Number.isInteger(baseToughness) || baseToughness < 1) {
    throw new RangeError(
      `necromunda/injuries/flesh-wound: Toughness must be a whole number of 1 or more, got ${baseToughness}`,
    );
  }
  return { baseToughness, fleshWounds: 0, status: 'active' };
};

const next = (f: InjuredFighter, result: InjuryResult): InjuredFighter => {
  switch (result) {
    case 'flesh-wound': {
      const fleshWounds = f.fleshWounds + 1;
      const down = f.baseToughness - fleshWounds <= 0;
      return { ...f, fleshWounds, status: down ? 'out-of-action' : f.status };
    }
    case 'serious-injury':
      return { ...f, status: 'seriously-injured' };
    case 'out-of-action':
      return { ...f, status: 'out-of-action' };
  }
};

/**
 * One Injury dice's result applied to a fighter. Results stack: Flesh Wounds add up (-1 T each,
 * Out of Action at T 0), a Serious Injury lays the fighter Prone. A fighter already Out of Action
 * has left the battlefield: further results change nothing (docs/rulings.md, Necromunda).
 */
export const applyInjury = (f: InjuredFighter, result: InjuryResult, inCloseCombat: boolean): InjuryOutcome => {
  const rule = INJURY_RULES[result];
  if (f.status === 'out-of-action') return { fighter: f, coupDeGraceOpen: false, rules: [rule] };
  const fighter = next(f, result);
  const rules: NecromundaCitationId[] = [rule];
  if (result === 'flesh-wound' && fighter.status === 'out-of-action') rules.push('necromunda/injuries/out-of-action');
  const coupDeGraceOpen = inCloseCombat && result === 'serious-injury';
  return { fighter, coupDeGraceOpen, rules };
};
