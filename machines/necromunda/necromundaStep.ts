import type { NecromundaState } from '../../projections/necromunda/index.ts';

/** The statechart's resting states, one per thing a game can wait for. */
export const NECROMUNDA_STEPS = [
  'awaiting-hit',
  'wound-roll',
  'save-roll',
  'injury-dice',
  'location-dice',
  'damage-dice',
  'lasting-rolls',
  'thrown-clear',
  'nerve-check',
  'nerve-tests',
  'broken-activation',
  'broken-move',
  'battle-over',
] as const;
export type NecromundaStep = (typeof NECROMUNDA_STEPS)[number];

/**
 * What the folded game waits for: the hit in progress's roll, else the first owed step, else the next
 * hit (or nothing, once scrap is claimed). The statechart's `routing` guards read exactly this, and the
 * viewer derives the machine's state from it.
 */
export const necromundaStep = (state: NecromundaState): NecromundaStep => {
  if (state === null) return 'awaiting-hit';
  const hit = state.hit;
  if (hit !== null) {
    switch (hit.step) {
      case 'wound-roll':
      case 'save-roll':
      case 'injury-dice':
      case 'location-dice':
      case 'damage-dice':
        return hit.step;
      case 'damage':
        // Damage is inflicted inside the command that failed the save: never a resting state.
        return 'save-roll';
    }
  }
  const head = state.owed[0];
  if (head === undefined) return state.scrapClaimed === null ? 'awaiting-hit' : 'battle-over';
  switch (head.kind) {
    case 'lasting-injury':
    case 'crew-lasting-injury':
    case 'lasting-damage':
      return 'lasting-rolls';
    case 'thrown-clear':
      return 'thrown-clear';
    case 'nerve-check':
      return 'nerve-check';
    case 'nerve-test':
      return 'nerve-tests';
    case 'broken-activation':
      return 'broken-activation';
    case 'broken-move':
      return 'broken-move';
  }
};
