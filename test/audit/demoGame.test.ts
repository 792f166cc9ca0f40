import * as E from 'fp-ts/lib/Either.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditLog, orderOf } from '../../audit/index.ts';
import { writeLogFile } from '../support/logFiles.ts';
import { replayCommand } from '../../cli/commands/replay.ts';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { foldLog } from '../../kernel/log/index.ts';
import { evolve, foldTroopers, gameProjection, troopersOf } from '../../projections/index.ts';
import type { GameState } from '../../rules/state/index.ts';
import { fakeIo } from '../cli/fakeIo.ts';
import { recordedEvents } from './recordedLog.ts';
import { tempDir } from '../support/tempDir.ts';

const DEMO = 'examples/demo.game.yaml';

describe('the demo game (npm start)', () => {
  const events = recordedEvents(DEMO);
  const file = join(tempDir('demo'), 'demo.jsonl');
  writeLogFile(file, events);

  it('is a full game: three rounds, both players, 40 Orders or more, most rules in play', () => {
    const turns = events.filter((e) => e.type === 'TurnStarted');
    expect(new Set(turns.map((t) => (t.type === 'TurnStarted' ? t.round : 0)))).toEqual(new Set([1, 2, 3]));
    expect(new Set(turns.map((t) => (t.type === 'TurnStarted' ? t.player : '')))).toEqual(
      new Set(['panoceania', 'yu-jing']),
    );
    expect(events.filter((e) => e.type === 'TrooperActivated').length).toBeGreaterThanOrEqual(40);
    const types = new Set(events.map((e) => e.type));
    for (const t of [
      'FaceToFaceResolved',
      'NormalRollResolved',
      'SavingRollResolved',
      'DodgeResolved',
      'TemplateAttackResolved',
      'FriendlyFireHit',
      'DisposableSpent',
      'GutsRollResolved',
      'GutsMoved',
      'OrderPoolsFormed',
    ] as const) {
      expect(types, t).toContain(t);
    }
    const states = new Set(events.flatMap((e) => (e.type === 'StateEntered' ? [e.state] : [])));
    expect([...states].sort()).toEqual(['dead', 'engaged', 'prone', 'unconscious']);
    const pools = new Set(events.flatMap((e) => (e.type === 'OrderSpent' ? [e.pool] : [])));
    expect([...pools].sort()).toEqual(['irregular', 'regular']);
    expect(events.some((e) => e.type === 'AroDeclarationsClosed' && e.forfeited.length > 0)).toBe(true);
  });

  it('re-adjudicates: every logged ruling of every Order agrees with a fresh engine', async () => {
    const r = await auditLog(file);
    if (E.isLeft(r)) throw new Error(r.left);
    expect(r.right.warnings).toEqual([]);
    expect(r.right.readjudication).toMatchObject({
      agrees: true,
      refused: null,
      ordersChecked: r.right.readjudication.orders,
    });
  });

  it('replaying the log to any event gives the state of folding that prefix of the game', async () => {
    // The log path (written, read back, decoded, folded) against the in-memory events, at every event.
    const seen: (GameState | null)[] = [];
    const read = await foldLog(file, arbiterCatalogue, {
      initial: gameProjection.initial,
      evolve: (s: GameState | null, e: ArbiterEvent) => {
        const next = evolve(s, e);
        seen.push(next);
        return next;
      },
    });
    expect(E.isRight(read)).toBe(true);
    expect(seen).toHaveLength(events.length);
    let prefix: GameState | null = null;
    events.forEach((e, i) => {
      prefix = evolve(prefix, e);
      expect(troopersOf(seen[i] ?? null), `after event ${i + 1}`).toEqual(foldTroopers(events.slice(0, i + 1)));
      expect(seen[i]).toEqual(prefix);
    });
    // Replay stopping early (--at SEQ) at a spread of points.
    for (let k = 1; k <= events.length; k += 37) {
      const r = await foldLog(file, arbiterCatalogue, gameProjection, { toSeq: k });
      expect(E.isRight(r) && troopersOf(r.right.state), `--at ${k}`).toEqual(foldTroopers(events.slice(0, k)));
    }
  });

  it('arbiter replay --at order:N gives the state at the end of every Order', async () => {
    const orders = [
      ...new Set(
        events.flatMap((e) => {
          const o = orderOf(e);
          return o === null ? [] : [o];
        }),
      ),
    ];
    for (const n of orders) {
      const io = fakeIo();
      expect(await replayCommand([file, '--at', `order:${n}`, '--json'], io)).toBe(0);
      const end = events.reduce((last, e, i) => (orderOf(e) === n ? i + 1 : last), 0);
      const { log: _log, seq, order, sealed, ...state } = JSON.parse(io.outs.join('\n')) as Record<string, unknown>;
      // Stopped at an Order, the fold never reads the seal.
      expect({ seq, order, sealed }).toEqual({ seq: end, order: n, sealed: false });
      expect(state, `order ${n}`).toEqual(JSON.parse(JSON.stringify(foldTroopers(events.slice(0, end)))));
    }
  });
});
