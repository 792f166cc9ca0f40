#!/usr/bin/env node
// The `arbiter` command. It runs dist/arbiter.cjs, the sources bundled by esbuild
// (scripts/buildCli.mjs), which `npm ci` builds (the `prepare` script): no TypeScript loader at
// run time, and the bytecode of the usual commands from V8's code cache (bin/bundle.mjs), so a
// command starts about as fast as Node itself. ARBITER_CODE_CACHE=off runs it without the cache.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { loadBundle } from './bundle.mjs';

const bundle = new URL('../dist/arbiter.cjs', import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const fail = (why) => {
  process.stderr.write(`arbiter: ${why}; build it with: npm run build\n`);
  process.exit(2);
};
if (!existsSync(bundle)) fail('dist/arbiter.cjs is missing');
// In a source checkout, a build older than any of its sources would run yesterday's rules: refuse.
const sourcesList = new URL('../dist/sources.json', import.meta.url);
if (existsSync(new URL('../scripts/buildCli.mjs', import.meta.url)) && existsSync(sourcesList)) {
  const built = statSync(bundle).mtimeMs;
  for (const f of JSON.parse(readFileSync(sourcesList, 'utf8'))) {
    const s = statSync(root + f, { throwIfNoEntry: false });
    if (s === undefined || s.mtimeMs > built) fail(`dist/ is older than ${f}`);
  }
}
// A reader that stops early (`arbiter … | head`) is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  else throw e;
});
const { main, heapGrowthPercent, logBytes } = loadBundle(fileURLToPath(bundle), {
  useCache: process.env.ARBITER_CODE_CACHE !== 'off',
  verb: process.argv[2],
}).exports;
// How far the heap may grow past what a full collection found live: cli/heapGrowth.ts decides from
// the largest log named, a file or a folder's (a long game's log gets a tighter heap). V8 reads the
// factor at each collection, so setting it now still rules the whole command.
setFlagsFromString(`--heap-growing-percent=${heapGrowthPercent(process.argv.slice(2), logBytes)}`);
process.exitCode = await main(process.argv.slice(2));
