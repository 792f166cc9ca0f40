import type { HitStep, NecromundaState } from '../../projections/necromunda/index.ts';
import type { NecromundaHitStep } from '../../machines/necromunda/index.ts';

/** The hit machine's id: its states are `necromunda-hit.<step>` in its JSON (`/api/machines`). */
export const HIT_MACHINE = 'necromunda-hit';

/** The machine state a folded hit step stands in: `damage` is owed inside one command, while the machine is routing. */
const STATE_OF_STEP: Readonly<Record<HitStep, NecromundaHitStep>> = {
  'wound-roll': 'wound-roll',
  'save-roll': 'save-roll',
  'injury-dice': 'injury-dice',
  damage: 'routing',
};

/**
 * Where the hit statechart (machines/necromunda/necromundaHitMachine.ts) is after an event, derived
 * from the folded state rather than by replaying commands through the machine. The machine keeps
 * no state of its own: its `routing` guards read exactly these fields (`hit` null: awaiting the
 * next hit; `hit.step`: the roll owed), so at the end of a command's events the derivation is what
 * its guards choose (test/viewer/necromunda checks it against a replay through the machine, at
 * every command boundary). `midCommand`: more events of the same command follow (a failed save,
 * then its Damage, then its Injury dice): the machine is still taking that command's transition,
 * in `routing`, until its last event is recorded.
 */
export const hitMachineState = (state: NecromundaState, midCommand = false): NecromundaHitStep =>
  midCommand ? 'routing' : state === null || state.hit === null ? 'awaiting-hit' : STATE_OF_STEP[state.hit.step];

/** What the hit in progress owes next, in words (null: no hit in progress). */
export const owedText = (state: NecromundaState): string | null => {
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
  }
};
