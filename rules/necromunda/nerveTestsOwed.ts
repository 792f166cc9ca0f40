import { checkInches } from './dieFace.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

export type ModelKind = 'fighter' | 'vehicle';

/** The friend whose damage calls for Nerve tests. */
export interface NerveCasualty {
  readonly kind: ModelKind;
  /** A Juve (Specialist). */
  readonly juve: boolean;
  readonly result: 'seriously-injured' | 'out-of-action';
}

/** A friendly model that may have to test. Its Status does not matter: all test, unless immune. */
export interface NerveCandidate {
  readonly id: string;
  readonly kind: ModelKind;
  readonly juve: boolean;
  /** Immune to Nerve tests (a rule outside the page). */
  readonly immune: boolean;
  /** Measured: its distance to the casualty, in inches. */
  readonly inches: number;
}

/** Within how many inches a model tests, by its kind then the casualty's; `ignore`: it never tests. */
export const NERVE_RANGES: Readonly<Record<ModelKind, Readonly<Record<ModelKind, number | 'ignore'>>>> = {
  fighter: { fighter: 3, vehicle: 6 },
  vehicle: { fighter: 'ignore', vehicle: 6 },
};

export type NerveExcuse = 'immune' | 'ignores-fighters' | 'out-of-range' | 'juve-casualty';

export interface NerveTestsOwed {
  readonly testers: readonly string[];
  readonly excused: readonly { readonly id: string; readonly why: NerveExcuse }[];
  readonly rules: readonly NecromundaCitationId[];
}

const RULE: NecromundaCitationId = 'necromunda/nerve/tests';

const excuse = (casualty: NerveCasualty, c: NerveCandidate): NerveExcuse | undefined => {
  if (c.immune) return 'immune';
  // The range table first: a vehicle never tests for a fighter, Juve or not.
  const range = NERVE_RANGES[c.kind][casualty.kind];
  if (range === 'ignore') return 'ignores-fighters';
  if (casualty.juve && casualty.result === 'out-of-action' && !c.juve) return 'juve-casualty';
  return c.inches <= range ? undefined : 'out-of-range';
};

/**
 * Who takes a Nerve test when a friend is Seriously Injured or goes Out of Action (a fighter) or is
 * Wrecked (a vehicle): each friendly model within the table's range of it ("within" includes the
 * range itself), whatever its Status, unless immune. A Juve taken Out of Action makes only other
 * Juves test.
 */
export const nerveTestsOwed = (casualty: NerveCasualty, candidates: readonly NerveCandidate[]): NerveTestsOwed => {
  if (casualty.kind === 'vehicle' && casualty.result !== 'out-of-action') {
    throw new RangeError(`${RULE}: a vehicle calls for Nerve tests only when Out of Action (Wrecked)`);
  }
  if (casualty.kind === 'vehicle' && casualty.juve) throw new RangeError(`${RULE}: a Juve is a fighter, not a vehicle`);
  const testers: string[] = [];
  const excused: { id: string; why: NerveExcuse }[] = [];
  for (const c of candidates) {
    checkInches(RULE, `the distance from ${c.id} to the casualty`, c.inches);
    if (c.kind === 'vehicle' && c.juve) throw new RangeError(`${RULE}: ${c.id} is a vehicle and cannot be a Juve`);
    const why = excuse(casualty, c);
    if (why === undefined) testers.push(c.id);
    else excused.push({ id: c.id, why });
  }
  return { testers, excused, rules: [RULE] };
};
