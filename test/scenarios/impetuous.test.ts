import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, formatRejection, type GameSession } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperProfile } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { only } from '../support/scenario.ts';
import { situation } from '../../play/situation.ts';

/*
 * Impetuous and the Impetuous Phase (docs/rulings.md "Impetuous"), as in
 * examples/impetuous.game.yaml: a Morat with Impetuous and its Lieutenant against a Fusilier.
 */
const impetuous = (p: TrooperProfile): TrooperProfile => ({ ...p, skills: ['impetuous'] });

const input = (edition: Edition) => ({
  edition,
  title: 'impetuous',
  armies: [
    army('ca', [
      lineTrooper(edition, 'lt', 'Morat Lieutenant', 12),
      impetuous(lineTrooper(edition, 'morat', 'Morat', 12)),
    ]),
    army('pano', [lineTrooper(edition, 'fusilier', 'Fusilier', 12)]),
  ],
});

const send = (s: GameSession, ...cs: Parameters<GameSession['send']>[0][]): void => {
  for (const c of cs) {
    const r = s.send(c);
    expect(E.isRight(r) || formatRejection(r.left)).toBe(true);
  }
};

const refusal = (s: GameSession, c: Parameters<GameSession['send']>[0]): string => {
  const r = s.send(c);
  expect(E.isRight(r)).toBe(false);
  return E.isRight(r) ? '' : formatRejection(r.left);
};

const declare = (skill: 'move' | 'idle' | 'reset' | 'dodge') =>
  ({ type: 'declare', trooper: 'morat', declaration: { skill } }) as const;

describe.each(['n4', 'n5'] as const)('Impetuous (%s)', (edition) => {
  it(`${edition}/skills/impetuous: the Tactical Phase gives the Morat an Impetuous Order besides its Regular one; spent with order: impetuous, the group's pool is untouched; a second one is refused`, () => {
    const s = createGameSession(input(edition));
    send(s, { type: 'start-turn', player: 'ca' });
    const pools = only(s.events, 'OrderPoolsFormed');
    expect(pools).toMatchObject({
      pools: [{ group: 'ca-1', regular: 2 }],
      impetuous: [{ trooper: 'morat', orders: 1 }],
    });
    expect(pools.citations).toContain(`${edition}/skills/impetuous`);
    expect(situation(s.state())).toContain('morat 1 (impetuous)');
    send(s, { type: 'activate', trooper: 'morat', order: 'impetuous' }, declare('move'), { type: 'end-aros' });
    send(s, declare('move'), { type: 'end-aros' });
    expect(only(s.events, 'OrderSpent')).toMatchObject({ pool: 'impetuous', citation: `${edition}/skills/impetuous` });
    expect(s.state().pools?.regular['ca-1']).toBe(2);
    expect(refusal(s, { type: 'activate', trooper: 'morat', order: 'impetuous' })).toContain(
      `${edition}/skills/impetuous`,
    );
  });

  it(`${edition}/skills/impetuous: a Regular Order ends the Impetuous Phase: the unused Impetuous Order is lost; a trooper without Impetuous has none`, () => {
    const s = createGameSession(input(edition));
    send(s, { type: 'start-turn', player: 'ca' });
    expect(refusal(s, { type: 'activate', trooper: 'lt', order: 'impetuous' })).toMatch(/not Impetuous/);
    send(s, { type: 'activate', trooper: 'lt' });
    send(s, { type: 'declare', trooper: 'lt', declaration: { skill: 'idle' } }, { type: 'end-aros' });
    send(s, { type: 'declare', trooper: 'lt', declaration: { skill: 'idle' } }, { type: 'end-aros' });
    const late = refusal(s, { type: 'activate', trooper: 'morat', order: 'impetuous' });
    expect(late).toMatch(/Impetuous Phase is over/);
    expect(late).toContain(`${edition}/skills/impetuous`);
  });

  it(`${edition}/skills/impetuous-skills: an Impetuous Order refuses a skill outside its combinations (Reset) and two skills with no movement (Idle then Dodge), and allows Idle then Move`, () => {
    const s = createGameSession(input(edition));
    send(s, { type: 'start-turn', player: 'ca' }, { type: 'activate', trooper: 'morat', order: 'impetuous' });
    const reset = refusal(s, declare('reset'));
    expect(reset).toMatch(/reset is not allowed/);
    expect(reset).toContain(`${edition}/skills/impetuous-skills`);
    send(s, declare('idle'), { type: 'end-aros' });
    const dodge = refusal(s, declare('dodge'));
    expect(dodge).toMatch(/has no movement/);
    expect(dodge).toContain(`${edition}/skills/impetuous-skills`);
    send(s, declare('move'), { type: 'end-aros' });
  });

  it(`${edition}/skills/impetuous-skills: the same skills on a Regular Order are not restricted`, () => {
    const s = createGameSession(input(edition));
    send(s, { type: 'start-turn', player: 'ca' }, { type: 'activate', trooper: 'morat', order: 'regular' });
    send(s, declare('idle'), { type: 'end-aros' }, declare('dodge'), { type: 'end-aros' });
  });
});

describe.each(['n4', 'n5'] as const)('Impetuous and Marker States (%s)', (edition) => {
  it(`${edition}/skills/impetuous-markers: on a Regular Order, an Impetuous trooper with Camouflage declaring it is refused with the rule`, () => {
    const base = input(edition);
    const camo: TrooperProfile = {
      ...impetuous(lineTrooper(edition, 'morat', 'Morat', 12)),
      skills: ['impetuous', 'camouflage'],
    };
    const s = createGameSession({
      ...base,
      armies: [army('ca', [lineTrooper(edition, 'lt', 'Morat Lieutenant', 12), camo]), base.armies[1] ?? army('x', [])],
    });
    send(s, { type: 'start-turn', player: 'ca' }, { type: 'activate', trooper: 'morat', order: 'regular' });
    const r = refusal(s, { type: 'declare', trooper: 'morat', declaration: { skill: 'camouflage' } });
    expect(r).toMatch(/cannot enter a Marker State/);
    expect(r).toContain(`${edition}/skills/impetuous-markers`);
  });
});

describe.each(['n4', 'n5'] as const)('Impetuous and Partial Cover (%s)', (edition) => {
  it(`${edition}/skills/impetuous-cover: the Fusilier shooting the Morat: a Partial Cover fact for the Morat is refused with the rule`, () => {
    const s = createGameSession(input(edition));
    send(
      s,
      { type: 'start-turn', player: 'pano' },
      { type: 'activate', trooper: 'fusilier' },
      { type: 'declare', trooper: 'fusilier', declaration: { skill: 'idle' } },
      { type: 'end-aros' },
      {
        type: 'declare',
        trooper: 'fusilier',
        declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
      },
    );
    const r = refusal(s, {
      type: 'measure',
      fact: { fact: 'cover', target: 'morat', from: 'fusilier', value: 'partial' },
    });
    expect(r).toMatch(/does not benefit from Partial Cover/);
    expect(r).toContain(`${edition}/skills/impetuous-cover`);
    send(s, { type: 'measure', fact: { fact: 'cover', target: 'morat', from: 'fusilier', value: 'none' } });
  });
});
