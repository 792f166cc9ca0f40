// Builds the library's declarations (docs/api.md): tsc (tsconfig.build.json) emits the .d.ts of
// api/*.ts and of every source they reach into dist/types/. The sources import each other with
// `.ts` extensions, which a consumer's TypeScript (NodeNext) does not map to declarations: each
// relative `.ts` specifier becomes `.js`, which it maps to the `.d.ts` next to it. Declarations no
// entry reaches are removed. Run by `npm pack` (the `prepack` script) and the package's consumer
// test; it takes some 30 s on two cores, so `npm ci` (the `prepare` script) does not run it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const ROOT = dirname(import.meta.dirname);
const TYPES = join(ROOT, 'dist', 'types');
const ENTRIES = ['index', 'odds', 'log', 'audit', 'machines', 'postgres'].map((e) => join(TYPES, 'api', `${e}.d.ts`));

rmSync(TYPES, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { cwd: ROOT, stdio: 'inherit' });

/** `from './x.ts'`, `import('./x.ts')`: a relative specifier ending in .ts. */
const RELATIVE_TS = /(from\s+|import\()(['"])(\.{1,2}\/[^'"]*)\.ts\2/g;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.d.ts') ? [join(dir, d.name)] : [],
  );

const reached = new Set();
const visit = (file) => {
  if (reached.has(file) || !existsSync(file)) return;
  reached.add(file);
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(RELATIVE_TS, (_m, lead, q, path) => {
    visit(resolve(dirname(file), `${path}.d.ts`));
    return `${lead}${q}${path}.js${q}`;
  });
  if (rewritten !== text) writeFileSync(file, rewritten);
};
for (const entry of ENTRIES) visit(entry);
const all = files(TYPES);
for (const f of all) if (!reached.has(f)) rmSync(f);
// Folders left empty go too (deepest first).
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? [...folders(join(dir, d.name)), join(dir, d.name)] : [],
  );
for (const dir of folders(TYPES)) if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
process.stderr.write(`dist/types: ${reached.size} declarations (${all.length - reached.size} unreached removed)\n`);
