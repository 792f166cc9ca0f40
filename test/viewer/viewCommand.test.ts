import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/cliIo.ts';
import { viewCommand } from '../../cli/commands/view.ts';
import { main } from '../../cli/main.ts';
import { writeHostileLog } from './support/viewerLogs.ts';
import { tempDir } from '../support/tempDir.ts';

const fakeIo = (): CliIo & { readonly outs: string[]; readonly errs: string[] } => {
  const outs: string[] = [];
  const errs: string[] = [];
  return { outs, errs, out: (s) => void outs.push(s), err: (s) => void errs.push(s), isTTY: false };
};

let dir: string;
let log: string;
beforeAll(() => {
  dir = tempDir('view-cli');
  log = join(dir, 'game.jsonl');
  writeHostileLog(log);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('arbiter view: the command', () => {
  it('is a verb of arbiter, with --help', async () => {
    const io = fakeIo();
    expect(await main(['--help'], io)).toBe(0);
    expect(io.outs.join('\n')).toMatch(/^\s+view\s/m);
    const help = fakeIo();
    expect(await viewCommand(['--help'], help)).toBe(0);
    expect(help.outs.join('\n')).toContain('usage: arbiter view LOG.jsonl [--port N] [--no-open]');
  });

  it.each([
    [[], 'give one LOG.jsonl'],
    [['a.jsonl', 'b.jsonl'], 'give one LOG.jsonl'],
    [['a.jsonl', '--port', 'x'], '--port takes 0 … 65535'],
    [['a.jsonl', '--port', '70000'], '--port takes 0 … 65535'],
    [['a.jsonl', '--bogus'], 'Unknown option'],
  ])('exits 2 on a usage error: %j', async (args, message) => {
    const io = fakeIo();
    expect(await viewCommand(args, io)).toBe(2);
    expect(io.errs.join('\n')).toContain(message);
  });

  it('exits 1 for a log it cannot show, naming the first bad line', async () => {
    const io = fakeIo();
    expect(await viewCommand([join(dir, 'missing.jsonl'), '--no-open'], io)).toBe(1);
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, '{"not":"a record"}\n');
    const io2 = fakeIo();
    expect(await viewCommand([bad, '--no-open'], io2)).toBe(1);
    expect(io2.errs.join('\n')).toMatch(/bad\.jsonl: line 1/);
  });

  it('exits 1 when the port is taken, suggesting --port 0', async () => {
    const busy: Server = createServer();
    await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
    const port = (busy.address() as { port: number }).port;
    const io = fakeIo();
    try {
      expect(await viewCommand([log, '--port', String(port), '--no-open'], io)).toBe(1);
    } finally {
      busy.close();
    }
    expect(io.errs.join('\n')).toContain('the port is in use (try --port 0)');
  });

  it('serves on 127.0.0.1, prints the URL with its port, and stops cleanly on Ctrl-C', async () => {
    const child = spawn(process.execPath, [resolve('bin/arbiter.mjs'), 'view', log, '--port', '0', '--no-open'], {
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
        const m = /at (http:\/\/127\.0\.0\.1:(\d+)\/) /.exec(out);
        if (m?.[1] !== undefined) done(m[1]);
      });
      child.on('exit', (code) => fail(new Error(`arbiter view exited (${String(code)}) before serving: ${err}`)));
    });
    expect(out).toContain('game.jsonl (20 events) at http://127.0.0.1:');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>arbiter view</title>');
    const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    child.kill('SIGINT');
    expect(await exit).toBe(0);
    expect(err).toContain('arbiter view: stopped');
  });
});
