import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tempDir.ts';

const BIN = resolve(import.meta.dirname, '..', '..', 'bin', 'arbiter.mjs');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A checkout in miniature: bin/ (the launcher and its modules), a build script, a stub bundle (what the launcher runs) and one source file. */
const checkout = (sourceAge: 'older' | 'newer' | 'gone'): string => {
  const root = tempDir('stale');
  dirs.push(root);
  for (const d of ['bin', 'scripts', 'dist', 'rules']) mkdirSync(join(root, d));
  for (const f of readdirSync(dirname(BIN)))
    if (f.endsWith('.mjs')) copyFileSync(join(dirname(BIN), f), join(root, 'bin', f));
  writeFileSync(join(root, 'scripts', 'buildCli.mjs'), '');
  writeFileSync(
    join(root, 'dist', 'arbiter.cjs'),
    "exports.main = async () => { console.log('ran'); return 0; };\nexports.heapGrowthPercent = () => 50;\nexports.logBytes = () => undefined;\n",
  );
  writeFileSync(join(root, 'dist', 'sources.json'), JSON.stringify(['rules/a.ts']));
  const built = new Date('2026-01-02T00:00:00Z');
  utimesSync(join(root, 'dist', 'arbiter.cjs'), built, built);
  if (sourceAge !== 'gone') {
    writeFileSync(join(root, 'rules', 'a.ts'), 'export {};\n');
    const t = new Date(sourceAge === 'older' ? '2026-01-01T00:00:00Z' : '2026-01-03T00:00:00Z');
    utimesSync(join(root, 'rules', 'a.ts'), t, t);
  }
  return root;
};

const run = (root: string) => spawnSync(process.execPath, [join(root, 'bin', 'arbiter.mjs')], { encoding: 'utf8' });

describe('bin/arbiter.mjs never runs a build older than its sources', () => {
  it('a build newer than every source runs', () => {
    const r = run(checkout('older'));
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('ran\n');
  });

  it('a source newer than the build: exit 2, the file named, nothing run', () => {
    const r = run(checkout('newer'));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('dist/ is older than rules/a.ts');
    expect(r.stderr).toContain('npm run build');
  });

  it('a source the build came from is gone: exit 2', () => {
    const r = run(checkout('gone'));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('rules/a.ts');
  });
});
