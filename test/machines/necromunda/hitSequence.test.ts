import { NECROMUNDA_STEPS } from '../../../machines/necromunda/index.ts';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { foldNecromunda } from '../../../projections/necromunda/index.ts';
import { necromundaHitMachine, type NecromundaCommand } from '../../../machines/necromunda/index.ts';
import { hit, LASGUN, newGame, play, refused } from './necromundaScenario.ts';

describe('necromunda/resolve-hits/sequence', () => {
  it('necromunda/resolve-hits/sequence: one hit at a time: a second hit before the first is resolved is refused, and so is a die with no hit', () => {
    const g = newGame();
    expect(refused(g, { type: 'roll-wound', die: 3 })).toMatchObject({
      citation: { id: 'necromunda/resolve-hits/sequence' },
      reason: 'no hit has been declared: a wound roll follows a hit',
    });
    expect(refused(g, hit('nobody', 'vex', LASGUN))).toMatchObject({ field: 'attacker' });
    play(g, [hit('vex', 'krug', LASGUN)]);
    expect(refused(g, hit('krug', 'vex', LASGUN)).reason).toBe(
      'hit 1 is not resolved yet: its wound roll is owed; hits are resolved one at a time',
    );
  });

  it('necromunda/resolve-hits/sequence: the statechart walks wound roll → save roll → Injury dice → the next hit', () => {
    const g = newGame();
    const steps = [g.step()];
    const commands: NecromundaCommand[] = [
      hit('vex', 'krug', { ...LASGUN, damage: 2 }),
      { type: 'roll-wound', die: 6 },
      { type: 'roll-save', die: 1 },
      { type: 'enter-injury', result: 'flesh-wound' },
      { type: 'enter-injury', result: 'flesh-wound' },
    ];
    for (const c of commands) {
      play(g, [c]);
      steps.push(g.step());
    }
    expect(steps).toEqual(['awaiting-hit', 'wound-roll', 'save-roll', 'injury-dice', 'injury-dice', 'awaiting-hit']);
  });

  it('the hit statechart: its steps, and guards and actions named in setup() (the deciders are asked, never inlined)', () => {
    expect(Object.keys(necromundaHitMachine.config.states ?? {})).toEqual([...NECROMUNDA_STEPS, 'routing']);
    // One guard asks the decider for every command; one reads what the folded game waits for (necromundaStep).
    expect(Object.keys(necromundaHitMachine.implementations.guards).sort()).toEqual(['decided', 'stepIs']);
    expect(Object.keys(necromundaHitMachine.implementations.actions)).toEqual(['recordDecision']);
  });

  const commandArb: fc.Arbitrary<NecromundaCommand> = fc.oneof(
    fc
      .record({
        attacker: fc.constantFrom('krug', 'vex', 'grax'),
        target: fc.constantFrom('krug', 'vex', 'grax'),
        damage: fc.constantFrom<1 | 2 | 3 | 'dash'>(1, 2, 3, 'dash'),
        ap: fc.integer({ min: -3, max: 0 }),
        dice: fc.integer({ min: 0, max: 2 }),
        noSave: fc.boolean(),
      })
      .map((h) =>
        hit(
          h.attacker,
          h.target,
          { ...LASGUN, damage: h.damage, ap: h.ap },
          {
            traitInjuryDice: h.dice,
            noSaveTrait: h.noSave ? 'Rending' : null,
          },
        ),
      ),
    fc.integer({ min: 0, max: 7 }).map((die): NecromundaCommand => ({ type: 'roll-wound', die })),
    fc.integer({ min: 0, max: 7 }).map((die): NecromundaCommand => ({ type: 'roll-save', die })),
    fc.constantFrom<NecromundaCommand>(
      { type: 'enter-injury', result: 'flesh-wound' },
      { type: 'enter-injury', result: 'serious-injury' },
      { type: 'enter-injury', result: 'out-of-action' },
    ),
  );

  test.prop([fc.array(commandArb, { maxLength: 40 })])(
    'necromunda/resolve-hits/sequence: accepted commands append, refused ones append nothing, and the events fold to the live state',
    (commands) => {
      const g = newGame();
      for (const c of commands) {
        const before = g.events().length;
        const r = g.send(c);
        if (E.isLeft(r)) expect(g.events().length).toBe(before);
        else expect(g.events().length).toBe(before + r.right.length);
        expect(['awaiting-hit', 'wound-roll', 'save-roll', 'injury-dice']).toContain(g.step());
      }
      expect(foldNecromunda(g.events())).toEqual(g.state());
    },
  );
});
