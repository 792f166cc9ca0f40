import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';

// A declaration the engine accepts is one it rules. Skills that need what it does not model
// (templates placed out of LoF, marker states) are refused, or voided with the reason, never
// accepted and then left without a ruling.
describe.each(['n3', 'n4', 'n5'] as const)('skills the engine cannot rule (%s)', (edition) => {
  const input = {
    edition,
    title: 'not modelled',
    armies: [
      armyOf(edition, 'pano', null, [{ ...fusilier(1), weapons: ['combi-rifle', 'chain-rifle'] }]),
      armyOf(edition, 'ca', null, [MORAT]),
    ],
  };
  const start: GameCommand[] = [
    { type: 'start-turn', player: 'pano' },
    { type: 'activate', trooper: 'fusilier1' },
  ];

  // Intuitive Attack and N4/N5 Speculative Attack are ruled (test/scenarios/intuitiveAttack.test.ts,
  // speculativeAttack.test.ts); N3's Speculative Fire is not (its refusal: speculativeAttack.test.ts).

  it('Discover by the active trooper is refused: there is no marker to reveal', () => {
    const s = createGameSession(input);
    for (const c of start) expect(E.isRight(s.send(c))).toBe(true);
    const r = s.send({ type: 'declare', trooper: 'fusilier1', declaration: { skill: 'discover', target: 'morat' } });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.reason).toMatch(/morat is not a marker .* nothing to Discover/);
  });

  it('Discover as an ARO at a trooper that is no marker is refused at its declaration, with the rule', () => {
    const s = createGameSession(input);
    const cmds: GameCommand[] = [
      ...start,
      { type: 'declare', trooper: 'fusilier1', declaration: edition === 'n5' ? { skill: 'idle' } : { skill: 'move' } },
      { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier1', value: true } },
    ];
    for (const c of cmds) expect(E.isRight(s.send(c))).toBe(true);
    const n = s.events.length;
    const r = s.send({ type: 'aro', trooper: 'morat', declaration: { skill: 'discover', target: 'fusilier1' } });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.reason).toMatch(/fusilier1 is not a marker/);
    expect(s.events.length).toBe(n);
  });
});
