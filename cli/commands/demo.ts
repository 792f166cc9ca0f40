import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT_OK, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { auditCommand } from './audit.ts';
import { recordCommand } from './record.ts';
import { replayCommand } from './replay.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEMO_HELP = `usage: arbiter demo   (npm start)

Records the bundled worked example (examples/f2f-1v1.game.yaml) into out/f2f-1v1.jsonl, replays
the states from the log alone, then audits it: the ruling trail with its rules, dice fates and
odds, the re-adjudication, and a what-if without the Partial Cover.

example:
  npm start
  arbiter demo`;

/** `npm start`: records the bundled example, replays the log it wrote, and audits it. */
export const demoCommand = async (args: readonly string[], io: CliIo): Promise<number> => {
  if (args.includes('--help') || args.includes('-h')) { io.out(DEMO_HELP); return EXIT_OK; }
  if (args.length > 0) { io.err(`arbiter demo: takes no arguments, not ${args.join(' ')}\n${DEMO_HELP}`); return EXIT_USAGE; }
  const game = join(ROOT, 'examples', 'f2f-1v1.game.yaml');
  const outDir = join(ROOT, 'out');
  mkdirSync(outDir, { recursive: true });
  const log = join(outDir, 'f2f-1v1.jsonl');
  io.out(`== arbiter record examples/f2f-1v1.game.yaml -o out/f2f-1v1.jsonl\n`);
  const recorded = await recordCommand([game, '-o', log, '--quiet'], io);
  if (recorded !== EXIT_OK) return recorded;
  io.out(`\n== arbiter replay out/f2f-1v1.jsonl   (state rebuilt from the log alone)\n`);
  const replayed = await replayCommand([log], io);
  if (replayed !== EXIT_OK) return replayed;
  io.out(`\n== arbiter audit out/f2f-1v1.jsonl --what-if 'order:1 cover senku<-fennec=none'\n`);
  return auditCommand([log, '--what-if', 'order:1 cover senku<-fennec=none'], io);
};
