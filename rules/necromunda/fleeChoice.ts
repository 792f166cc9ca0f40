import { checkInches } from './dieFace.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

/** A place the Broken model could end its move, with the facts the players measured or agreed. */
export interface FleeSpot {
  readonly id: string;
  /** Measured: to the nearest enemy model. */
  readonly nearestEnemyModelInches: number;
  /** Measured: to the nearest enemy fighter (Running for Cover's last priority). */
  readonly nearestEnemyFighterInches: number;
  readonly outOfEnemyLineOfSight: boolean;
  /** In partial or full cover. */
  readonly inCover: boolean;
}

/** The page's priorities, in order. */
export const FLEE_PRIORITIES = ['beyond-3-of-enemies', 'out-of-sight', 'in-cover', 'furthest-away'] as const;
export type FleePriority = (typeof FLEE_PRIORITIES)[number];

/** Running for Cover measures its last priority from enemy fighters; Break for Air from enemy models. */
export type FleeAction = 'running-for-cover' | 'break-for-air';

export interface FleeChoice {
  /** The spots the priorities leave, in the order given: more than one is the players' choice. */
  readonly best: readonly string[];
  /** The last priority that set a spot aside ('none' when no priority told the spots apart). */
  readonly decidedBy: FleePriority | 'none';
  readonly rules: readonly NecromundaCitationId[];
}

const RULES: Readonly<Record<FleeAction, NecromundaCitationId>> = {
  'running-for-cover': 'necromunda/nerve/running-for-cover',
  'break-for-air': 'necromunda/nerve/break-for-air',
};

const score = (action: FleeAction, p: FleePriority, s: FleeSpot): number => {
  switch (p) {
    case 'beyond-3-of-enemies':
      return s.nearestEnemyModelInches > 3 ? 1 : 0;
    case 'out-of-sight':
      return s.outOfEnemyLineOfSight ? 1 : 0;
    case 'in-cover':
      return s.inCover ? 1 : 0;
    case 'furthest-away':
      return action === 'running-for-cover' ? s.nearestEnemyFighterInches : s.nearestEnemyModelInches;
  }
};

/**
 * Where a Broken model tries to end its move: the spots the players could reach, kept by the page's
 * priorities in order (more than 3" from enemy models, out of their line of sight, in cover, as far
 * from the enemy as possible); each priority only separates spots the ones before left equal.
 */
export const fleeChoice = (action: FleeAction, spots: readonly FleeSpot[]): FleeChoice => {
  const rule = RULES[action];
  if (spots.length === 0) throw new RangeError(`${rule}: at least one spot the model can reach is needed`);
  for (const s of spots) {
    checkInches(rule, `${s.id}'s distance to the nearest enemy model`, s.nearestEnemyModelInches);
    checkInches(rule, `${s.id}'s distance to the nearest enemy fighter`, s.nearestEnemyFighterInches);
  }
  let pool = spots;
  let decidedBy: FleePriority | 'none' = 'none';
  for (const p of FLEE_PRIORITIES) {
    const top = Math.max(...pool.map((s) => score(action, p, s)));
    const kept = pool.filter((s) => score(action, p, s) === top);
    if (kept.length < pool.length) decidedBy = p;
    pool = kept;
  }
  return { best: pool.map((s) => s.id), decidedBy, rules: [rule] };
};
