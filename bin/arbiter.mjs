#!/usr/bin/env node
// The `arbiter` command. It runs dist/arbiter.mjs, the sources bundled by esbuild
// (scripts/buildCli.mjs), which `npm ci` builds (the `prepare` script): no TypeScript loader at
// run time, so a command starts about as fast as Node itself.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/arbiter.mjs', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('arbiter: dist/arbiter.mjs is missing; build it with: npm run build\n');
  process.exit(2);
}
// A reader that stops early (`arbiter … | head`) is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  else throw e;
});
const { main } = await import(bundle.href);
process.exitCode = await main(process.argv.slice(2));
