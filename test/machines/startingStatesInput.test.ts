import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../machines/index.ts';
import type { StartingState } from '../../rules/table/index.ts';
import { armyOf, MORAT, ORTEGA } from '../support/seedTroopers.ts';

// Starting states given through the library API (GameInput.startingStates) are checked as a
// recorded game's are (docs/rulings.md "Starting states"): never written into GameStarted and
// then dropped.
const input = (startingStates: readonly { trooper: string; states: readonly StartingState[] }[]) => ({
  edition: 'n5' as const,
  title: 'starting states',
  armies: [armyOf('n5', 'panoceania', null, [ORTEGA]), armyOf('n5', 'combined', null, [MORAT])],
  startingStates,
});

describe('starting states given to createGameSession', () => {
  it('start the trooper in them', () => {
    const session = createGameSession(input([{ trooper: 'morat', states: ['imm-b'] }]));
    expect(session.events[0]).toMatchObject({
      type: 'GameStarted',
      startingStates: [{ trooper: 'morat', states: ['imm-b'] }],
    });
    expect(session.table().troopers.morat?.states).toEqual(['imm-b']);
  });

  it('for a trooper not in the armies: an error naming it and the ruling', () => {
    expect(() => createGameSession(input([{ trooper: 'ghost', states: ['prone'] }]))).toThrow(
      /starting states for ghost, which is no trooper of the armies \(docs\/rulings\.md "Starting states"\)/,
    );
  });

  it.each([
    ['engaged', /morat cannot start in "engaged": Engaged follows from base contact/],
    ['dead', /morat cannot start in "dead": dead follows from Wounds/],
  ])('in %s: an error naming the trooper, the state and why', (state, why) => {
    const bad = input([{ trooper: 'morat', states: [state as StartingState] }]);
    expect(() => createGameSession(bad)).toThrow(why);
  });

  it('the same trooper twice, or a state twice: an error', () => {
    expect(() =>
      createGameSession(
        input([
          { trooper: 'morat', states: ['prone'] },
          { trooper: 'morat', states: ['imm-b'] },
        ]),
      ),
    ).toThrow(/morat are given twice/);
    expect(() => createGameSession(input([{ trooper: 'morat', states: ['prone', 'prone'] }]))).toThrow(
      /prone is listed twice/,
    );
  });
});
