import * as E from 'fp-ts/lib/Either.js';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ArbiterEvent } from '../../events/index.ts';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';
import { activeStates, timeline, viewFrame, type ViewedLog } from '../../viewer/index.ts';
import { fennecAndSenku } from '../support/troopers.ts';

const recorded = (): readonly ArbiterEvent[] => {
  const file = resolve('examples/f2f-1v1.game.yaml');
  const parsed = parseRecordedGame(file, readFileSync(file, 'utf8'));
  if (E.isLeft(parsed)) throw new Error(parsed.left.message);
  const r = recordGame(file, parsed.right.game, parsed.right.map);
  if (E.isLeft(r)) throw new Error(r.left.error.message);
  return r.right.events;
};

const log = (events: readonly ArbiterEvent[]): ViewedLog => ({ file: 'f2f.jsonl', events, warning: null });
const seqOf = (events: readonly ArbiterEvent[], type: string, nth = 0): number => {
  const seqs = events.flatMap((e, i) => (e.type === type ? [i + 1] : []));
  const seq = seqs[nth];
  if (seq === undefined) throw new Error(`no ${type} #${nth + 1} in the log`);
  return seq;
};

/** `{ turn: 'order' }` → `game.turn.order`, as the machine JSON names state nodes. */
const stateId = (prefix: string, value: unknown): string => {
  if (typeof value === 'string') return `${prefix}.${value}`;
  const [key, sub] = Object.entries(value as Record<string, unknown>)[0] ?? ['?', undefined];
  return sub === undefined ? `${prefix}.${key}` : stateId(`${prefix}.${key}`, sub);
};

const EXCHANGE: readonly GameCommand[] = [
  { type: 'start-turn', player: 'panoceania' },
  { type: 'activate', trooper: 'fennec' },
  { type: 'declare', trooper: 'fennec', declaration: { skill: 'idle' } },
  { type: 'measure', fact: { fact: 'lof', from: 'senku', to: 'fennec', value: true } },
  { type: 'measure', fact: { fact: 'range', from: 'fennec', to: 'senku', inches: 15 } },
  {
    type: 'aro',
    trooper: 'senku',
    declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fennec', burst: 1 }] },
  },
  { type: 'end-aros' },
  {
    type: 'declare',
    trooper: 'fennec',
    declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'senku', burst: 3 }] },
  },
  { type: 'end-aros' },
  { type: 'roll', trooper: 'fennec', purpose: 'attack', faces: [2, 4, 6] },
  { type: 'roll', trooper: 'senku', purpose: 'attack', faces: [7] },
];

describe('arbiter view: frames', () => {
  it("reads the machines' active states from the log as the live machines hold them after each command", () => {
    const session = createGameSession({ edition: 'n5', title: 'live', armies: fennecAndSenku('n5') });
    const checks: { seq: number; game: string; order: string | null }[] = [];
    const commands = [...EXCHANGE];
    for (let i = 0; i < commands.length + 8; i++) {
      const next =
        commands[i] ??
        session.due().map((d): GameCommand => ({
          type: 'roll',
          trooper: d.trooper,
          purpose: d.purpose,
          faces: Array<number>(d.count).fill(20),
        }))[0];
      if (next === undefined) break;
      const r = session.send(next);
      expect(E.isRight(r), JSON.stringify(next)).toBe(true);
      const where = session.where();
      checks.push({
        seq: session.events.length,
        game: stateId('game', where.game),
        order: where.order === null ? null : `order.${where.order}`,
      });
    }
    expect(E.isRight(session.send({ type: 'end-turn' }))).toBe(true);
    checks.push({ seq: session.events.length, game: 'game.between-turns', order: null });
    expect(checks.length).toBeGreaterThan(EXCHANGE.length);
    for (const c of checks) {
      const read = activeStates(session.events, c.seq);
      expect(read.game, `game at event ${c.seq}`).toBe(c.game);
      // A concluded Order has stopped: the log shows it in its final state until the next event.
      expect(c.order === null ? [null, 'order.done'] : [c.order], `order at event ${c.seq}`).toContain(read.order);
    }
  });

  it('marks every Order step and the turn frame', () => {
    const events = recorded();
    events.forEach((e, i) => {
      const a = activeStates(events, i + 1);
      if (e.type === 'OrderStepEntered') expect(a.order).toBe(`order.${e.step}`);
      if (e.type === 'TurnStarted')
        expect(a).toMatchObject({ game: 'game.turn.orders', order: null, round: e.round, player: e.player });
      if (e.type === 'OrderConcluded')
        expect(a).toMatchObject({ game: 'game.turn.orders', order: 'order.done', orderNumber: e.order });
      if (e.type === 'TurnEnded') expect(a).toMatchObject({ game: 'game.between-turns', order: null, player: null });
    });
    expect(activeStates(events, 1)).toEqual({
      game: 'game.between-turns',
      order: null,
      round: 0,
      player: null,
      orderNumber: null,
    });
  });

  it('shows the troopers folded to the step: wounds appear with WoundsInflicted, not before', () => {
    const events = recorded();
    const wounded = seqOf(events, 'WoundsInflicted');
    const fennec = (seq: number) => viewFrame(log(events), seq)?.troopers.find((t) => t.id === 'fennec');
    expect(fennec(wounded - 1)).toMatchObject({ woundsReceived: 0, woundLabel: 'VITA', w: 1, ordersSpent: 1 });
    expect(fennec(wounded)).toMatchObject({
      name: 'Fennec Fusilier',
      woundsReceived: 1,
      weapons: [{ name: 'Combi Rifle', ammo: 'N', uses: null }],
    });
    expect(fennec(events.length)?.states).toEqual(['prone', 'unconscious']);
  });

  it("gives each die its fate: the Senku's 7 cancels the Fusilier's 2, 4 and 6", () => {
    const events = recorded();
    const f2f = seqOf(events, 'FaceToFaceResolved');
    const before = viewFrame(log(events), f2f - 1);
    expect(before?.rolls.map((r) => r.kind)).toEqual(['rolled', 'rolled']);
    const frame = viewFrame(log(events), f2f);
    const roll = frame?.rolls.find((r) => r.kind === 'face-to-face');
    expect(frame?.rolls.filter((r) => r.kind === 'rolled')).toEqual([]);
    expect(roll?.outcome).toBe('Senku wins');
    const dice = roll?.sides.flatMap((s) => s.dice.map((d) => [d.id, d.face, d.fate, d.text, d.by]));
    expect(dice).toEqual([
      ['fennec#1', 2, 'cancelled', 'cancelled by senku#1', ['senku#1']],
      ['fennec#2', 4, 'cancelled', 'cancelled by senku#1', ['senku#1']],
      ['fennec#3', 6, 'cancelled', 'cancelled by senku#1', ['senku#1']],
      ['senku#1', 7, 'hit', 'success', []],
    ]);
    const save = viewFrame(log(events), seqOf(events, 'SavingRollResolved'))?.rolls.find(
      (r) => r.kind === 'saving-roll',
    );
    expect(save?.sides[0]?.dice).toEqual([expect.objectContaining({ face: 15, fate: 'wound', text: '15 > SV 11' })]);
    expect(viewFrame(log(events), 1)?.rolls).toEqual([]);
  });

  it('gives the ruling text of the Order so far with its citations and their sources', () => {
    const events = recorded();
    const f2f = seqOf(events, 'FaceToFaceResolved');
    const ruling = viewFrame(log(events), f2f)?.ruling;
    expect(ruling?.order).toBe(1);
    const winner = ruling?.lines.find((l) => l.seq === f2f && l.text.startsWith('winner: Senku ['));
    expect(winner?.text).toContain('n5/face-to-face/cancellation');
    expect(ruling?.lines.every((l) => l.seq <= f2f)).toBe(true);
    const cited = ruling?.citations.find((c) => c.id === 'n5/face-to-face/cancellation');
    expect(cited?.source).toMatch(/^https:\/\//);
    expect(cited?.title).not.toBe('');
    // Citations nested in MODs are found too.
    expect(viewFrame(log(events), seqOf(events, 'SavingRollResolved'))?.ruling.citations.map((c) => c.id)).toContain(
      'n5/cover/partial',
    );
  });

  it('lists every event with its seq and Order for the timeline, and has no frame outside the log', () => {
    const events = recorded();
    const t = timeline(log(events));
    expect(t).toMatchObject({
      file: 'f2f.jsonl',
      title: 'Face to Face 1 vs 1 (Fennec Fusilier vs Senku)',
      edition: 'n5',
    });
    expect(t.entries.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(t.entries.find((e) => e.type === 'TrooperActivated')).toMatchObject({
      order: 1,
      summary: 'Order 1: Fennec Fusilier activates',
    });
    expect(t.entries[0]?.order).toBeNull();
    for (const seq of [0, -1, events.length + 1, 1.5, Number.NaN]) expect(viewFrame(log(events), seq)).toBeNull();
  });
});

describe('the frame names the players as the lists do', () => {
  it('each frame carries every player by faction, for the page to name the Active Turn', () => {
    const events = recorded();
    const frame = viewFrame(log(events), seqOf(events, 'TrooperActivated'));
    expect(frame?.players).toEqual({ panoceania: 'PanOceania', 'yu-jing': 'Yu Jing' });
    expect(frame?.active.player).toBe('panoceania');
  });
});
