import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tempDir.ts';

// The built command runs from V8's code cache (bin/bundle.mjs, made by scripts/buildCodeCache.mjs
// in the build that vitest's global setup runs). These tests run it in child processes.
const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'arbiter.mjs');
const LOADER = join(ROOT, 'bin', 'bundle.mjs');
const BUNDLE = join(ROOT, 'dist', 'arbiter.cjs');

/**
 * Loads `bundle` with bin/bundle.mjs in a fresh Node (with `flags`), says how its cache went, then
 * runs `arbiter ARGS`: with the cache of the verb ARGS start with when the build made one.
 */
const load = (bundle: string, args: readonly string[], flags: readonly string[] = []) => {
  const script = [
    `import { loadBundle } from ${JSON.stringify(LOADER)};`,
    `const loaded = loadBundle(${JSON.stringify(bundle)}, { verb: ${JSON.stringify(args[0])} });`,
    'process.stderr.write(`cache: ${loaded.cache}\\n`);',
    `process.exitCode = await loaded.exports.main(${JSON.stringify(args)});`,
  ].join('\n');
  return spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], { encoding: 'utf8' });
};

/** A copy of the built bundle and its cache in a folder of its own. */
const copyOfBuild = (): string => {
  const dir = tempDir('code-cache');
  copyFileSync(BUNDLE, join(dir, 'arbiter.cjs'));
  copyFileSync(`${BUNDLE}.cache`, join(dir, 'arbiter.cjs.cache'));
  return join(dir, 'arbiter.cjs');
};

/** The bundle changed in one place, to a text of the same length: how `arbiter nonsense` answers. */
const sameLengthEdit = (bundle: string): void => {
  const text = readFileSync(bundle, 'utf8');
  const edited = text.replace('arbiter: unknown verb', 'arbiter: unknown verX');
  expect(edited).not.toBe(text);
  writeFileSync(bundle, edited);
};

describe('the command runs from its code cache, and only from the cache of its own bundle', () => {
  it('the build leaves a cache that V8 takes, and the command answers the same', () => {
    const r = load(BUNDLE, ['--version']);
    expect(r.stderr).toBe('cache: used\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${execFileSync(process.execPath, [BIN, '--version'], { encoding: 'utf8' })}`);
  });

  it.each(['record', 'verify', 'replay', 'audit', 'odds'])('`%s` has a cache of its own, which V8 takes', (verb) => {
    expect(existsSync(`${BUNDLE}.${verb}.cache`)).toBe(true);
    const r = load(BUNDLE, [verb, '--help']);
    expect(r.stderr).toBe('cache: used\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`arbiter ${verb}`);
  });

  it('a cache made from another bundle is never offered, even when V8 would take it', () => {
    const bundle = copyOfBuild();
    sameLengthEdit(bundle);
    const r = load(bundle, ['nonsense']);
    expect(r.stderr).toContain('cache: stale\n');
    expect(r.stderr).toContain('arbiter: unknown verX nonsense');
    // V8 checks only the source's length: with the new bundle's digest on the old bytecode, it takes
    // the cache and runs the old code. The digest is what keeps a stale cache out.
    const cache = `${bundle}.cache`;
    const digest = createHash('sha256').update(readFileSync(bundle)).digest('hex');
    writeFileSync(cache, Buffer.concat([Buffer.from(`${digest}\n`), readFileSync(cache).subarray(65)]));
    const forged = load(bundle, ['nonsense']);
    expect(forged.stderr).toContain('cache: used\n');
    expect(forged.stderr).toContain('arbiter: unknown verb nonsense');
  });

  it('a cache V8 refuses (other V8 flags) is compiled past, with the same answers', () => {
    const r = load(BUNDLE, ['nonsense'], ['--max-lazy']);
    expect(r.stderr).toContain('cache: rejected\n');
    expect(r.stderr).toContain('arbiter: unknown verb nonsense');
    expect(r.status).toBe(2);
  });

  it('the audit of a game prints the same bytes with the cache and without it (ARBITER_CODE_CACHE=off)', () => {
    const dir = tempDir('code-cache-audit');
    const log = join(dir, 'f2f.jsonl');
    execFileSync(process.execPath, [BIN, 'record', join(ROOT, 'examples', 'f2f-1v1.game.yaml'), '-o', log]);
    const audit = (cache: string) =>
      spawnSync(process.execPath, [BIN, 'audit', log], {
        encoding: 'utf8',
        env: { ...process.env, ARBITER_CODE_CACHE: cache },
      });
    const [on, off] = [audit('on'), audit('off')];
    expect(on.status).toBe(0);
    expect(on.stdout).toContain('every ruling agrees');
    expect(off.status).toBe(on.status);
    expect(off.stdout).toBe(on.stdout);
    expect(off.stderr).toBe(on.stderr);
  });

  it('what the command imports at run time (elkjs, the chart code) comes in from the cache too: audit --html', () => {
    const dir = tempDir('code-cache-html');
    const log = join(dir, 'f2f.jsonl');
    execFileSync(process.execPath, [BIN, 'record', join(ROOT, 'examples', 'f2f-1v1.game.yaml'), '-o', log]);
    const report = (cache: string): string => {
      const html = join(dir, `report-${cache}.html`);
      execFileSync(process.execPath, [BIN, 'audit', log, '--order', '1', '--html', html], {
        env: { ...process.env, ARBITER_CODE_CACHE: cache },
      });
      return readFileSync(html, 'utf8');
    };
    const [on, off] = [report('on'), report('off')];
    expect(on).toContain('<svg');
    expect(on).toBe(off);
  });
});
