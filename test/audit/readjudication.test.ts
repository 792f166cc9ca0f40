import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { logLines } from '../support/logFiles.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { loggedGame, readjudicate, readLogLeniently, type AuditRecord } from '../../audit/index.ts';
import { editEvent, recordedLog, type RawRecord } from './recordedLog.ts';

const EXAMPLE = 'examples/f2f-1v1.game.yaml';

const read = async (lines: readonly string[]) => {
  const r = await readLogLeniently(lines);
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
};

const audit = async (lines: readonly string[]) => {
  const r = await read(lines);
  const a = readjudicate(r.records);
  if (E.isLeft(a)) throw new Error(a.left);
  return { ...a.right, warnings: r.warnings };
};

const isType =
  (type: string) =>
  (e: Record<string, unknown>): boolean =>
    e['type'] === type;

describe('re-adjudication', () => {
  it('agrees with a log the engine wrote, every derived event compared', async () => {
    const r = await audit(recordedLog(EXAMPLE));
    expect(r.warnings).toEqual([]);
    expect(r.refused).toBeNull();
    expect(r.differences).toEqual([]);
    expect(r.agrees).toBe(true);
    expect(r.compared).toBeGreaterThan(10);
    expect(r.ordersChecked).toBe(1);
  });

  it('takes back exactly the commands that drove the game', async () => {
    const { records } = await read(recordedLog(EXAMPLE));
    const game = loggedGame(records);
    if (E.isLeft(game)) throw new Error(game.left);
    expect(game.right.input.edition).toBe('n5');
    expect(game.right.steps.map((s) => s.command.type)).toEqual([
      'start-turn',
      'activate',
      'declare',
      'measure',
      'measure',
      'measure',
      'measure',
      'measure',
      'aro',
      'end-aros',
      'declare',
      'end-aros',
      'roll',
      'roll',
      'roll',
      'end-turn',
    ]);
    expect(game.right.steps[1]?.command).toEqual({ type: 'activate', trooper: 'fennec', order: 'regular' });
  });

  it('flags a Face to Face winner edited by hand, reading the log despite its broken hash', async () => {
    const edited = editEvent(recordedLog(EXAMPLE), isType('FaceToFaceResolved'), (e) => {
      e['winner'] = 'a';
    });
    const r = await audit(edited);
    expect(r.warnings.map((w) => w.kind)).toEqual(['edited']);
    expect(r.agrees).toBe(false);
    const d = r.differences.find((x) => x.type === 'FaceToFaceResolved');
    expect(d).toMatchObject({ order: 1, kind: 'differs', subject: 'FaceToFaceResolved fennec>senku' });
    expect(d?.fields).toContainEqual({ path: 'winner', logged: '"a"', engine: '"b"' });
  });

  it('flags a saving roll whose wounds were edited and the whole log re-hashed (no warning: only re-adjudication sees it)', async () => {
    const lines = recordedLog(EXAMPLE);
    const events = lines
      .slice(0, -1)
      .map((l) => (JSON.parse(l) as RawRecord).event as unknown as ArbiterEvent)
      .map((e) => (e.type === 'SavingRollResolved' ? { ...e, wounds: 0 } : e));
    const r = await audit(logLines(events));
    expect(r.warnings).toEqual([]);
    expect(r.differences).toHaveLength(1);
    expect(r.differences[0]).toMatchObject({
      type: 'SavingRollResolved',
      kind: 'differs',
      fields: [{ path: 'wounds', logged: '0', engine: '1' }],
    });
  });

  it('warns of a broken chain when only the edited line was re-hashed', async () => {
    const lines = recordedLog(EXAMPLE);
    const at = lines.findIndex((l) => l.includes('"type":"SavingRollResolved"'));
    const events = lines.slice(0, -1).map((l) => (JSON.parse(l) as RawRecord).event as unknown as ArbiterEvent);
    const rehashed = logLines(
      events.map((e, i) => (i === at && e.type === 'SavingRollResolved' ? { ...e, wounds: 0 } : e)),
    );
    const mixed = lines.map((l, i) => (i === at ? (rehashed[i] ?? l) : l));
    const r = await audit(mixed);
    // The re-hashed line is sound itself; the line after it no longer links to it.
    expect(r.warnings).toEqual([expect.objectContaining({ kind: 'chain-broken', line: at + 2 })]);
    expect(r.differences.map((d) => d.type)).toEqual(['SavingRollResolved']);
  });

  it('re-derives rulings from edited dice and flags the rulings they change, up to the first command the engine refuses', async () => {
    const edited = editEvent(
      recordedLog(EXAMPLE),
      (e) => e['type'] === 'DiceRolled' && e['trooper'] === 'senku',
      (e) => {
        e['faces'] = [1];
      },
    );
    const r = await audit(edited);
    // With a 1, the Senku's success no longer cancels the Fusilier's: the Fusilier wins, and the
    // Fusilier's logged saving roll is no longer owed (the Senku must save instead).
    const f2f = r.differences.find((d) => d.type === 'FaceToFaceResolved');
    expect(f2f?.fields).toContainEqual({ path: 'winner', logged: '"b"', engine: '"a"' });
    expect(r.differences).toContainEqual(
      expect.objectContaining({
        type: 'HitsScored',
        kind: 'only-in-log',
        subject: 'HitsScored fennec>senku senku fennec',
      }),
    );
    expect(r.differences).toContainEqual(
      expect.objectContaining({
        type: 'HitsScored',
        kind: 'only-from-engine',
        subject: 'HitsScored fennec>senku fennec senku',
      }),
    );
    expect(r.refused?.message).toMatch(/no saving-roll roll is due from fennec/);
  });

  it('says when the engine refuses a logged command, and checks nothing after it', async () => {
    const edited = editEvent(
      recordedLog(EXAMPLE),
      (e) => e['type'] === 'DiceRolled' && e['trooper'] === 'fennec',
      (e) => {
        e['faces'] = [2, 4];
      },
    );
    const r = await audit(edited);
    expect(r.agrees).toBe(false);
    expect(r.refused?.message).toMatch(/fennec must roll exactly 3 attack dice, not 2/);
    expect(r.ordersChecked).toBe(0);
  });

  it('compares Order by Order: a difference names its Order and seq', async () => {
    const edited = editEvent(recordedLog(EXAMPLE), isType('WoundsInflicted'), (e) => {
      e['total'] = 2;
    });
    const r = await audit(edited);
    const records: readonly AuditRecord[] = (await read(edited)).records;
    const seq = records.find((x) => x.event.type === 'WoundsInflicted')?.seq;
    expect(r.differences).toEqual([
      expect.objectContaining({ order: 1, seq, type: 'WoundsInflicted', kind: 'differs' }),
    ]);
  });
});
