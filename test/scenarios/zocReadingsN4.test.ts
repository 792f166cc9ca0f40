import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameInput } from '../../machines/index.ts';
import { parseWhatIf, whatIf, type AuditRecord } from '../../audit/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { Readings } from '../../rules/readings.ts';
import { toGameInput } from '../../recording/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';

// N4, an ARO from Zone of Control without LoF (facts.md §6): errata 1.1.1 allows any ARO whose own
// requirements are met; the rule as first printed allowed only Dodge or Reset. A game names the
// reading it is played under; the default is the errata.
const input = (readings?: Readings): GameInput => ({
  edition: 'n4',
  title: 'ZoC readings',
  armies: [
    army('pano', [lineTrooper('n4', 'fusilier', 'Fusilier', 12)]),
    army('yj', [lineTrooper('n4', 'y1', 'Y1', 11)]),
  ],
  ...(readings === undefined ? {} : { readings }),
});

/** The Fusilier Moves into Y1's ZoC, out of its LoF; Y1 declares `aro`. */
const commands = (aro: SkillDeclaration): GameCommand[] => [
  { type: 'start-turn', player: 'pano' },
  { type: 'activate', trooper: 'fusilier' },
  { type: 'declare', trooper: 'fusilier', declaration: { skill: 'move' } },
  { type: 'measure', fact: { fact: 'lof', from: 'y1', to: 'fusilier', value: false } },
  { type: 'measure', fact: { fact: 'zoc', trooper: 'y1', of: 'fusilier', value: true } },
  { type: 'aro', trooper: 'y1', declaration: aro },
];

const aroVerdict = (readings: Readings | undefined, aro: SkillDeclaration): string => {
  const s = createGameSession(input(readings));
  const results = commands(aro).map((c) => s.send(c));
  const last = results[results.length - 1];
  expect(results.slice(0, -1).every((r) => E.isRight(r))).toBe(true);
  return last === undefined || E.isRight(last) ? 'accepted' : last.left.citation.id;
};

describe('N4 ARO from ZoC without LoF, per reading', () => {
  it.each([
    [undefined, { skill: 'idle' }, 'accepted'],
    [{ 'n4-zoc-aro': 'errata-1.1.1' }, { skill: 'idle' }, 'accepted'],
    [{ 'n4-zoc-aro': 'first-printing' }, { skill: 'idle' }, 'n4/zoc/outside-lof-first-printing'],
    [{ 'n4-zoc-aro': 'first-printing' }, { skill: 'dodge' }, 'accepted'],
    [{ 'n4-zoc-aro': 'first-printing' }, { skill: 'reset' }, 'accepted'],
    [undefined, { skill: 'dodge' }, 'accepted'],
    [
      undefined,
      { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fusilier', burst: 1 }] },
      'n4/zoc/outside-lof',
    ],
    [
      { 'n4-zoc-aro': 'first-printing' },
      { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fusilier', burst: 1 }] },
      'n4/zoc/outside-lof-first-printing',
    ],
  ] as const)(
    'n4/zoc/outside-lof, n4/zoc/outside-lof-first-printing: reading %j, ARO %j: %s',
    (readings, aro, verdict) => {
      expect(aroVerdict(readings, aro)).toBe(verdict);
    },
  );

  it('the reading is logged with the game, and only when one is chosen', () => {
    const chosen = createGameSession(input({ 'n4-zoc-aro': 'first-printing' }));
    expect(chosen.events[0]).toMatchObject({ type: 'GameStarted', readings: { 'n4-zoc-aro': 'first-printing' } });
    expect(createGameSession(input()).events[0]).not.toHaveProperty('readings');
  });

  it('a judge re-runs the game under the first printing: the Idle ARO is then refused, with the rule', () => {
    const s = createGameSession(input());
    for (const c of [
      ...commands({ skill: 'idle' }),
      { type: 'end-aros' } as const,
      { type: 'declare', trooper: 'fusilier', declaration: { skill: 'move' } } as const,
      { type: 'end-aros' } as const,
    ]) {
      expect(E.isRight(s.send(c))).toBe(true);
    }
    const records: AuditRecord[] = s.events.map((event, i) => ({ seq: i + 1, line: i + 1, event }));
    const change = parseWhatIf('reading n4-zoc-aro=first-printing');
    if (E.isLeft(change)) throw new Error(change.left);
    const w = whatIf(records, [change.right], (id) => id);
    if (E.isLeft(w)) throw new Error(w.left);
    expect(w.right.changes).toContain('reading n4-zoc-aro: errata-1.1.1 (the default) → first-printing');
    expect(w.right.stopped).toMatch(/n4\/zoc\/outside-lof-first-printing|from ZoC it cannot declare idle/);
    const back = whatIf(records, [], (id) => id);
    expect(E.isRight(back) && back.right.stopped).toBeNull();
  });

  it('a reading of another edition is refused: in a what-if and in a recorded game, saying where', () => {
    expect(parseWhatIf('reading n4-zoc-aro=second-printing')).toEqual(
      E.left(expect.stringMatching(/one of errata-1.1.1, first-printing/)),
    );
    expect(parseWhatIf('reading n9-anything=x')).toEqual(E.left(expect.stringMatching(/no reading n9-anything/)));
    const n5 = toGameInput({
      format: 'arbiter/recorded-game@1',
      title: 't',
      edition: 'n5',
      armies: [],
      turns: [],
      readings: { 'n4-zoc-aro': 'first-printing' },
    });
    expect(n5).toEqual(
      E.left({
        path: ['readings', 'n4-zoc-aro'],
        message: 'reading n4-zoc-aro is about N4 and this game is played under N5',
        rule: 'recorded-game/reading-edition',
      }),
    );
  });
});
