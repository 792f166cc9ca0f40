import type { NecromundaState } from '../../projections/necromunda/index.ts';
import { necromundaStep, owedStepWords, type NecromundaHitStep } from '../../machines/necromunda/index.ts';

/** The hit machine's id: its states are `necromunda-hit.<step>` in its JSON (`/api/machines`). */
export const HIT_MACHINE = 'necromunda-hit';

/**
 * Where the game statechart (machines/necromunda/necromundaHitMachine.ts) is after an event, derived
 * from the folded state rather than by replaying commands through the machine: `necromundaStep`, the
 * very function its `routing` guards read (the hit's roll owed, else the first owed step, else the
 * next hit or the battle's end), so at the end of a command's events the derivation is what its
 * guards choose (test/viewer/necromunda checks it against a replay through the machine, at every
 * command boundary). `midCommand`: more events of the same command follow (a failed save, then its
 * Damage, then its Injury dice; a wreck, then what it calls for): the machine is still taking that
 * command's transition, in `routing`, until its last event is recorded.
 */
export const hitMachineState = (state: NecromundaState, midCommand = false): NecromundaHitStep =>
  midCommand ? 'routing' : necromundaStep(state);

/** What the hit in progress owes next, in words (null: no hit in progress). */
const hitOwedText = (state: NecromundaState): string | null => {
  const hit = state?.hit ?? null;
  if (hit === null) return null;
  switch (hit.step) {
    case 'wound-roll':
      return 'the wound roll';
    case 'save-roll':
      return 'the save roll';
    case 'damage':
      return 'its Damage';
    case 'injury-dice':
      return hit.injuryDiceRolled < hit.injuryDiceOwed
        ? `Injury dice ${hit.injuryDiceRolled + 1} of ${hit.injuryDiceOwed}`
        : 'the outcome of its Injury dice';
    case 'location-dice': {
      const n = hit.vehicleDice?.location.count ?? 1;
      return n === 1 ? 'the Location dice' : `the Location dice (${n}, one kept)`;
    }
    case 'damage-dice': {
      const d = hit.vehicleDice?.damage;
      const n = d?.count ?? 1;
      return n === 1
        ? 'the Damage dice'
        : `the Damage dice (${n}, ${d?.mode === 'apply-all' ? 'all applied' : 'one kept'})`;
    }
  }
};

/** What the game waits for next, in words: the hit's roll, else the first step owed (null: neither). */
export const owedText = (state: NecromundaState): string | null => {
  const hit = hitOwedText(state);
  if (hit !== null || state === null) return hit;
  const head = state.owed[0];
  return head === undefined ? null : owedStepWords(state, head);
};

/** Every step the page calls for before the next hit, first owed first, in words. */
export const owedSteps = (state: NecromundaState): readonly string[] =>
  state === null ? [] : state.owed.map((o) => owedStepWords(state, o));
