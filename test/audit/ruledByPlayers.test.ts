import * as E from 'fp-ts/lib/Either.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  citedRules,
  loggedGame,
  readLogLeniently,
  renderReadjudication,
  renderTrail,
  renderWhatIf,
  whatIf,
} from '../../audit/index.ts';
import { auditCommand } from '../../cli/commands/audit.ts';
import { replayCommand } from '../../cli/commands/replay.ts';
import { narrate } from '../../audit/narrate.ts';
import { timeline, viewFrame } from '../../viewer/index.ts';
import { fakeIo } from '../cli/fakeIo.ts';
import { recordedEvents, recordedLog } from './recordedLog.ts';
import { tempDir } from '../support/tempDir.ts';

// The engine vouches only for what it ruled: an Order ruled by the players is shown as such in
// every view, with no rule of the engine's, and is never counted as re-adjudicated.
const EXAMPLE = 'examples/ruled-by-players.game.yaml';
const logFile = (lines: readonly string[]): string => {
  const file = join(tempDir('players'), 'game.jsonl');
  writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
  return file;
};
const report = async () => {
  const r = await auditLog(recordedLog(EXAMPLE));
  if (E.isLeft(r)) throw new Error(r.left);
  return r.right;
};

describe('an Order ruled by the players in the audit', () => {
  it('the trail gives it a distinct entry: declaration, dice, agreed outcome, and no citation', async () => {
    const { trail } = await report();
    const orders = trail.turns.flatMap((t) => t.orders);
    expect(orders.map((o) => [o.order, o.ruledBy])).toEqual([
      [1, 'engine'],
      [2, 'players'],
      [3, 'engine'],
    ]);
    const players = orders[1];
    expect(players?.entries).toEqual([
      expect.objectContaining({
        kind: 'players-ruling',
        trooper: 'engineer',
        skills: ['engineer', 'idle'],
        dice: [{ trooper: 'engineer', faces: [7] }],
        citations: [],
      }),
    ]);
    expect(
      citedRules({
        ...trail,
        turns: trail.turns.map((t) => ({ ...t, pools: null, orders: t.orders.filter((o) => o.order === 2) })),
      }),
    ).toEqual([]);
    const text = renderTrail(trail, { order: 2 });
    const block = text.slice(
      text.findIndex((l) => l.startsWith('Order 2')),
      text.indexOf('Rules cited') - 1,
    );
    expect(block).toEqual([
      'Order 2 · Fusilier Engineer activates — ruled by the players, not by the engine',
      '  declared: Engineer (Short Skill) on the Remote in base contact, then Idle (skills: engineer, idle)',
      '  dice: Fusilier Engineer rolls 7',
      '  note: 7 against WIP 13 passes; the Remote recovers 1 STR and stands up from Unconscious, still Prone',
      '  outcome agreed by the players:',
      '    Fusilier Engineer spends a regular Order (group panoceania-1)',
      '    Palbot Remote: -1 Wound (0 in all)',
      '    Palbot Remote is no longer unconscious',
      '  no rule cited: the engine did not rule this Order; it checked only that the outcome fits the table',
    ]);
  });

  it('the re-adjudication lists it apart and never counts it as re-adjudicated, in text and in --json', async () => {
    const r = await report();
    expect(r.readjudication).toMatchObject({ orders: 2, ordersChecked: 2, ordersRuledByPlayers: 1, agrees: true });
    expect(renderReadjudication(r.readjudication, { name: (id) => r.trail.names[id] ?? id })).toEqual([
      'Re-adjudication',
      `  the logged declarations, measurements and dice were re-run through a fresh engine: ${r.readjudication.compared} derived events compared in 2 Orders (of 2)`,
      '  1 Order was ruled by the players, not by the engine: carried through as agreed, not counted above',
      `    Order 2 (${r.trail.names['engineer'] ?? '?'}): ruled by the players, not re-adjudicated`,
      '  every ruling agrees',
    ]);
    expect(renderReadjudication(r.readjudication, { order: 2 }).join('\n')).not.toMatch(/agrees/);
    const io = fakeIo(false);
    expect(await auditCommand([logFile(recordedLog(EXAMPLE)), '--json'], io)).toBe(0);
    const json = JSON.parse(io.outs.join('')) as { readjudication: Record<string, unknown> };
    expect(json.readjudication).toMatchObject({
      orders: 2,
      ordersChecked: 2,
      ordersRuledByPlayers: 1,
      ruledByPlayers: [{ order: 2, trooper: 'engineer' }],
    });
  });

  it('re-adjudication takes the event back into the command that agreed it', async () => {
    const read = await readLogLeniently(recordedLog(EXAMPLE));
    if (E.isLeft(read)) throw new Error(read.left.message);
    const game = loggedGame(read.right.records);
    expect(E.isRight(game) && game.right.steps.filter((s) => s.order === 2).map((s) => s.command)).toEqual([
      {
        type: 'rule-by-players',
        trooper: 'engineer',
        declared: 'Engineer (Short Skill) on the Remote in base contact, then Idle',
        skills: ['engineer', 'idle'],
        dice: { engineer: [7] },
        note: '7 against WIP 13 passes; the Remote recovers 1 STR and stands up from Unconscious, still Prone',
        outcome: {
          orders: [{ trooper: 'engineer', order: 'regular' }],
          commandTokens: 0,
          wounds: { remote: -1 },
          leave: { remote: ['unconscious'] },
          enter: {},
          uses: {},
          outOfPlay: [],
        },
      },
    ]);
  });

  it("a what-if keeps the players' outcome as agreed and says so; it refuses to change that Order", async () => {
    const read = await readLogLeniently(recordedLog(EXAMPLE));
    if (E.isLeft(read)) throw new Error(read.left.message);
    const kept = whatIf(
      read.right.records,
      [{ kind: 'fact', order: 3, fact: { fact: 'cover', target: 'senku', from: 'remote', value: 'none' } }],
      (id) => id,
    );
    if (E.isLeft(kept)) throw new Error(kept.left);
    expect(kept.right.keptAsAgreed).toEqual([
      'Order 2 (engineer): ruled by the players, not by the engine; the fork keeps the outcome they agreed',
    ]);
    expect(renderWhatIf(kept.right)).toContain(
      '  kept: Order 2 (engineer): ruled by the players, not by the engine; the fork keeps the outcome they agreed',
    );
    const refused = whatIf(
      read.right.records,
      [{ kind: 'aro', order: 2, trooper: 'senku', declaration: { skill: 'dodge' } }],
      (id) => id,
    );
    expect(E.isRight(refused) || refused.left).toMatch(/Order 2 was ruled by the players, not by the engine/);
    // Out of range, the Senku hits the Remote once and the save passes: the Remote is never
    // wounded, and the agreed -1 Wound no longer fits the fork's table: the fork stops there.
    const stops = whatIf(
      read.right.records,
      [
        { kind: 'fact', order: 1, fact: { fact: 'range', from: 'senku', to: 'remote', inches: 40 } },
        { kind: 'dice', order: 1, trooper: 'remote', purpose: 'guts', faces: [3] },
      ],
      (id) => id,
    );
    if (E.isLeft(stops)) throw new Error(stops.left);
    expect(stops.right.stopped).toMatch(
      /^the fork stops at Order 2: the outcome the players agreed for it no longer fits the fork's table .*below 0/,
    );
  });
});

describe('an Order ruled by the players in replay and in the viewer', () => {
  it('arbiter replay marks the troopers it changed and names the Order', async () => {
    const io = fakeIo(false);
    expect(await replayCommand([logFile(recordedLog(EXAMPLE)), '--at', 'order:2'], io)).toBe(0);
    const out = io.outs.join('\n');
    expect(out).toMatch(/^Palbot Remote \(remote\) \* +PanOceania +1 STR +0 +prone +0$/m);
    expect(out).toMatch(/^Senku \(senku\) +Yu Jing/m);
    expect(out).toContain('* changed by an Order ruled by the players, not by the engine: Order 2 (Fusilier Engineer)');
  });

  it('the narration says who ruled it and cites nothing', () => {
    const lines = narrate(recordedEvents(EXAMPLE));
    const at = lines.indexOf('Order 2: Fusilier Engineer activates — ruled by the players, not by the engine');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at, at + 6).join('\n')).not.toMatch(/\[/);
  });

  it('the viewer shows a "ruled by the players" badge (ruling, timeline, trooper cards) and no citation link', () => {
    const events = recordedEvents(EXAMPLE);
    const log = { file: 'game.jsonl', events, warning: null };
    const seq = events.findIndex((e) => e.type === 'OrderRuledByPlayers') + 1;
    const frame = viewFrame(log, seq);
    expect(frame?.ruling).toMatchObject({ order: 2, ruledByPlayers: true, citations: [] });
    expect(frame?.ruling.lines[0]?.text).toBe(
      'Order 2: Fusilier Engineer activates — ruled by the players, not by the engine',
    );
    expect(frame?.troopers.find((t) => t.id === 'remote')).toMatchObject({ ruledByPlayers: [2], states: ['prone'] });
    expect(viewFrame(log, seq - 1)?.ruling.ruledByPlayers).toBe(false);
    expect(
      timeline(log)
        .entries.filter((e) => e.ruledByPlayers)
        .map((e) => e.seq),
    ).toEqual([seq]);
  });
});
