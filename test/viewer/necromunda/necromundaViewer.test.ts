import * as E from 'fp-ts/lib/Either.js';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { necromundaCommandsOf } from '../../../audit/necromunda/index.ts';
import type { NecromundaEvent } from '../../../events/necromunda/index.ts';
import { createNecromundaSession, necromundaMachineDefinitions } from '../../../machines/necromunda/index.ts';
import { foldNecromunda } from '../../../projections/necromunda/index.ts';
import {
  hitMachineState,
  hitOf,
  necromundaViewModel,
  readNecromundaLog,
  startViewer,
  type NecromundaFrame,
  type NecromundaViewedLog,
  type RunningViewer,
  type Timeline,
} from '../../../viewer/index.ts';
import { rawRequest } from '../support/rawRequest.ts';
import { recordNecromundaExample } from '../support/necromundaLog.ts';
import { tempDir } from '../../support/tempDir.ts';

let dir: string;
let log: NecromundaViewedLog;
let viewer: RunningViewer;

beforeAll(async () => {
  dir = tempDir('necro-view');
  log = (await recordNecromundaExample(dir)).log;
  viewer = await startViewer(necromundaViewModel(log), 0);
});
afterAll(async () => {
  await viewer.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (target: string) => rawRequest(viewer.port, target);
const getJson = async <T>(target: string): Promise<T> => {
  const r = await get(target);
  expect(r.status, target).toBe(200);
  return JSON.parse(r.body) as T;
};
const seqOf = (type: NecromundaEvent['type'], hit: number): number =>
  log.events.findIndex((e) => e.type === type && hitOf(e) === hit) + 1;

describe('arbiter view of a Necromunda log: the server', () => {
  it('serves the hit statechart as /api/machines, as `arbiter machines --ruleset necromunda-2018` gives it', async () => {
    const machines = await getJson<Record<string, unknown>>('/api/machines');
    expect(Object.keys(machines)).toEqual(['necromunda-hit']);
    expect(machines).toEqual(JSON.parse(JSON.stringify(necromundaMachineDefinitions())));
  });

  it('serves the timeline in pages, each event with its hit and its trail line, and says the ruleset', async () => {
    const t = await getJson<Timeline>('/api/timeline');
    expect(t).toMatchObject({ ruleset: 'necromunda-2018', edition: null, last: log.events.length, from: 1 });
    expect(t.title).toBe(log.events[0]?.type === 'NecromundaGameStarted' ? log.events[0].title : '');
    expect(t.entries.map((e) => e.seq)).toEqual(log.events.map((_, i) => i + 1));
    expect(t.entries[0]).toMatchObject({ type: 'NecromundaGameStarted', hit: null, order: null });
    const wound = seqOf('WoundRolled', 2);
    expect(t.entries[wound - 1]).toMatchObject({ type: 'WoundRolled', hit: 2 });
    expect(t.entries[wound - 1]?.summary).toMatch(/^wound roll: S\d+ against T\d+ .*needs \d\+/);
    const later = await getJson<Timeline>(`/api/timeline?from=${wound}`);
    expect(later.from).toBe(wound);
    expect(later.entries[0]?.seq).toBe(wound);
    expect((await get(`/api/timeline?from=${log.events.length + 1}`)).status).toBe(404);
    expect((await get('/api/orders')).body).toBe('{"troopers":[],"orders":[]}');
  });

  it('necromunda/resolve-hits/sequence: after a wound that gets through the frame is at the save roll, with the fighters and the ruling of that hit', async () => {
    const wound = seqOf('WoundRolled', 2);
    const f = await getJson<NecromundaFrame>(`/api/frame?seq=${wound}`);
    expect(f).toMatchObject({ ruleset: 'necromunda-2018', seq: wound, last: log.events.length });
    expect(f.event).toMatchObject({ type: 'WoundRolled', hit: 2, success: true });
    expect(f.active).toEqual({
      state: 'necromunda-hit.save-roll',
      hit: 2,
      owed: 'the save roll',
      owedSteps: [],
      hitsResolved: 1,
    });
    expect(f.ruling.hit).toBe(2);
    expect(f.ruling.lines.map((l) => l.seq)).toEqual([seqOf('HitDeclared', 2), wound]);
    expect(f.ruling.citations.map((c) => c.id)).toContain('necromunda/wound-roll/table');
    for (const c of f.ruling.citations) expect(c.source).toMatch(/^https:\/\//);
    const game = foldNecromunda(log.events.slice(0, wound));
    expect(f.fighters.map((x) => x.id)).toEqual(game?.order);
    expect(f.fighters[0]).toMatchObject({ status: 'active', statusText: 'standing', fleshWounds: 0 });
  });

  it('necromunda/resolve-hits/sequence: a failed wound roll leaves the machine awaiting the next hit; Injury dice owed put it at injury-dice', async () => {
    const missed = await getJson<NecromundaFrame>(`/api/frame?seq=${seqOf('HitResolved', 1)}`);
    expect(missed.active).toMatchObject({ state: 'necromunda-hit.awaiting-hit', hit: null, owed: null });
    const damage = seqOf('DamageInflicted', 3);
    const hurt = await getJson<NecromundaFrame>(`/api/frame?seq=${damage}`);
    expect(hurt.active).toMatchObject({ state: 'necromunda-hit.injury-dice', hit: 3, owed: 'Injury dice 1 of 1' });
    const injured = await getJson<NecromundaFrame>(`/api/frame?seq=${seqOf('FighterInjured', 3)}`);
    const vex = injured.fighters.find((x) => x.id === 'vex');
    const before = hurt.fighters.find((x) => x.id === 'vex');
    expect(vex?.woundsLeft).toBeLessThan(vex?.wounds ?? 0);
    expect(vex).toMatchObject({ fleshWounds: 1, toughness: (before?.toughness ?? 0) - 1 });
  });

  it('necromunda/resolve-hits/sequence: at every command boundary the frame names the state the hit statechart is in when the logged commands are replayed through it', () => {
    const first = log.events[0];
    if (first?.type !== 'NecromundaGameStarted') throw new Error('the log does not start a game');
    const session = createNecromundaSession(first);
    const model = necromundaViewModel(log);
    let seq = 1;
    expect((model.frame(seq) as NecromundaFrame).active.state).toBe(`necromunda-hit.${session.step()}`);
    for (const c of necromundaCommandsOf(log.events)) {
      const r = session.send(c);
      if (E.isLeft(r)) throw new Error(r.left.reason);
      seq += r.right.length;
      expect((model.frame(seq) as NecromundaFrame).active.state, `after event ${seq}`).toBe(
        `necromunda-hit.${session.step()}`,
      );
    }
    expect(seq).toBe(log.events.length);
    // Inside a command (a failed save, before the vehicle's dice are owed) the machine is still routing.
    const save = seqOf('SaveRolled', 7);
    expect((model.frame(save) as NecromundaFrame).active).toMatchObject({
      state: 'necromunda-hit.routing',
      owed: null,
      owedSteps: [],
    });
    const folded = foldNecromunda(log.events.slice(0, save));
    expect(hitMachineState(folded, true)).toBe('routing');
    expect(hitMachineState(folded)).toBe('save-roll');
  });

  it('refuses a frame the log does not have, and any other query', async () => {
    for (const target of [
      '/api/frame?seq=0',
      `/api/frame?seq=${log.events.length + 1}`,
      '/api/frame?seq=x',
      '/api/machines?x=1',
    ])
      expect((await get(target)).status, target).toBe(404);
    expect((await get('/api/frame?seq=1')).status).toBe(200);
  });

  it('refuses a file that is not a log, naming its first bad line', async () => {
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, '{"not":"a record"}\n');
    const r = await readNecromundaLog(bad);
    expect(E.isLeft(r) && r.left).toMatch(/line 1/);
  });
});
