import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type SendResult } from '../../machines/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { ofType } from '../support/scenario.ts';

type Edition = 'n3' | 'n4' | 'n5';
const shoot = (target: string): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target, burst: 1 }],
});
const first = (edition: Edition): SkillDeclaration => (edition === 'n5' ? { skill: 'idle' } : { skill: 'move' });

/** The Fusilier activates; the Yu Jing troopers watch. Returns the result of the last command. */
const react = (edition: Edition, facts: readonly TableFact[], after: readonly GameCommand[]) => {
  const s = createGameSession({
    edition,
    title: 'aro',
    armies: [
      army('pano', [
        lineTrooper(edition, 'fusilier', 'Fusilier', 12),
        lineTrooper(edition, 'bipandra', 'Bipandra', 12),
      ]),
      army('yj', [lineTrooper(edition, 'y1', 'Y1', 11), lineTrooper(edition, 'y2', 'Y2', 11)]),
    ],
  });
  const setup: GameCommand[] = [
    { type: 'start-turn', player: 'pano' },
    { type: 'activate', trooper: 'fusilier' },
    { type: 'declare', trooper: 'fusilier', declaration: first(edition) },
    ...facts.map((fact): GameCommand => ({ type: 'measure', fact })),
  ];
  for (const c of setup) expect(E.isRight(s.send(c))).toBe(true);
  let last: SendResult | undefined;
  const before = s.events.length;
  const results = after.map((c) => (last = s.send(c)));
  return { s, last: last as unknown as SendResult, results, appended: s.events.length - before };
};
const lof = (from: string, to: string, value = true): TableFact => ({ fact: 'lof', from, to, value });
const zoc = (trooper: string, of: string, value = true): TableFact => ({ fact: 'zoc', trooper, of, value });
const refused = (r: SendResult): string => (E.isRight(r) ? 'accepted' : `${r.left.citation.id}: ${r.left.reason}`);

describe.each(['n3', 'n4', 'n5'] as const)('ARO rules (%s)', (edition) => {
  it(`${edition}/aro/eligibility: a trooper with LoF to the activated trooper may react; its ARO is logged`, () => {
    const { last, s } = react(
      edition,
      [lof('y1', 'fusilier')],
      [{ type: 'aro', trooper: 'y1', declaration: shoot('fusilier') }],
    );
    expect(refused(last)).toBe('accepted');
    expect(ofType(s.events, 'AroDeclared').map((e) => e.trooper)).toEqual(['y1']);
  });

  it(`${edition}/burst/aro: an ARO BS Attack declared with more than its ARO Burst is refused, not cut to B1 silently`, () => {
    const burst3: SkillDeclaration = {
      skill: 'bs-attack',
      weapon: 'combi-rifle',
      targets: [{ target: 'fusilier', burst: 3 }],
    };
    const { last, appended } = react(
      edition,
      [lof('y1', 'fusilier')],
      [{ type: 'aro', trooper: 'y1', declaration: burst3 }],
    );
    expect(refused(last)).toBe(
      `${edition}/burst/aro: 3 shots declared in ARO, but Combi Rifle has B1 there (in ARO the Burst is 1)`,
    );
    expect(appended).toBe(0);
  });

  it(`${edition}/aro/eligibility: without LoF or ZoC there is no ARO`, () => {
    const { last } = react(
      edition,
      [lof('y1', 'fusilier', false)],
      [{ type: 'aro', trooper: 'y1', declaration: { skill: 'dodge' } }],
    );
    expect(refused(last)).toMatch(/aro\/eligibility: y1 has neither LoF/);
  });

  it(`${edition}/aro/eligibility: a zoc fact is read from the reacting trooper (trooper) to the activated one (of), not the other way round`, () => {
    // N3 allows only Change Facing or Reset from ZoC without LoF (n3/zoc/outside-lof).
    const dodge: GameCommand = {
      type: 'aro',
      trooper: 'y1',
      declaration: { skill: edition === 'n3' ? 'reset' : 'dodge' },
    };
    const inside = react(edition, [lof('y1', 'fusilier', false), zoc('y1', 'fusilier')], [dodge]);
    expect(refused(inside.last)).toBe('accepted');
    const reversed = react(edition, [lof('y1', 'fusilier', false), zoc('fusilier', 'y1')], [dodge]);
    expect(refused(reversed.last)).toMatch(/aro\/eligibility: y1 has neither LoF/);
  });

  it(`${edition}/aro/eligibility: eligibility must be measured before the ARO is declared`, () => {
    const { last } = react(edition, [], [{ type: 'aro', trooper: 'y1', declaration: shoot('fusilier') }]);
    expect(refused(last)).toMatch(/measure LoF \(or ZoC\) from y1 to fusilier/);
  });

  it(`${edition}/aro/one-per-order: one ARO per trooper per Order, and nothing is appended when refused`, () => {
    const { results, appended } = react(
      edition,
      [lof('y1', 'fusilier')],
      [
        { type: 'aro', trooper: 'y1', declaration: shoot('fusilier') },
        { type: 'aro', trooper: 'y1', declaration: { skill: 'dodge' } },
      ],
    );
    expect(refused(results[1] as SendResult)).toBe(
      `${edition}/aro/one-per-order: y1 already declared its ARO this Order`,
    );
    expect(appended).toBe(1);
  });

  it(`${edition}/aro/target-activated-trooper: an ARO targets the activated trooper`, () => {
    const { last } = react(
      edition,
      [lof('y1', 'fusilier'), lof('y1', 'bipandra')],
      [{ type: 'aro', trooper: 'y1', declaration: shoot('bipandra') }],
    );
    expect(refused(last)).toContain(`${edition}/aro/target-activated-trooper`);
  });

  it(`${edition}/aro/reactive-only: no ARO against an ARO: the Active Player's troopers never react`, () => {
    const { last } = react(
      edition,
      [lof('bipandra', 'fusilier')],
      [{ type: 'aro', trooper: 'bipandra', declaration: { skill: 'dodge' } }],
    );
    expect(refused(last)).toContain(`${edition}/aro/reactive-only`);
  });

  it(`${edition}/aro/usable-in-aro: only skills usable in ARO (Move is not)`, () => {
    const { last } = react(
      edition,
      [lof('y1', 'fusilier')],
      [{ type: 'aro', trooper: 'y1', declaration: { skill: 'move' } }],
    );
    expect(refused(last)).toContain(`${edition}/aro/usable-in-aro`);
  });

  it(`${edition}/aro/declaration-timing: a trooper eligible after the first skill that declares nothing loses its ARO; a newly eligible one may react after the second`, () => {
    const { results, s } = react(
      edition,
      [lof('y1', 'fusilier'), lof('y2', 'fusilier', false)],
      [
        { type: 'end-aros' },
        { type: 'declare', trooper: 'fusilier', declaration: edition === 'n5' ? { skill: 'move' } : { skill: 'move' } },
        { type: 'measure', fact: lof('y2', 'fusilier') },
        { type: 'aro', trooper: 'y1', declaration: { skill: 'dodge' } },
        { type: 'aro', trooper: 'y2', declaration: { skill: 'dodge' } },
      ],
    );
    expect(ofType(s.events, 'AroDeclarationsClosed')[0]?.forfeited).toEqual(['y1']);
    expect(refused(results[3] as SendResult)).toMatch(
      new RegExp(`${edition}/aro/declaration-timing: y1 could react after the first skill`),
    );
    expect(refused(results[4] as SendResult)).toBe('accepted');
  });

  it('AROs are all declared before any die is rolled: a roll during the ARO step is refused', () => {
    const { last } = react(
      edition,
      [lof('y1', 'fusilier')],
      [{ type: 'roll', trooper: 'y1', purpose: 'attack', faces: [5] }],
    );
    expect(refused(last)).toMatch(/no dice are rolled in first-aros/);
  });
});

describe('Zone of Control without LoF, per edition', () => {
  it.each<readonly [Edition, SkillDeclaration, boolean]>([
    ['n3', { skill: 'change-facing' }, true],
    ['n3', { skill: 'reset' }, true],
    ['n3', { skill: 'dodge' }, false],
    ['n4', { skill: 'dodge' }, true],
    ['n4', { skill: 'reset' }, true],
    ['n5', { skill: 'dodge' }, true],
    ['n5', shoot('fusilier'), false],
  ])('%s/zoc/outside-lof: %o from ZoC without LoF accepted=%s', (edition, declaration, ok) => {
    const { last } = react(
      edition,
      [lof('y1', 'fusilier', false), zoc('y1', 'fusilier')],
      [{ type: 'aro', trooper: 'y1', declaration }],
    );
    if (ok) expect(refused(last)).toBe('accepted');
    else expect(refused(last)).toMatch(new RegExp(`${edition}/zoc/outside-lof`));
  });
});
