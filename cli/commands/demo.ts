import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT_OK, type CliIo } from '../cliIo.ts';
import { recordCommand } from './record.ts';
import { replayCommand } from './replay.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `npm start`: records the bundled worked example, then replays the log it wrote. */
export const demoCommand = async (_args: readonly string[], io: CliIo): Promise<number> => {
  const game = join(ROOT, 'examples', 'f2f-1v1.game.yaml');
  const outDir = join(ROOT, 'out');
  mkdirSync(outDir, { recursive: true });
  const log = join(outDir, 'f2f-1v1.jsonl');
  io.out(`== arbiter record examples/f2f-1v1.game.yaml -o out/f2f-1v1.jsonl\n`);
  const recorded = await recordCommand([game, '-o', log], io);
  if (recorded !== EXIT_OK) return recorded;
  io.out(`\n== arbiter replay out/f2f-1v1.jsonl   (state rebuilt from the log alone)\n`);
  return replayCommand([log], io);
};
