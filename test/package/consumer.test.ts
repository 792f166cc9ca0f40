import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tempDir.ts';
import { CONSUMER_TS, CONSUMER_TSCONFIG } from './consumerSource.ts';
import { jsSnippets } from './docSnippets.ts';
import { footprint, installInto, packPackage, type Packed } from './packedPackage.ts';

// The package as a user gets it: `npm pack`, installed into a new project, then used through its
// public API only (docs/api.md) from plain Node and from strict TypeScript.
const ROOT = resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const SNIPPETS = jsSnippets(join(ROOT, 'docs', 'api.md'));
const { exports: EXPORTS, version: VERSION } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  readonly exports: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
  readonly version: string;
};

const snippetFile = (n: number): string => `snippet-${n}.mjs`;

let packed: Packed;
let project: string;

beforeAll(async () => {
  const dir = tempDir('package');
  packed = await packPackage(dir);
  project = join(dir, 'consumer');
  await installInto(project, join(dir, packed.filename));
  SNIPPETS.forEach((code, i) => writeFileSync(join(project, snippetFile(i + 1)), code));
  const installed = footprint(join(project, 'node_modules'));
  const kB = (n: number): string => `${(n / 1024).toFixed(0)} kB`;
  console.info(
    `arbiter ${VERSION}: tarball ${kB(packed.size)} packed, ${kB(packed.unpackedSize)} unpacked, ${packed.entryCount} files; ` +
      `installed with its dependencies: ${kB(installed)} (node_modules/arbiter ${kB(footprint(join(project, 'node_modules', 'arbiter')))})`,
  );
}, 600_000);

describe('the packed package', () => {
  it('holds the command, the library, its declarations and what they read, and no tests, benches, CI or sources', () => {
    const paths = packed.files.map((f) => f.path);
    const shipped = (p: string): boolean => paths.includes(p.replace(/^\.\//, ''));
    for (const forbidden of [
      /^test\//,
      /^bench\//,
      /^\.ci\//,
      /^scripts\//,
      /^tsconfig/,
      /^vitest\.config/,
      /\.map$/,
      /\.cache$/,
    ])
      expect(paths.filter((p) => forbidden.test(p))).toEqual([]);
    expect(paths.filter((p) => p.endsWith('.ts') && !p.endsWith('.d.ts'))).toEqual([]);
    for (const target of Object.values(EXPORTS).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t))))
      expect(shipped(target), target).toBe(true);
    for (const needed of [
      'bin/arbiter.mjs',
      'bin/bundle.mjs',
      'dist/arbiter.cjs',
      'viewer/assets/index.html',
      'examples/demo.game.yaml',
    ])
      expect(paths).toContain(needed);
    expect(paths.some((p) => p.startsWith('recording/lists/library/'))).toBe(true);
    // A regression guard, not a target: about 1 MB packed today (the .d.ts of the io-ts codecs are most of it).
    expect(packed.size).toBeLessThan(1.5 * 1024 * 1024);
  });

  it.each(SNIPPETS.map((_code, i) => i + 1))(
    'runs snippet %i of docs/api.md under plain Node against the installed package',
    async (i) => {
      const { stdout } = await run(process.execPath, [snippetFile(i)], { cwd: project });
      expect(stdout).not.toBe('');
    },
  );

  it('documents every entry with at least one snippet', () => {
    expect(SNIPPETS.length).toBeGreaterThanOrEqual(6);
    for (const entry of Object.keys(EXPORTS).filter((e) => e !== './package.json')) {
      const name = entry === '.' ? 'arbiter' : `arbiter/${entry.slice(2)}`;
      expect(
        SNIPPETS.some((s) => s.includes(`from '${name}'`)),
        name,
      ).toBe(true);
    }
  });

  it('type-checks a strict TypeScript consumer (NodeNext) and the snippets (checkJs) against its declarations, without skipLibCheck', async () => {
    writeFileSync(join(project, 'consumer.ts'), CONSUMER_TS);
    const files = [...CONSUMER_TSCONFIG.files, ...SNIPPETS.map((_code, i) => snippetFile(i + 1))];
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ ...CONSUMER_TSCONFIG, files }));
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const checked = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project }).then(
      () => '',
      (e: { readonly stdout?: string; readonly message?: string }) => `${e.stdout ?? ''}${e.message ?? 'tsc failed'}`,
    );
    expect(checked).toBe('');
  }, 300_000);

  it('refuses deep imports, and its command runs from the install (--version, odds)', async () => {
    const deep = await run(process.execPath, ['-e', "await import('arbiter/rules/edition.ts')"], {
      cwd: project,
    }).then(
      () => 'imported',
      (e: { readonly stderr?: string }) => e.stderr ?? '',
    );
    expect(deep).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
    const bin = join(project, 'node_modules', '.bin', 'arbiter');
    expect((await run(bin, ['--version'], { cwd: project })).stdout.trim()).toBe(VERSION);
    const odds = await run(bin, ['odds', '--edition', 'n4', '--active', '13:3', '--reactive', '11:1'], {
      cwd: project,
    });
    expect(odds.stdout).toMatch(/active wins\s+78\.93%/);
  });
});
