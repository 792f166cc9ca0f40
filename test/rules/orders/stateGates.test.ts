import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { aroRefusal, declarationRefusal } from '../../../rules/orders/index.ts';
import type { TableView, TrooperState } from '../../../rules/table/index.ts';
import { createGameSession } from '../../../machines/index.ts';
import { army, lineTrooper } from '../../support/troopers.ts';

type Edition = 'n3' | 'n4' | 'n5';
const table = (edition: Edition, states: readonly TrooperState[]): TableView => ({
  edition,
  troopers: {
    a: {
      profile: lineTrooper(edition, 'a', 'A', 12),
      player: 'p1',
      group: 'g',
      woundsReceived: 0,
      states,
      spentUses: {},
    },
    b: {
      profile: lineTrooper(edition, 'b', 'B', 11),
      player: 'p2',
      group: 'h',
      woundsReceived: 0,
      states,
      spentUses: {},
    },
  },
});
const shoot = (target: string) => ({
  skill: 'bs-attack' as const,
  weapon: 'combi-rifle',
  targets: [{ target, burst: 1 }],
});
const aroCtx = (t: TableView) => ({
  table: t,
  activePlayer: 'p1',
  active: 'a',
  facts: [{ fact: 'lof' as const, from: 'b', to: 'a', value: true }],
  declared: [],
  forfeited: [],
});

describe('states gate what a trooper may declare (N4/N5 IMM-A, IMM-B, Engaged)', () => {
  it.each(['n4', 'n5'] as const)(
    '%s/states/imm-b: only Reset; the active trooper cannot shoot, the reactive one cannot Dodge',
    (edition) => {
      const t = table(edition, ['imm-b']);
      expect(
        declarationRefusal(
          t,
          'a',
          { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'b', burst: 3 }] },
          { skill: 'idle' },
        )?.citation,
      ).toMatch(/imm-b/);
      expect(aroRefusal(aroCtx(t), 'b', { skill: 'dodge' })?.citation).toMatch(/imm-b/);
      expect(aroRefusal(aroCtx(t), 'b', { skill: 'reset' })).toBeNull();
    },
  );

  it.each(['n4', 'n5'] as const)('%s/states/imm-a: Dodge only (at its MOD), no attack', (edition) => {
    const t = table(edition, ['imm-a']);
    expect(aroRefusal(aroCtx(t), 'b', shoot('a'))?.citation).toMatch(/imm-a/);
    expect(aroRefusal(aroCtx(t), 'b', { skill: 'dodge' })).toBeNull();
  });

  it.each(['n3', 'n4', 'n5'] as const)('%s/states/engaged: no BS Attack, CC Attack and Dodge stay open', (edition) => {
    const t = table(edition, ['engaged']);
    expect(aroRefusal(aroCtx(t), 'b', shoot('a'))).not.toBeNull();
    expect(aroRefusal(aroCtx(t), 'b', { skill: 'dodge' })).toBeNull();
  });

  it('n3/skills/change-facing, n4/skills/change-facing-removed, n5/skills/change-facing-removed: Change Facing exists only in N3: an N4/N5 ARO of Change Facing is refused by the engine', () => {
    for (const edition of ['n3', 'n4', 'n5'] as const) {
      const s = createGameSession({
        edition,
        title: 'cf',
        armies: [army('p1', [lineTrooper(edition, 'a', 'A', 12)]), army('p2', [lineTrooper(edition, 'b', 'B', 11)])],
      });
      for (const c of [
        { type: 'start-turn', player: 'p1' },
        { type: 'activate', trooper: 'a' },
        { type: 'declare', trooper: 'a', declaration: { skill: 'move' } },
        { type: 'measure', fact: { fact: 'lof', from: 'b', to: 'a', value: true } },
      ] as const)
        s.send(c);
      const r = s.send({ type: 'aro', trooper: 'b', declaration: { skill: 'change-facing' } });
      expect(E.isRight(r), edition).toBe(edition === 'n3');
    }
  });
});
