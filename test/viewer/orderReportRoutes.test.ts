import * as E from 'fp-ts/lib/Either.js';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCommand } from '../../cli/commands/audit.ts';
import { VERSION } from '../../cli/version.ts';
import type { OrderAccount } from '../../audit/index.ts';
import { orderReports, readViewedLog, reportFileName, startViewer, type RunningViewer } from '../../viewer/index.ts';
import { fakeIo } from '../cli/fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';
import { rawRequest } from './support/rawRequest.ts';
import { recordExample } from './support/viewerLogs.ts';

let dir: string;
let file: string;
let viewer: RunningViewer;
let bare: RunningViewer;

beforeAll(async () => {
  dir = tempDir('view-report');
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

const get = (target: string) => rawRequest(viewer.port, target);

/** The page `arbiter audit LOG --order N --html FILE` writes for the same log. */
const written = async (order: number): Promise<Buffer> => {
  const out = join(dir, `cli-order-${order}.html`);
  const io = fakeIo();
  expect(await auditCommand([file, '--order', String(order), '--html', out, '--force'], io), io.errs.join('\n')).toBe(
    0,
  );
  expect(statSync(out).size).toBeGreaterThan(0);
  return readFileSync(out);
};

describe("arbiter view: an Order's report", () => {
  it('serves the page `audit --order N --html` writes, byte for byte, as a download named after the log', async () => {
    const res = await get('/api/order-report?order=1');
    expect(res.status).toBe(200);
    expect(res.headers).toMatch(/content-type: text\/html; charset=utf-8/i);
    expect(res.headers).toMatch(/content-disposition: attachment; filename="f2f-order-1\.html"/i);
    const cli = await written(1);
    expect(res.headers).toMatch(new RegExp(`content-length: ${cli.length}\\r?$`, 'im'));
    expect(Buffer.from(res.body, 'utf8').equals(cli)).toBe(true);
    const head = await rawRequest(viewer.port, '/api/order-report?order=1', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves the account the page renders as JSON', async () => {
    const res = await get('/api/order-account?order=1');
    expect(res.status).toBe(200);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    const account = JSON.parse(res.body) as OrderAccount;
    expect(account).toMatchObject({ kind: 'arbiter-order-account', version: 1, order: 1, log: { name: file } });
    expect(account.log.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect((await written(1)).toString('utf8')).toContain(account.log.fingerprint);
    expect(account.entries.length).toBeGreaterThan(0);
  });

  it.each([
    '/api/order-account?order=0',
    '/api/order-account?order=abc',
    '/api/order-account?order=01',
    '/api/order-account?order=1&x=2',
    '/api/order-account?order=1&order=2',
    '/api/order-account',
    '/api/order-report?seq=1',
    '/api/order-report',
  ])('refuses what is not one Order number with 400 and says how to ask: %s', async (target) => {
    const res = await get(target);
    expect(res.status).toBe(400);
    expect(res.body).toBe('give the Order as ?order=N, N an Order number (1, 2, …)\n');
  });

  it.each(['/api/order-account?order=99', '/api/order-report?order=99'])(
    'answers 404 for an Order the log does not have: %s',
    async (target) => {
      const res = await get(target);
      expect(res.status).toBe(404);
      expect(res.body).toBe('f2f.jsonl has no Order 99\n');
      expect(res.headers).not.toMatch(/content-disposition/i);
    },
  );

  it('answers 404 when the viewer was started without reports', async () => {
    const res = await rawRequest(bare.port, '/api/order-report?order=1');
    expect(res.status).toBe(404);
  });

  it('names the download after the log, in characters safe in a header', () => {
    expect(reportFileName('game.jsonl', 3)).toBe('game-order-3.html');
    expect(reportFileName('a "b"\r\n.jsonl', 7)).toBe('a__b___-order-7.html');
    expect(reportFileName('.jsonl', 1)).toBe('log-order-1.html');
  });
});
