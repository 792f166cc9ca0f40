import * as E from 'fp-ts/lib/Either.js';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHAT_IF_SYNTAX } from '../../audit/index.ts';
import { auditCommand } from '../../cli/commands/audit.ts';
import { VERSION } from '../../cli/version.ts';
import { orderReports, readViewedLog, startViewer, type RunningViewer, type WhatIfView } from '../../viewer/index.ts';
import { fakeIo } from '../cli/fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';
import { rawRequest } from './support/rawRequest.ts';
import { recordExample } from './support/viewerLogs.ts';

let dir: string;
let file: string;
let viewer: RunningViewer;
let bare: RunningViewer;

beforeAll(async () => {
  dir = tempDir('view-what-if');
  file = join(dir, 'f2f.jsonl');
  recordExample(resolve('examples/f2f-1v1.game.yaml'), file);
  const loaded = await readViewedLog(file);
  if (E.isLeft(loaded)) throw new Error(loaded.left);
  viewer = await startViewer(loaded.right, 0, { reports: orderReports(file, VERSION) });
  bare = await startViewer(loaded.right, 0);
});
afterAll(async () => {
  await viewer.close();
  await bare.close();
  rmSync(dir, { recursive: true, force: true });
});

const ask = (order: string, change: string) =>
  rawRequest(viewer.port, `/api/what-if?order=${order}&change=${encodeURIComponent(change)}`);
/** What `arbiter audit LOG --what-if CHANGE` writes on stderr, and its exit code. */
const cli = async (change: string) => {
  const io = fakeIo();
  const code = await auditCommand([file, '--order', '1', '--what-if', change], io);
  return { code, errs: io.errs.join('\n') };
};

describe('arbiter view: a what-if on the current Order (issue 21 item 3)', () => {
  it('runs the fork audit --what-if runs and answers the Order as logged and forked, both with their odds', async () => {
    const res = await ask('1', 'order:1 cover senku<-fennec=none');
    expect(res.status).toBe(200);
    const view = JSON.parse(res.body) as WhatIfView;
    expect(view.order).toBe(1);
    expect(view.changes).toEqual([expect.stringMatching(/cover/)]);
    expect(view.stopped).toBeNull();
    const f2f = (a: WhatIfView['recorded'] | null) => a?.entries.find((e) => e.roll?.kind === 'face-to-face')?.roll;
    const logged = f2f(view.recorded);
    const forked = f2f(view.forked);
    // Without Partial Cover, the Fusilier's SV against the Senku loses the cover MOD; the same dice, other odds.
    expect(logged?.rollers[0]?.sv).toBe((forked?.rollers[0]?.sv ?? 0) - 3);
    expect(forked?.dice.map((d) => d.face)).toEqual(logged?.dice.map((d) => d.face));
    expect(logged?.odds?.happened.chance.p).not.toBe(forked?.odds?.happened.chance.p);
    expect(view.rulings.some((r) => r.changed)).toBe(true);
    expect(view.forked?.readjudication.lines).toEqual([expect.stringMatching(/^a what-if fork/)]);
  });

  it('refuses a change it cannot read with the words of arbiter audit --what-if (400), and a fork that cannot run (422)', async () => {
    const bad = 'order:1 cover senku';
    const res = await ask('1', bad);
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body) as { error: string; syntax: string };
    expect(body.error).toBe('what-if: cover is TARGET<-ATTACKER=none|partial|total, not senku');
    expect(body.syntax).toBe(WHAT_IF_SYNTAX);
    const said = await cli(bad);
    expect(said.code).toBe(2);
    expect(said.errs).toContain(`--${body.error}`);

    const unknown = 'order:1 aro nobody=dodge';
    const fork = await ask('1', unknown);
    expect(fork.status).toBe(422);
    const why = (JSON.parse(fork.body) as { error: string }).error;
    expect(why).toMatch(/^what-if: .*nobody/);
    const cliFork = await cli(unknown);
    expect(cliFork.code).toBe(1);
    expect(cliFork.errs).toContain(why);
  });

  it.each([
    ['/api/what-if?order=1', 400],
    ['/api/what-if?change=x', 400],
    ['/api/what-if?order=0&change=x', 400],
    ['/api/what-if?order=1&change=a&change=b', 400],
    ['/api/what-if?order=1&change=order:1%20range%20fennec<->senku=17&x=1', 400],
    ['/api/what-if?order=99&change=order:99%20range%20fennec<->senku=17', 404],
  ])('answers %s with %i', async (target, status) => {
    expect((await rawRequest(viewer.port, target)).status).toBe(status);
  });

  it('gives the syntax of a change, and nothing without reports', async () => {
    const res = await rawRequest(viewer.port, '/api/what-if');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ syntax: WHAT_IF_SYNTAX });
    expect((await rawRequest(bare.port, '/api/what-if?order=1&change=x')).status).toBe(404);
  });
});
