import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NecromundaFrame } from '../../../viewer/index.ts';
import { recordNecromundaExample } from '../support/necromundaLog.ts';
import { tempDir } from '../../support/tempDir.ts';

let dir: string;
let file: string;
beforeAll(async () => {
  dir = tempDir('necro-view-cli');
  file = (await recordNecromundaExample(dir)).file;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('arbiter view NECRO.jsonl', () => {
  it('serves a Necromunda log (no longer refused): its frames carry the hit statechart state, and Ctrl-C stops it', async () => {
    const child = spawn(process.execPath, [resolve('bin/arbiter.mjs'), 'view', file, '--port', '0', '--no-open'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    const url = await new Promise<string>((done, fail) => {
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /at (http:\/\/127\.0\.0\.1:\d+\/) /.exec(out);
        if (m?.[1] !== undefined) done(m[1]);
      });
      child.on('exit', (code) => fail(new Error(`arbiter view exited (${String(code)}) before serving: ${err}`)));
    });
    expect(out).toContain('necromunda.jsonl (Necromunda, 67 events) at http://127.0.0.1:');
    expect((await fetch(url)).status).toBe(200);
    const machines = (await (await fetch(`${url}api/machines`)).json()) as Record<string, unknown>;
    expect(Object.keys(machines)).toEqual(['necromunda-hit']);
    const frame = (await (await fetch(`${url}api/frame?seq=1`)).json()) as NecromundaFrame;
    expect(frame.active.state).toBe('necromunda-hit.awaiting-hit');
    const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    child.kill('SIGINT');
    expect(await exit).toBe(0);
    expect(err).toContain('arbiter view: stopped');
  });
});
