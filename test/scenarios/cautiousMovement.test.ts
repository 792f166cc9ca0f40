import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type SendResult } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { armyOf, ANGUS, ORTEGA, type TrooperSpec } from '../support/seedTroopers.ts';

// Cautious Movement (N3 https://infinitythewiki.com/en/Cautious_Movement; N4/N5 the Cautious
// Movement revisions of infinitythewiki.com). The wiki's example: Fusilier Angus (MOV 4-2), in
// Total Cover behind a tall building, moves cautiously to a bin out of Ortega's LoF; Ortega cannot
// react, as the movement began and ended out of his LoF. The inches (3" + 1") and the open middle
// point are ours.
const CM = {
  n3: 'n3/skills/cautious-movement',
  n4: 'n4/skills/cautious-movement',
  n5: 'n5/skills/cautious-movement',
} as const;
const session = (edition: Edition, angus: TrooperSpec = ANGUS, ortega: TrooperSpec = ORTEGA, prone = false) =>
  createGameSession({
    edition,
    title: 'Cautious Movement',
    ...(prone ? { startingStates: [{ trooper: 'angus', states: ['prone' as const] }] } : {}),
    armies: [armyOf(edition, 'panoceania', 'angus', [angus]), armyOf(edition, 'nomads', 'ortega', [ortega])],
  });
const sendAll = (
  edition: Edition,
  commands: readonly GameCommand[],
  angus?: TrooperSpec,
  ortega?: TrooperSpec,
  prone = false,
) => {
  const s = session(edition, angus, ortega, prone);
  let last: SendResult | undefined;
  for (const c of commands) {
    last = s.send(c);
    if (E.isLeft(last) && c !== commands[commands.length - 1]) throw new Error(`refused early: ${last.left.reason}`);
  }
  return { last: last as SendResult, s };
};
const verdict = (r: SendResult): string => (E.isRight(r) ? 'accepted' : `${r.left.citation.id}: ${r.left.reason}`);
const cautious = (...legs: readonly (readonly [string, number])[]): SkillDeclaration => ({
  skill: 'cautious-move',
  route: legs.map(([point, inches]) => ({ point, inches })),
});
const lof = (value: boolean, at?: string): GameCommand => ({
  type: 'measure',
  fact: { fact: 'lof', from: 'ortega', to: 'angus', value, ...(at === undefined ? {} : { at }) } as TableFact,
});
const start = (d: SkillDeclaration): GameCommand[] => [
  { type: 'start-turn', player: 'panoceania' },
  { type: 'activate', trooper: 'angus' },
  { type: 'declare', trooper: 'angus', declaration: d },
];
const ortegaShoots = (at: string): GameCommand => ({
  type: 'aro',
  trooper: 'ortega',
  declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'angus', burst: 1 }], at },
});

describe.each(['n3', 'n4', 'n5'] as const)('Cautious Movement (%s)', (edition) => {
  it(`${CM[edition]}: up to the first MOV value (4"): 3" + 1" accepted, 3" + 1.5" refused`, () => {
    expect(verdict(sendAll(edition, start(cautious(['open', 3], ['bin', 1]))).last)).toBe('accepted');
    expect(verdict(sendAll(edition, start(cautious(['open', 3], ['bin', 1.5]))).last)).toBe(
      `${CM[edition]}: angus's Cautious Movement is 4.5" long, more than the first MOV value, 4"`,
    );
  });

  it(`${CM[edition]}: declared without its route it is refused (where it ends decides the AROs)`, () => {
    expect(verdict(sendAll(edition, start({ skill: 'cautious-move' })).last)).toContain(
      `${CM[edition]}: angus's Cautious Movement needs its route`,
    );
  });

  it(`${CM[edition]}: it fills the whole Order: a second skill is refused with its rule`, () => {
    const r = sendAll(edition, [
      ...start(cautious(['bin', 4])),
      lof(false),
      { type: 'declare', trooper: 'angus', declaration: { skill: 'idle' } },
    ]).last;
    expect(verdict(r)).toContain(`${CM[edition]}: cautious-move fills the whole Order`);
  });

  it(`${CM[edition]}: the worked example — Angus begins and ends out of Ortega's LoF (LoF only in the open between): Ortega's ARO is refused, and nothing is owed`, () => {
    const { last, s } = sendAll(edition, [
      ...start(cautious(['open', 3], ['bin', 1])),
      lof(false),
      lof(true, 'open'),
      lof(false, 'bin'),
      ortegaShoots('open'),
    ]);
    expect(verdict(last)).toBe(
      `${CM[edition]}: angus's Cautious Movement begins and ends (at bin) outside every enemy's LoF and ZoC as measured: it generates no AROs`,
    );
    expect(E.isRight(s.send({ type: 'end-aros' }))).toBe(true);
  });

  it(`${CM[edition]}: ending in Ortega's LoF, it generates AROs as usual: Ortega reacts at the end`, () => {
    const r = sendAll(edition, [
      ...start(cautious(['open', 3], ['bin', 1])),
      lof(false),
      lof(true, 'bin'),
      ortegaShoots('bin'),
    ]);
    expect(verdict(r.last)).toBe('accepted');
  });

  it(`${CM[edition]}: ending in Ortega's ZoC, it generates AROs as usual (a Reset from ZoC)`, () => {
    const r = sendAll(edition, [
      ...start(cautious(['bin', 4])),
      lof(false),
      { type: 'measure', fact: { fact: 'zoc', trooper: 'ortega', of: 'angus', value: true, at: 'bin' } },
      { type: 'aro', trooper: 'ortega', declaration: { skill: 'reset' } },
    ]);
    expect(verdict(r.last)).toBe('accepted');
  });

  it(`${CM[edition]}: while Prone it is halved, as every movement skill (MOV 4 -> 2")`, () => {
    const r = sendAll(edition, start(cautious(['bin', 2.5])), ANGUS, ORTEGA, true);
    expect(verdict(r.last)).toContain('more than the first MOV value, 4", halved while Prone');
    expect(verdict(sendAll(edition, start(cautious(['bin', 2])), ANGUS, ORTEGA, true).last)).toBe('accepted');
  });
});

describe.each(['n3', 'n4'] as const)('Cautious Movement: the declaration requirement (%s)', (edition) => {
  it(`${CM[edition]}: declared inside Ortega's LoF (measured at the start), its requirement fails: Ortega may react, and the skill is void`, () => {
    const cmds: GameCommand[] = [
      ...start(cautious(['bin', 4])),
      lof(true),
      lof(false, 'bin'),
      { type: 'measure', fact: { fact: 'range', from: 'ortega', to: 'angus', inches: 10 } },
      ortegaShoots('start'),
    ];
    const { last, s } = sendAll(edition, cmds);
    expect(verdict(last)).toBe('accepted');
    expect(E.isRight(s.send({ type: 'end-aros' }))).toBe(true);
    const rolled = s.send({ type: 'roll', trooper: 'ortega', purpose: 'attack', faces: [20] });
    expect(E.isRight(rolled) ? 'ok' : rolled.left.reason).toBe('ok');
    const text = JSON.stringify(s.events);
    expect(text).toContain("Cautious Movement is declared outside every enemy's LoF and ZoC");
  });
});

describe('Cautious Movement: N5 Hacking Area and N3 troop types', () => {
  it("n5/skills/cautious-movement: a Hackable trooper (HI) inside an enemy Hacker's Hacking Area generates AROs as usual; a non-Hackable one does not", () => {
    const hacker: TrooperSpec = { ...ORTEGA, skills: ['hacker'] };
    const cmds = (): GameCommand[] => [
      ...start(cautious(['bin', 4])),
      lof(false),
      lof(false, 'bin'),
      { type: 'measure', fact: { fact: 'hacking-area', hacker: 'ortega', trooper: 'angus', value: true } },
      { type: 'aro', trooper: 'ortega', declaration: { skill: 'reset' } },
    ];
    expect(verdict(sendAll('n5', cmds(), { ...ANGUS, type: 'HI' }, hacker).last)).toBe('accepted');
    expect(verdict(sendAll('n5', cmds(), ANGUS, hacker).last)).toContain('n5/skills/cautious-movement: ');
  });

  it("n4/skills/cautious-movement: declared in Ortega's ZoC (measured at the start), the requirement fails: the skill is void", () => {
    const { s } = sendAll('n4', [
      ...start(cautious(['bin', 4])),
      lof(false),
      { type: 'measure', fact: { fact: 'zoc', trooper: 'ortega', of: 'angus', value: true } },
      { type: 'end-aros' },
    ]);
    expect(JSON.stringify(s.events)).toContain("Cautious Movement is declared outside every enemy's LoF and ZoC");
  });

  it('n3/skills/cautious-movement: a TAG can never declare it', () => {
    expect(verdict(sendAll('n3', start(cautious(['bin', 4])), { ...ANGUS, type: 'TAG' }).last)).toBe(
      'n3/skills/cautious-movement: angus (TAG) can never declare Cautious Movement',
    );
  });
});
