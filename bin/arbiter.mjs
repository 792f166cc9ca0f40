#!/usr/bin/env node
// The `arbiter` command. Sources are TypeScript; tsx compiles them on load, so the command
// works right after `npm ci` with no build step.
import { register } from 'tsx/esm/api';

register();
// A reader that stops early (`arbiter … | head`) is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  else throw e;
});
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
