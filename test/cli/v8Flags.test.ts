import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_V8_FLAGS } from '../../bin/v8Flags.mjs';
import { tempDir } from '../support/tempDir.ts';

// The built command runs with the V8 flags of bin/v8Flags.mjs, set by bin/bundle.mjs before it
// compiles the bundle. V8 takes a code cache only under the flags it was made with, which makes
// the flags observable from outside: a cache made without them is refused, one made with them taken.
const ROOT = resolve(import.meta.dirname, '..', '..');
const LOADER = join(ROOT, 'bin', 'bundle.mjs');
const BUNDLE = join(ROOT, 'dist', 'arbiter.cjs');

/** A copy of the built bundle with a code cache made in a fresh Node started with `flags` (bin/bundle.mjs's file format). */
const bundleWithCacheMadeUnder = (flags: readonly string[]): string => {
  const bundle = join(tempDir('v8-flags'), 'arbiter.cjs');
  copyFileSync(BUNDLE, bundle);
  const make = [
    "import { readFileSync, writeFileSync } from 'node:fs';",
    "import { hash } from 'node:crypto';",
    "import Module from 'node:module';",
    "import { Script } from 'node:vm';",
    `const file = ${JSON.stringify(bundle)};`,
    'const bytes = readFileSync(file);',
    "const script = new Script(Module.wrap(bytes.toString('latin1')), { filename: file });",
    "writeFileSync(`${file}.cache`, Buffer.concat([Buffer.from(`${hash('sha256', bytes, 'hex')}\\n`, 'latin1'), script.createCachedData()]));",
  ].join('\n');
  const r = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', make], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return bundle;
};

/** How bin/bundle.mjs's loader found the cache beside `bundle`, in a Node started with no flags. */
const cacheState = (bundle: string): string => {
  const script = [
    `import { loadBundle } from ${JSON.stringify(LOADER)};`,
    `process.stdout.write(loadBundle(${JSON.stringify(bundle)}, { verb: 'none' }).cache);`,
  ].join('\n');
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).stdout;
};

describe('bin/v8Flags: the V8 flags the built command runs with', () => {
  it('each is a flag this Node knows, and Node starts with all of them', () => {
    expect(ENGINE_V8_FLAGS.length).toBeGreaterThan(0);
    const known = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    for (const flag of ENGINE_V8_FLAGS) expect(known).toContain(`  --${flag.replace(/^--(no-)?/, '')} (`);
    const r = spawnSync(process.execPath, [...ENGINE_V8_FLAGS, '-e', "process.stdout.write('ran')"], {
      encoding: 'utf8',
    });
    expect([r.status, r.stdout, r.stderr]).toEqual([0, 'ran', '']);
  });

  it('the loader sets them before it compiles the bundle: a cache made without them is refused, one made with them taken', () => {
    expect(cacheState(bundleWithCacheMadeUnder([]))).toBe('rejected');
    expect(cacheState(bundleWithCacheMadeUnder(ENGINE_V8_FLAGS))).toBe('used');
  });
});
