import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperProfile } from '../../rules/profiles/index.ts';
import { gutsRoll } from '../../rules/combat/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { given, ofType, only } from '../support/scenario.ts';

/*
 * Courage at the Conclusion (docs/rulings.md "Survival skills"): a Fusilier hits a VITA 2 Morat
 * once; the Morat owes a Guts Roll. With Courage its owner may pass it with no die (`roll` with
 * no face; `courage: true` in a recorded game), or still fail it on purpose; without Courage the
 * die-less pass is refused with the rule.
 */
const FAIL = (edition: Edition): number => (edition === 'n5' ? 20 : 1);
const PASS = (edition: Edition): number => (edition === 'n5' ? 1 : 20);

const setup = (edition: Edition, courage: boolean) => {
  const fusilier = lineTrooper(edition, 'fusilier', 'Fusilier', 12);
  const plain = lineTrooper(edition, 'morat', 'Morat', 11, 2);
  const morat: TrooperProfile = courage ? { ...plain, skills: ['courage'] } : plain;
  const shoot: GameCommand = {
    type: 'declare',
    trooper: 'fusilier',
    declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
  };
  const commands: GameCommand[] = [
    { type: 'start-turn', player: 'pano' },
    { type: 'activate', trooper: 'fusilier' },
    edition === 'n5' ? { type: 'declare', trooper: 'fusilier', declaration: { skill: 'idle' } } : shoot,
    { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier', value: false } },
    { type: 'measure', fact: { fact: 'range', from: 'fusilier', to: 'morat', inches: 8 } },
    { type: 'end-aros' },
    edition === 'n5' ? shoot : { type: 'declare', trooper: 'fusilier', declaration: { skill: 'move' } },
    { type: 'end-aros' },
    { type: 'roll', trooper: 'fusilier', purpose: 'attack', faces: [2, 3, 4] },
    { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [FAIL(edition), PASS(edition), PASS(edition)] },
  ];
  return {
    input: { edition, title: 'courage', armies: [army('pano', [fusilier]), army('ca', [morat])] },
    commands,
  };
};

describe.each(['n3', 'n4', 'n5'] as const)('Courage (%s)', (edition) => {
  it(`${edition}/skills/courage: a trooper with Courage passes its Guts Roll automatically, with no die`, () => {
    const { input, commands } = setup(edition, true);
    const g = given(input).when([...commands, { type: 'roll', trooper: 'morat', purpose: 'guts', faces: [] }]);
    const guts = only(g.events, 'GutsRollResolved');
    expect(guts).toMatchObject({ trooper: 'morat', choice: 'courage', passed: true, dice: [], sv: null });
    expect(guts.citations).toEqual([`${edition}/guts/roll`, `${edition}/skills/courage`]);
    expect(ofType(g.events, 'DiceRolled').some((e) => e.purpose === 'guts')).toBe(false);
    expect(ofType(g.events, 'GutsMoved')).toEqual([]);
  });

  it(`${edition}/skills/courage: the owner may still fail it on purpose (the pass is a choice)`, () => {
    const { input, commands } = setup(edition, true);
    const s = createGameSession(input);
    for (const c of [...commands, { type: 'fail-guts', trooper: 'morat' } as const])
      expect(E.isRight(s.send(c))).toBe(true);
    expect(only(s.events, 'GutsRollResolved')).toMatchObject({ choice: 'fail-on-purpose', passed: false });
  });

  it(`${edition}/skills/courage: without Courage a Guts Roll with no die is refused, the log untouched`, () => {
    const { input, commands } = setup(edition, false);
    const s = createGameSession(input);
    for (const c of commands) expect(E.isRight(s.send(c))).toBe(true);
    const n = s.events.length;
    const r = s.send({ type: 'roll', trooper: 'morat', purpose: 'guts', faces: [] });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) {
      expect(r.left.reason).toMatch(/morat has no Courage/);
      expect(r.left.citation.id).toBe(`${edition}/skills/courage`);
    }
    expect(s.events.length).toBe(n);
  });

  it(`${edition}/skills/courage: the rule function passes with no roll`, () => {
    expect(gutsRoll(edition, { kind: 'courage' })).toEqual({
      passed: true,
      roll: null,
      citations: [`${edition}/guts/roll`, `${edition}/skills/courage`],
    });
  });
});
