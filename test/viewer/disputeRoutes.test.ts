import * as E from 'fp-ts/lib/Either.js';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../cli/version.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { orderReports, readViewedLog, startViewer, type RunningViewer } from '../../viewer/index.ts';
import type { OrderList } from '../../viewer/index.ts';
import { tempDir } from '../support/tempDir.ts';
import { rawRequest } from './support/rawRequest.ts';
import { HOSTILE_NAME, recordExample, writeHostileLog } from './support/viewerLogs.ts';

let dir: string;
let events: readonly ArbiterEvent[];
let viewer: RunningViewer;
let bare: RunningViewer;
let hostile: RunningViewer;

const serve = async (file: string, reports: boolean): Promise<RunningViewer> => {
  const loaded = await readViewedLog(file);
  if (E.isLeft(loaded)) throw new Error(loaded.left);
  return startViewer(loaded.right, 0, reports ? { reports: orderReports(file, VERSION) } : {});
};

beforeAll(async () => {
  dir = tempDir('view-dispute');
  events = recordExample(resolve('examples/f2f-1v1.game.yaml'), join(dir, 'f2f.jsonl'));
  writeHostileLog(join(dir, 'hostile.jsonl'));
  viewer = await serve(join(dir, 'f2f.jsonl'), true);
  bare = await serve(join(dir, 'f2f.jsonl'), false);
  hostile = await serve(join(dir, 'hostile.jsonl'), true);
});
afterAll(async () => {
  await viewer.close();
  await bare.close();
  await hostile.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("arbiter view: the Orders and the page without JavaScript (issue 21's dispute view)", () => {
  it('lists every Order: its first and last event, the trooper it activated, every trooper its events name', async () => {
    const res = await rawRequest(viewer.port, '/api/orders');
    expect(res.status).toBe(200);
    const list = JSON.parse(res.body) as OrderList;
    const seqsOf1 = events.flatMap((e, i) => ('order' in e && e.order === 1 ? [i + 1] : []));
    expect(list.orders).toEqual([
      {
        order: 1,
        first: seqsOf1[0],
        last: seqsOf1.at(-1),
        trooper: 'fennec',
        player: 'panoceania',
        involved: ['fennec', 'senku'],
      },
    ]);
    expect(list.troopers).toEqual([
      { id: 'fennec', name: 'Fennec Fusilier' },
      { id: 'senku', name: 'Senku' },
    ]);
    expect((await rawRequest(viewer.port, '/api/orders?x=1')).status).toBe(404);
  });

  it('puts Order N, as its report tells it, in the page for a browser without JavaScript: /?order=N', async () => {
    const res = await rawRequest(viewer.port, '/?order=1');
    expect(res.status).toBe(200);
    expect(res.headers).toMatch(/content-type: text\/html; charset=utf-8/i);
    expect(res.headers).toMatch(/content-security-policy: default-src 'none'; script-src 'self';/i);
    const noscript = /<noscript>([\s\S]*)<\/noscript>\s*<section id="dispute"/.exec(res.body)?.[1] ?? '';
    expect(noscript).toContain('<h1>Order 1: Fennec Fusilier activates</h1>');
    expect(noscript).toContain('JavaScript is off: Order 1 as its report tells it.');
    expect(noscript).toMatch(/<span class="fate fate-cancelled">cancelled by senku#1 \(Senku\)<\/span>/);
    expect(noscript).toContain('<form class="static-go" method="get" action="/">');
    expect(res.body).toContain('<script type="module" src="/assets/main.js"></script>');
  });

  it('offers a form to pick an Order at /, and says so when the log has no such Order or the viewer no reports', async () => {
    const plain = await rawRequest(viewer.port, '/');
    expect(plain.status).toBe(200);
    expect(plain.body).toContain('JavaScript is off: pick an Order to read its account');
    expect(plain.body).toContain('value="1"');
    expect(plain.body).not.toContain('<!-- the Order without JavaScript -->');
    const missing = await rawRequest(viewer.port, '/?order=99');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('This log has no Order 99.');
    for (const bad of ['/?order=0', '/?order=x', '/?seq=1', '/?order=1&order=2']) {
      const res = await rawRequest(viewer.port, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body).toBe('give the Order as /?order=N, N an Order number (1, 2, …)\n');
    }
    const noReports = await rawRequest(bare.port, '/?order=1');
    expect(noReports.status).toBe(200);
    expect(noReports.body).toContain('JavaScript is off: this viewer steps through the game with it.');
  });

  it("shows a hostile log's names as text in the page without JavaScript", async () => {
    const res = await rawRequest(hostile.port, '/?order=1');
    expect(res.status).toBe(200);
    expect(res.body).not.toContain(HOSTILE_NAME);
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.body.match(/<script/g)?.length).toBe(2);
  });
});
