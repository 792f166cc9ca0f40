import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { canDeclare, resetCancellations } from '../../../rules/combat/index.ts';
import { resetResults, type ExchangeResult } from '../../../rules/resolution/index.ts';
import { initialTable } from '../../../rules/table/index.ts';
import { TROOPER_STATES, type TrooperState } from '../../../rules/table/index.ts';
import type { Edition } from '../../../rules/edition.ts';
import { armyOf, MORAT } from '../../support/seedTroopers.ts';
import { anEdition, expectEditionCitations } from './citationsOf.ts';

// Reset (facts.md §5, §10): what a passed Reset cancels, per edition.
const left = (edition: Edition, states: readonly TrooperState[]): TrooperState[] =>
  resetCancellations(edition, 'x', states).map((c) => c.state);

describe('resetCancellations', () => {
  it('N4 and N5: IMM-B and Isolated; N3: IMM-A and IMM-B (both Immobilized-1)', () => {
    const all: TrooperState[] = ['prone', 'engaged', 'imm-a', 'imm-b', 'isolated'];
    expect(left('n3', all)).toEqual(['imm-a', 'imm-b']);
    expect(left('n4', all)).toEqual(['imm-b', 'isolated']);
    expect(left('n5', all)).toEqual(['imm-b', 'isolated']);
  });

  it.each(['n3', 'n4', 'n5'] as const)('%s: a Normal trooper has nothing to cancel', (edition) => {
    expect(resetCancellations(edition, 'x', [])).toEqual([]);
    expect(resetCancellations(edition, 'x', ['normal', 'prone'])).toEqual([]);
  });

  it("n5/skills/reset, n5/states/isolated, n3/skills/reset, n3/states/immobilized: each cancellation cites the edition's Reset and the state it ends", () => {
    expect(resetCancellations('n5', 'morat', ['isolated'])).toEqual([
      {
        trooper: 'morat',
        state: 'isolated',
        change: 'left',
        why: "morat's passed Reset cancels Isolated",
        citations: ['n5/skills/reset', 'n5/states/isolated'],
      },
    ]);
    expect(resetCancellations('n3', 'morat', ['imm-b'])[0]?.citations).toEqual([
      'n3/skills/reset',
      'n3/states/immobilized',
    ]);
  });

  test.prop([anEdition, fc.subarray([...TROOPER_STATES])])(
    "only states held are left, each once, with the edition's citations; every state Reset may be declared in",
    (edition, states) => {
      const changes = resetCancellations(edition, 't', states);
      expect(new Set(changes.map((c) => c.state)).size).toBe(changes.length);
      for (const c of changes) {
        expect(states).toContain(c.state);
        expect(c).toMatchObject({ trooper: 't', change: 'left' });
        expectEditionCitations(edition, c.citations);
        // A state Reset cancels never forbids declaring Reset (IMM-A excepted in N4/N5, which Reset does not cancel there).
        expect(E.isRight(canDeclare(edition, [c.state], 'reset'))).toBe(true);
      }
    },
  );
});

describe('resetResults', () => {
  const table = { ...initialTable('n5', [armyOf('n5', 'combined', 'morat', [MORAT])]) };
  const imm = {
    ...table,
    troopers: Object.fromEntries(
      Object.entries(table.troopers).map(([id, v]) => [id, { ...v, states: ['imm-b' as const] }]),
    ),
  };
  const roll = (purpose: 'reset' | 'dodge', successes: number, criticals: number): ExchangeResult => ({
    exchange: {
      kind: 'normal',
      id: `morat~${purpose}`,
      against: null,
      citations: [],
      roller: {
        trooper: 'morat',
        skill: purpose,
        purpose,
        slice: { from: 0, count: 1 },
        effect: purpose === 'reset' ? { kind: 'reset' } : { kind: 'evade' },
        sv: { attribute: 'WIP', base: 11, mods: [], rawModTotal: 0, modTotal: 0, value: 11, citations: [] },
        automaticFailure: null,
        strayFire: null,
      },
    },
    result: {
      kind: 'normal',
      roller: 'morat',
      sv: 11,
      automaticFailure: false,
      dice: [],
      successes,
      criticals,
      citations: [],
    },
    tallies: [],
    strays: [],
  });

  it('a Reset passes on a success or a Critical and then cancels what the table holds; a failure cancels nothing; other rolls are not Resets', () => {
    expect(resetResults('n5', imm, [roll('reset', 1, 0)])).toMatchObject([
      { trooper: 'morat', exchange: 'morat~reset', passed: true, cancels: [{ state: 'imm-b' }] },
    ]);
    expect(resetResults('n5', imm, [roll('reset', 0, 1)])[0]?.passed).toBe(true);
    expect(resetResults('n5', imm, [roll('reset', 0, 0)])).toEqual([
      { trooper: 'morat', exchange: 'morat~reset', passed: false, cancels: [] },
    ]);
    expect(resetResults('n5', table, [roll('reset', 1, 0)])).toEqual([
      { trooper: 'morat', exchange: 'morat~reset', passed: true, cancels: [] },
    ]);
    expect(resetResults('n5', imm, [roll('dodge', 1, 0)])).toEqual([]);
  });
});
