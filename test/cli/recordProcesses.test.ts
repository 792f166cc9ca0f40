import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import { verifyLog } from '../../kernel/log/index.ts';
import { tempDir } from '../kernel/log/logFixtures.ts';
import { LOG_RULES } from '../../cli/logRules.ts';
import { bundleCli, runCli, runCliInShell } from '../support/cliProcess.ts';

// `arbiter record` as separate processes: writers racing for one file, a directory the user may not
// write, and a disk that fills up. Each provokes the real failure from the kernel.

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');
const DEMO = join(EXAMPLES, 'demo.game.yaml');
const SEED = join(EXAMPLES, 'f2f-1v1.game.yaml');

let tmp: Awaited<ReturnType<typeof tempDir>>;
let bundle: Awaited<ReturnType<typeof bundleCli>>;
let cli: string;
beforeAll(async () => {
  tmp = await tempDir();
  chmodSync(tmp.dir, 0o755);
  bundle = await bundleCli();
  cli = bundle.path;
}, 60_000);
afterAll(async () => {
  await tmp.cleanup();
  await bundle.cleanup();
});

const isRoot = (): boolean => process.getuid?.() === 0;

describe('arbiter record, as processes', () => {
  test('two records to the same new file at once: exactly one succeeds, the other says why and writes nothing', async () => {
    for (let round = 0; round < 3; round++) {
      const log = tmp.file(`race-${round}.jsonl`);
      const results = await Promise.all([
        runCli(cli, ['record', DEMO, '-o', log, '-q']),
        runCli(cli, ['record', DEMO, '-o', log, '-q']),
      ]);
      expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
      const loser = results.find((r) => r.code === 1);
      expect(loser?.err).toMatch(
        new RegExp(`^arbiter record: ${log} (is being written by another process|already exists)`),
      );
      expect(await verifyLog(log, arbiterCatalogue)).toMatchObject({
        _tag: 'Right',
        right: { seal: expect.anything() },
      });
    }
    expect(readdirSync(tmp.dir).filter((n) => n.startsWith('race') || n.startsWith('.race'))).toEqual([
      'race-0.jsonl',
      'race-1.jsonl',
      'race-2.jsonl',
    ]);
  }, 60_000);

  test('a directory the user may not write: one plain line naming the path and "permission denied"; nothing left behind', async () => {
    const dir = tmp.file('read-only');
    mkdirSync(dir);
    const game = tmp.file('seed.game.yaml');
    copyFileSync(SEED, game);
    chmodSync(game, 0o644);
    chmodSync(dir, 0o555);
    // Root may write anywhere: the command then runs as the unprivileged user `nobody`.
    const as = isRoot() ? { uid: 65534, gid: 65534 } : {};
    const r = await runCli(cli, ['record', game, '-o', join(dir, 'game.jsonl')], as);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `arbiter record: cannot create the lock file ${join(dir, 'game.jsonl')}.lock: permission denied (EACCES) [log/file-system: ${LOG_RULES['log/file-system'].title}]\n`,
    );
    expect(readdirSync(dir)).toEqual([]);
  }, 30_000);

  test('--force never replaces a log the user made read-only, whoever runs it: the file byte for byte', async () => {
    const dir = tmp.file('kept');
    mkdirSync(dir);
    const log = join(dir, 'game.jsonl');
    writeFileSync(log, 'a finished game, kept read-only\n');
    chmodSync(log, 0o444);
    const game = tmp.file('seed2.game.yaml');
    copyFileSync(SEED, game);
    chmodSync(game, 0o644);
    const as = isRoot() ? { uid: 65534, gid: 65534 } : {};
    // The unprivileged user may write the directory, so only the file's own mode protects it.
    chmodSync(dir, 0o777);
    const r = await runCli(cli, ['record', game, '-o', log, '--force'], as);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `arbiter record: cannot replace ${log}: the file is read-only (no one may write it): it was left as it was [log/file-system: ${LOG_RULES['log/file-system'].title}]\n`,
    );
    expect(readFileSync(log, 'utf8')).toBe('a finished game, kept read-only\n');
    expect(readdirSync(dir)).toEqual(['game.jsonl']);
  }, 30_000);

  test('the lock file cannot be written (no byte may be written at all): one plain line, and no lock file left behind', async () => {
    const dir = tmp.file('no-bytes');
    mkdirSync(dir);
    const log = join(dir, 'game.jsonl');
    const r = await runCliInShell(cli, 'ulimit -f 0', ['record', SEED, '-o', log, '-q']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      new RegExp(
        `^arbiter record: cannot write the lock file ${log}\\.lock: the file would be larger than this process may write \\(EFBIG\\)`,
      ),
    );
    expect(readdirSync(dir)).toEqual([]);
  }, 30_000);

  test('the disk fills up while writing: exit 1, the cause in plain words, the old log byte for byte, no temporary file', async () => {
    const dir = tmp.file('small-disk');
    mkdirSync(dir);
    const log = join(dir, 'game.jsonl');
    // A real small file system where one can be mounted; otherwise the file-size limit makes the kernel refuse the write.
    let mounted: boolean;
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'ignore' });
      mounted = true;
    } catch {
      mounted = false;
    }
    try {
      const old = await runCli(cli, ['record', SEED, '-o', log, '-q']);
      expect(old.code).toBe(0);
      const before = readFileSync(log);
      const r = mounted
        ? await runCli(cli, ['record', DEMO, '-o', log, '--force', '-q'])
        : await runCliInShell(cli, 'ulimit -f 64', ['record', DEMO, '-o', log, '--force', '-q']);
      expect(r.code).toBe(1);
      const cause = mounted
        ? 'the disk is full \\(ENOSPC\\)'
        : 'the file would be larger than this process may write \\(EFBIG\\)';
      expect(r.err).toMatch(new RegExp(`^arbiter record: cannot write ${log}: ${cause} \\[log/file-system: `));
      expect(readFileSync(log)).toEqual(before);
      expect(readdirSync(dir)).toEqual(['game.jsonl']);
      expect(await verifyLog(log, arbiterCatalogue)).toMatchObject({
        _tag: 'Right',
        right: { seal: expect.anything() },
      });
    } finally {
      if (mounted) execFileSync('umount', [dir], { stdio: 'ignore' });
    }
  }, 60_000);

  test('recorded-game/size: a 20 MB note (a log line the reader could not read back) stops the recording; the old log stays', async () => {
    const game = tmp.file('huge.game.yaml');
    const text = readFileSync(SEED, 'utf8').replace(
      'first: { skill: idle }',
      `first: { skill: move, note: "${'x'.repeat(20 * 1024 * 1024)}" }`,
    );
    writeFileSync(game, text);
    const log = tmp.file('huge.jsonl');
    writeFileSync(log, 'before\n');
    const r = await runCli(cli, ['record', game, '-o', log, '--force', '-q']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /^.*huge\.game\.yaml:1:1: the file is 20\.0 MiB and not plain JSON: a recorded game in YAML is at most 16 MiB \(64 MiB in JSON\) \[recorded-game\/size: /,
    );
    expect(readFileSync(log, 'utf8')).toBe('before\n');
  }, 60_000);
});
