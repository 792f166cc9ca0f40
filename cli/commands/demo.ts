import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT_OK, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { auditCommand } from './audit.ts';
import { recordCommand } from './record.ts';
import { replayCommand } from './replay.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEMO_HELP = `usage: arbiter demo   (npm start)

First records the Face to Face seed's worked example (examples/f2f-1v1.game.yaml: the Fennec
Fusilier against the Senku, N5) into out/f2f-1v1.jsonl (out/ is the demo's own: it replaces
the logs it wrote before, with record --force), printing every declaration, die and its
fate, the saving roll and the resulting states, and replays that log. Then records the bundled
demo game (examples/demo.game.yaml: PanOceania against Yu Jing, N5, three rounds, 41 Orders)
into out/demo.jsonl and shows what the log gives back:
  - the troopers at the end of round 1 and at the end of the game, folded from the log alone;
  - the audit of one Order in full (declarations, measurements, MODs with their reasons, every
    die and its fate, the exact odds, saves, wounds, Guts, and the rule behind every line), and
    the re-adjudication of all 41 Orders through a fresh engine;
  - a what-if: the same Order with a longer range, on a fork that reuses the logged dice.
Run the printed commands yourself for more (arbiter audit out/demo.jsonl lists every Order).

example:
  npm start
  arbiter demo`;

const WHAT_IF = 'order:22 range laxmee<->zhanshi2=17';

/** `npm start`: records the demo game, replays the log it wrote, and audits it. */
export const demoCommand = async (args: readonly string[], io: CliIo): Promise<number> => {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(DEMO_HELP);
    return EXIT_OK;
  }
  if (args.length > 0) {
    io.err(`arbiter demo: takes no arguments, not ${args.join(' ')}\n${DEMO_HELP}`);
    return EXIT_USAGE;
  }
  const game = join(ROOT, 'examples', 'demo.game.yaml');
  const outDir = join(ROOT, 'out');
  mkdirSync(outDir, { recursive: true });
  const log = join(outDir, 'demo.jsonl');
  const step = async (title: string, run: () => Promise<number>): Promise<number> => {
    io.out(`\n== ${title}\n`);
    return run();
  };
  const seed = join(ROOT, 'examples', 'f2f-1v1.game.yaml');
  const seedLog = join(outDir, 'f2f-1v1.jsonl');
  const steps: readonly [string, () => Promise<number>][] = [
    [
      'arbiter record examples/f2f-1v1.game.yaml -o out/f2f-1v1.jsonl --force   (the Face to Face seed, 1 vs 1)',
      () => recordCommand([seed, '-o', seedLog, '--force'], io),
    ],
    [
      'arbiter replay out/f2f-1v1.jsonl   (the same states, rebuilt from the log alone)',
      () => replayCommand([seedLog], io),
    ],
    [
      'arbiter record examples/demo.game.yaml -o out/demo.jsonl --force',
      async () => {
        const code = await recordCommand([game, '-o', log, '--quiet', '--force'], io);
        if (code === EXIT_OK)
          io.out('recorded: every declaration, measurement, die and ruling of 41 Orders, hash-chained and sealed');
        return code;
      },
    ],
    [
      'arbiter replay out/demo.jsonl --at order:17   (the end of round 1, folded from the log alone)',
      () => replayCommand([log, '--at', 'order:17'], io),
    ],
    ['arbiter replay out/demo.jsonl   (the end of the game)', () => replayCommand([log], io)],
    [
      'arbiter audit out/demo.jsonl --order 22   (one Order in full; every Order re-adjudicated)',
      () => auditCommand([log, '--order', '22'], io),
    ],
    [
      `arbiter audit out/demo.jsonl --order 22 --what-if '${WHAT_IF}'`,
      async () => {
        const lines: string[] = [];
        const code = await auditCommand([log, '--order', '22', '--what-if', WHAT_IF], {
          ...io,
          out: (s) => void lines.push(s),
        });
        // Only the what-if: the trail of this Order was shown just above.
        const at = lines.findIndex((l) => l.replace(/\u001b\[[0-9;]*m/g, '') === 'What if');
        for (const l of at < 0 ? lines : lines.slice(at)) io.out(l);
        return code;
      },
    ],
  ];
  for (const [title, run] of steps) {
    const code = await step(title, run);
    if (code !== EXIT_OK) return code;
  }
  return EXIT_OK;
};
