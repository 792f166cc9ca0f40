import * as E from 'fp-ts/lib/Either.js';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readViewedLog, startViewer, type RunningViewer, type ViewedLog } from '../../viewer/index.ts';
import { rawRequest } from './support/rawRequest.ts';
import { recordExample } from './support/viewerLogs.ts';
import { tempDir } from '../support/tempDir.ts';

let dir: string;
let log: ViewedLog;
let viewer: RunningViewer;

beforeAll(async () => {
  dir = tempDir('view');
  const file = join(dir, 'f2f.jsonl');
  recordExample(resolve('examples/f2f-1v1.game.yaml'), file);
  const loaded = await readViewedLog(file);
  if (E.isLeft(loaded)) throw new Error(loaded.left);
  log = loaded.right;
  viewer = await startViewer(log, 0);
});
afterAll(async () => {
  await viewer.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (target: string) => rawRequest(viewer.port, target);

describe('arbiter view: the server', () => {
  it('listens on 127.0.0.1 only, on the free port it was given (port 0)', () => {
    expect(viewer.address).toBe('127.0.0.1');
    expect(viewer.port).toBeGreaterThan(0);
    expect(viewer.url).toBe(`http://127.0.0.1:${viewer.port}/`);
  });

  it('serves the page and its assets locally, elkjs included, with a strict content security policy', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers).toMatch(/content-type: text\/html/i);
    expect(page.headers).toMatch(/content-security-policy: default-src 'none'; script-src 'self'/i);
    expect(page.headers).toMatch(/x-content-type-options: nosniff/i);
    expect(page.body).not.toMatch(/https?:\/\//);
    for (const asset of ['/assets/main.js', '/assets/viewer.css', '/assets/statechart.js', '/assets/favicon.svg']) {
      expect((await get(asset)).status, asset).toBe(200);
    }
    const elk = await get('/assets/elk.bundled.js');
    expect(elk.status).toBe(200);
    expect(elk.headers).toMatch(/content-type: text\/javascript/i);
    expect(elk.body.length).toBe(readFileSync(resolve('node_modules/elkjs/lib/elk.bundled.js'), 'utf8').length);
  });

  it('answers the JSON APIs: machines, timeline, and the frame at a seq', async () => {
    const machines = JSON.parse((await get('/api/machines')).body) as Record<string, { id: string }>;
    expect(Object.keys(machines).sort()).toEqual(['game', 'order']);
    const timeline = JSON.parse((await get('/api/timeline')).body) as {
      file: string;
      entries: { seq: number; type: string }[];
    };
    expect(timeline.file).toBe('f2f.jsonl');
    expect(timeline.entries.map((e) => e.seq)).toEqual(log.events.map((_, i) => i + 1));
    expect(timeline.entries.map((e) => e.type)).toEqual(log.events.map((e) => e.type));
    const last = log.events.length;
    const frame = JSON.parse((await get(`/api/frame?seq=${last}`)).body) as {
      seq: number;
      last: number;
      event: { type: string };
    };
    expect(frame).toMatchObject({ seq: last, last, event: { type: log.events[last - 1]?.type } });
  });

  it.each([
    '/api/frame?seq=0',
    `/api/frame?seq=99999`,
    '/api/frame?seq=abc',
    '/api/frame?seq=1&x=2',
    '/api/frame?seq=01',
    '/api/frame',
    '/api/timeline?x=1',
    '/api/timeline?from=0',
    '/api/timeline?from=99999',
    '/api/timeline?from=1&from=2',
    '/api/frame/1',
  ])('refuses a frame request it cannot answer: %s → 404', async (target) => {
    expect((await get(target)).status).toBe(404);
  });

  it('sends the timeline in pages: the first one, then the page from any event', async () => {
    const first = JSON.parse((await get('/api/timeline')).body) as { last: number; from: number };
    expect(first).toMatchObject({ last: log.events.length, from: 1 });
    const page = JSON.parse((await get('/api/timeline?from=3')).body) as { from: number; entries: { seq: number }[] };
    expect(page.from).toBe(3);
    expect(page.entries.map((e) => e.seq)).toEqual(log.events.slice(2).map((_, i) => i + 3));
  });

  it.each([
    '/../package.json',
    '/%2e%2e/',
    '/%2e%2e/package.json',
    '/%2E%2E/%2E%2E/README.md',
    '/assets/../../README.md',
    '/assets/../package.json',
    '/assets/..%2f..%2fREADME.md',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/..\\..\\package.json',
    '/assets/tsconfig.json',
    '/assets/',
    '/assets',
    '/assets/main.js/',
    '/assets//main.js',
    '/assets/MAIN.JS',
    '/assets/index.html',
    '/node_modules/elkjs/lib/elk.bundled.js',
    '/package.json',
    '/README.md',
    '/f2f.jsonl',
    '/etc/passwd',
    '//etc/passwd',
    `/${resolve('package.json')}`,
    resolve('package.json'),
    '*',
    '/assets/main.js%00.png',
  ])('allows nothing outside its routes: %s → 404', async (target) => {
    const res = await get(target);
    expect(res.status).toBe(404);
    expect(res.body).toBe('not found\n');
  });

  it('refuses request targets that are not paths (Node rejects a bare file name before routing)', async () => {
    const res = await get('package.json');
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('"name"');
  });

  it('refuses an absolute-form request target for a file', async () => {
    expect((await get(`http://127.0.0.1:${viewer.port}/package.json`)).status).toBe(404);
    expect((await get(`file:///etc/passwd`)).status).toBe(404);
  });

  it('refuses other methods and foreign Host headers (DNS rebinding)', async () => {
    expect((await rawRequest(viewer.port, '/', { method: 'POST' })).status).toBe(405);
    expect((await rawRequest(viewer.port, '/', { method: 'DELETE' })).status).toBe(405);
    expect((await rawRequest(viewer.port, '/api/timeline', { host: 'evil.example' })).status).toBe(403);
    expect((await rawRequest(viewer.port, '/api/timeline', { host: `evil.example:${viewer.port}` })).status).toBe(403);
    expect((await rawRequest(viewer.port, '/api/timeline', { host: `localhost:${viewer.port}` })).status).toBe(200);
    const head = await rawRequest(viewer.port, '/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });
});
