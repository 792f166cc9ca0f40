import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { getShortestPaths } from 'xstate/graph';
import { createActor, type ActorRefLike } from 'xstate';
import { ArbiterEventCodec, type ArbiterEvent } from '../../events/index.ts';
import { createGameSession, orderMachine } from '../../machines/index.ts';
import type { GameCommand, GameInput, GameSession, OrderCommand } from '../../machines/index.ts';
import type { GameContext } from '../../machines/game/gameContext.ts';
import type { OrderContext } from '../../machines/order/orderContext.ts';
import { initialTable } from '../../machines/game/gameRules.ts';
import { fold, trooperProjection, type TroopersState } from '../../projections/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { commandSequence, lieutenantLost, modelArmies } from '../support/commandSequences.ts';

const edition = 'n4' as const;
const armies = [army('pano', [lineTrooper(edition, 'f1', 'F1', 12), lineTrooper(edition, 'f2', 'F2', 12)]), army('yj', [lineTrooper(edition, 'y1', 'Y1', 11), lineTrooper(edition, 'y2', 'Y2', 11)])];
const input = { order: 1, player: 'pano', trooper: 'f1', group: 'pano-1', pool: 'regular' as const, orderCitation: 'n3/orders/order-pool' as const, coordinated: [], commandTokensLeft: 4, table: initialTable(edition, armies) };

const shootAt = (target: string) => ({ skill: 'bs-attack' as const, weapon: 'combi-rifle', targets: [{ target, burst: 1 }] });
const measured = (ctx: OrderContext, fact: 'lof' | 'range', from: string, to: string): boolean =>
  ctx.facts.some((f) => f.fact === fact && f.from === from && f.to === to);

/** The commands worth trying in a snapshot: a small, finite alphabet that reaches every step. */
const alphabet = (ctx: OrderContext): readonly OrderCommand[] => [
  { type: 'declare', trooper: 'f1', declaration: { skill: 'move' } },
  { type: 'declare', trooper: 'f1', declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'y1', burst: 3 }] } },
  { type: 'declare', trooper: 'f1', declaration: { skill: 'intuitive-attack', weapon: 'combi-rifle', target: 'y1' } },
  ...(['y1', 'y2', 'f2'] as const).flatMap((y) => (measured(ctx, 'lof', y, 'f1') ? [] : [{ type: 'measure' as const, fact: { fact: 'lof' as const, from: y, to: 'f1', value: true } }])),
  ...(measured(ctx, 'range', 'f1', 'y1') ? [] : [{ type: 'measure' as const, fact: { fact: 'range' as const, from: 'f1', to: 'y1', inches: 12 } }]),
  { type: 'aro', trooper: 'y1', declaration: { skill: 'dodge' } },
  { type: 'aro', trooper: 'y1', declaration: shootAt('f1') },
  { type: 'aro', trooper: 'y2', declaration: shootAt('f1') },
  // AROs the engine must refuse: aimed at a trooper other than the activated one (an enemy or a
  // friend), or declared by a trooper of the Active Player. Only the refusal keeps them off the paths.
  { type: 'aro', trooper: 'y1', declaration: shootAt('f2') },
  { type: 'aro', trooper: 'y2', declaration: shootAt('f2') },
  { type: 'aro', trooper: 'y2', declaration: shootAt('y1') },
  { type: 'aro', trooper: 'f2', declaration: shootAt('y1') },
  { type: 'aro', trooper: 'f2', declaration: { skill: 'dodge' } },
  { type: 'end-aros' },
  ...(['f1', 'y1'] as const).flatMap((t) => (['attack', 'dodge', 'saving-roll'] as const).flatMap((purpose) => [5, 18].map((face): OrderCommand => ({
    type: 'roll', trooper: t, purpose, faces: Array.from({ length: purpose === 'attack' && t === 'f1' ? 3 : 1 }, () => face),
  })))),
];

/**
 * Who reacted with what at whom, and which facts (between whom): states that differ in them are
 * different states; the order they came in is not, nor an ARO repeated (it keeps the graph small,
 * and finite should the engine ever accept a second ARO from one trooper).
 */
const describeAro = (a: OrderContext['aros'][number]): string =>
  `${a.trooper}:${a.declaration.skill}${a.declaration.skill === 'bs-attack' ? `>${a.declaration.targets.map((t) => t.target).join(',')}` : ''}`;
const describeFact = (f: OrderContext['facts'][number]): string => `${f.fact}${'from' in f && 'to' in f ? `:${String(f.from)}>${String(f.to)}` : ''}`;

const serialize = (s: { value: unknown; context: OrderContext }): string =>
  JSON.stringify([s.value, s.context.first?.skill ?? null, s.context.second?.skill ?? null, [...new Set(s.context.aros.map(describeAro))].sort(), s.context.facts.map(describeFact).sort(), s.context.rolled.map((r) => `${r.trooper}:${r.purpose}`)]);

describe('order machine graph (xstate/graph)', () => {
  const paths = getShortestPaths(orderMachine, { input, events: (s) => alphabet(s.context), serializeState: (s) => serialize(s) });

  it('every step of the Order Expenditure Sequence is reachable, and an Order can conclude', () => {
    const reached = new Set(paths.map((p) => String(p.state.value)));
    for (const step of ['first-skill', 'first-aros', 'second-skill', 'second-aros', 'resolution', 'effects', 'done']) expect(reached, step).toContain(step);
  });

  it('on every path: one ARO per trooper, AROs target the activated trooper, every event decodes', () => {
    expect(paths.length).toBeGreaterThan(20);
    // The alphabet does reach states where both enemies have reacted (so the stray AROs were tried there too).
    expect(paths.some((p) => new Set(p.state.context.aros.map((a) => a.trooper)).size === 2)).toBe(true);
    for (const path of paths) {
      const ctx = path.state.context;
      const troopers = ctx.aros.map((a) => a.trooper);
      expect(new Set(troopers).size, `AROs declared by ${troopers.join(', ')}`).toBe(troopers.length);
      for (const a of ctx.aros) {
        expect(['y1', 'y2'], `${a.trooper} reacted for the Active Player`).toContain(a.trooper);
        if (a.declaration.skill === 'bs-attack') expect(a.declaration.targets.map((t) => t.target), `${a.trooper}'s ARO`).toEqual(['f1']);
      }
      for (const e of ctx.outbox) expect(E.isRight(ArbiterEventCodec.decode(e)), e.type).toBe(true);
    }
  });

  it('an Entire Order skips the second skill (no path passes second-skill after it)', () => {
    // The engine refuses the Entire Order attacks it cannot rule (Intuitive Attack, Speculative
    // Fire); the statechart's shape is checked with the first-skill guard lifted for them.
    expect(paths.some((p) => p.state.context.first?.skill === 'intuitive-attack')).toBe(false);
    const lifted = orderMachine.provide({ guards: { canDeclareFirst: ({ event }) => event.type === 'declare' && event.declaration.skill === 'intuitive-attack' } });
    const entire = getShortestPaths(lifted, { input, events: (s) => alphabet(s.context), serializeState: (s) => serialize(s) })
      .filter((p) => p.state.context.first?.skill === 'intuitive-attack');
    expect(entire.some((p) => String(p.state.value) === 'resolution' || String(p.state.value) === 'effects' || String(p.state.value) === 'done')).toBe(true);
    for (const p of entire) {
      expect(p.steps.some((st) => String(st.state.value) === 'second-skill')).toBe(false);
      expect(p.state.context.second).toBeNull();
    }
  });

  it('a path replays the same outbox through a live actor (the graph is the machine)', () => {
    const longest = [...paths].sort((a, b) => b.steps.length - a.steps.length)[0];
    const actor = createActor(orderMachine, { input }).start();
    for (const step of longest?.steps ?? []) actor.send(step.event);
    expect(actor.getSnapshot().context.outbox).toEqual(longest?.state.context.outbox);
  });
});

/**
 * A game session whose game machine can be read: the context of the xstate actor, captured
 * through the session's inspection hook (Order pools and Lieutenants are in no other view).
 */
const inspectedSession = (input: GameInput): { session: GameSession; game: () => GameContext } => {
  let root: ActorRefLike | null = null;
  const session = createGameSession(input, {
    inspect: (e) => {
      if (e.type === '@xstate.actor' && e.actorRef.sessionId === e.rootId) root = e.actorRef;
    },
  });
  return {
    session,
    game: () => {
      if (root === null) throw new Error('the game actor was never inspected');
      return (root.getSnapshot() as { context: GameContext }).context;
    },
  };
};

/**
 * The projection folded from the log holds what the machines hold live, wherever both keep it.
 * The game machine takes the table back from an Order when it concludes, so the troopers are
 * compared between Orders; the Turn, pools and Lieutenants after every command.
 */
const expectFoldMatchesLive = (folded: TroopersState, session: GameSession, game: GameContext): void => {
  const table = session.table();
  expect(folded.edition).toBe(table.edition);
  expect(Object.keys(folded.troopers).sort()).toEqual(Object.keys(table.troopers).sort());
  if (session.where().order === null) for (const [id, view] of Object.entries(table.troopers)) {
    const row = folded.troopers[id];
    expect(row && { player: row.player, group: row.group, woundsReceived: row.woundsReceived, states: row.states, spentUses: row.spentUses }, id)
      .toEqual({ player: view.player, group: view.group, woundsReceived: view.woundsReceived, states: view.states, spentUses: view.spentUses });
  }
  const pools = game.pools === null ? null : { player: game.pools.player, regular: game.pools.regular, irregular: game.pools.irregular, lieutenant: game.pools.lieutenant, lossOfLieutenant: game.pools.lossOfLieutenant };
  expect(folded.orderPools, 'Orders left this Turn').toEqual(pools);
  expect(folded.lieutenants, 'Lieutenants').toEqual(game.lieutenants);
  expect({ round: folded.round, activePlayer: folded.activePlayer, orders: folded.orders }).toEqual({ round: game.round, activePlayer: game.activePlayer, orders: game.orders });
  expect(folded.lastOrderStep, 'the running Order\'s step').toBe(session.where().order);
};

/**
 * Orders ruled by the players, each taken: Wounds up and down, states entered and left, a
 * Lieutenant Order, uses, a Command Token, a trooper out of play; then an engine Order after them.
 */
const playersRuled: GameCommand[] = [
  { type: 'start-turn', player: 'pano' },
  { type: 'rule-by-players', trooper: 'f1', declared: 'a skill the engine does not cover', outcome: { orders: [{ trooper: 'f1', order: 'lieutenant' }], wounds: { y1: 1, y2: 1 }, enter: { y1: ['prone', 'imm-b'] }, uses: { f2: { panzerfaust: 1 } }, commandTokens: 1 } },
  { type: 'rule-by-players', trooper: 'f2', declared: 'repairs', outcome: { wounds: { y1: -1 }, leave: { y1: ['imm-b'] }, enter: { y1: ['isolated'] }, outOfPlay: ['y2'] } },
  { type: 'end-turn' },
  { type: 'start-turn', player: 'yj' },
  { type: 'rule-by-players', trooper: 'y1', declared: 'reveals itself', outcome: { orders: [], leave: { y1: ['prone', 'isolated'] } } },
  { type: 'activate', trooper: 'y1' },
];

describe.each(['n3', 'n4', 'n5'] as const)('random command sequences (%s)', (edition) => {
  const input = { edition, title: 'random', armies: modelArmies(edition) };
  it('the example sequence reaches a Loss of Lieutenant, an appointment and the new Lieutenant\'s Order', () => {
    const { session } = inspectedSession(input);
    for (const c of lieutenantLost(edition)) expect(session.send(c).ok, JSON.stringify(c)).toBe(true);
    const types = session.events.map((e) => e.type);
    expect(session.events.some((e) => e.type === 'OrderPoolsFormed' && e.player === 'yj' && e.lossOfLieutenant)).toBe(true);
    expect(types).toContain('LieutenantAppointed');
    expect(session.events.some((e) => e.type === 'OrderSpent' && e.trooper === 'y2' && e.pool === 'lieutenant')).toBe(true);
  });

  it('the example Orders ruled by the players are all taken (so the property below covers their outcomes)', () => {
    const { session } = inspectedSession(input);
    for (const c of playersRuled) expect(session.send(c).ok, JSON.stringify(c)).toBe(true);
    expect(session.events.filter((e) => e.type === 'OrderRuledByPlayers')).toHaveLength(3);
  });

  test.prop([commandSequence], { numRuns: 60, examples: [[lieutenantLost(edition)], [playersRuled]] })(
    'accepted commands append, rejected ones append nothing; one ARO per trooper per Order, on the activated trooper; pools never negative; after every command (Orders ruled by the players included) the log folds to the live state',
    (commands) => {
      const { session: s, game } = inspectedSession(input);
      let folded = fold(trooperProjection, s.events);
      for (const c of commands) {
        const before = s.events.length;
        const r = s.send(c);
        if (r.ok) {
          expect(r.events.length).toBeGreaterThan(0);
          expect(s.events.length).toBe(before + r.events.length);
        } else {
          expect(s.events.length).toBe(before);
          expect(r.rejection.reason.length).toBeGreaterThan(0);
        }
        for (const e of s.events.slice(before)) {
          folded = trooperProjection.evolve(folded, e);
          const p = folded.orderPools;
          if (p !== null) for (const n of [...Object.values(p.regular), ...Object.values(p.irregular), p.lieutenant?.orders ?? 0]) expect(n).toBeGreaterThanOrEqual(0);
        }
        expectFoldMatchesLive(folded, s, game());
      }
      const events: readonly ArbiterEvent[] = s.events;
      expect(fold(trooperProjection, events)).toEqual(folded);
      const activated = new Map(events.flatMap((e) => (e.type === 'TrooperActivated' ? [[e.order, e.trooper] as const] : [])));
      const aros = events.flatMap((e) => (e.type === 'AroDeclared' ? [e] : []));
      expect(new Set(aros.map((a) => `${a.order}/${a.trooper}`)).size).toBe(aros.length);
      for (const a of aros) if (a.declaration.skill === 'bs-attack') for (const t of a.declaration.targets) expect(t.target).toBe(activated.get(a.order));
      const table = s.table();
      for (const e of events) if (e.type === 'OrderSpent') expect(e.group).toBe(table.troopers[e.trooper]?.group);
    },
  );
});
