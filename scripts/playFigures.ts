/*
 * How much `arbiter play` asks of the players (issue 17's closing measurement): every example game
 * driven through the table-side recorder with the answers a player gives (the driver of
 * test/play/scriptedExamples.test.ts), counting the answers and the keys pressed per Order,
 * against the YAML lines the example spends per Order. Usage: npx tsx scripts/playFigures.ts
 */
import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { MemoryStore } from '../kernel/log/index.ts';
import { TableRecorder } from '../play/index.ts';
import { exampleGames, examplePath, exampleSteps } from '../test/support/exampleSteps.ts';
import { answer } from '../test/support/scriptedPlayer.ts';

interface Figures {
  readonly game: string;
  readonly orders: number;
  readonly answers: number;
  readonly keys: number;
  readonly typed: number;
  readonly yamlLines: number;
  readonly yamlChars: number;
}

/** The lines of the file's turns (no blanks, no comments), and their characters without the indentation. */
const yamlOfTurns = (file: string): { lines: number; chars: number } => {
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = lines.findIndex((l) => l.startsWith('turns:'));
  const kept = lines.slice(at + 1).filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  return { lines: kept.length, chars: kept.reduce((n, l) => n + l.trim().length + 1, 0) };
};

const figuresOf = async (game: string): Promise<Figures> => {
  const { input, steps } = exampleSteps(game);
  const started = await TableRecorder.start(new MemoryStore<ArbiterEvent>(arbiterCatalogue), input);
  if (E.isLeft(started)) throw new Error(started.left.reason);
  let answers = 0;
  let keys = 0;
  let typed = 0;
  for (const step of steps) {
    const a = answer(started.right, step.command);
    answers += a.answers;
    keys += a.keys;
    if (a.typed) typed++;
    const sent = await started.right.send(a.command);
    if (E.isLeft(sent)) throw new Error(`${game}: ${sent.left.reason}`);
  }
  const orders = steps.filter((s) => s.command.type === 'activate' || s.command.type === 'rule-by-players').length;
  const yaml = yamlOfTurns(examplePath(game));
  return { game, orders, answers, keys, typed, yamlLines: yaml.lines, yamlChars: yaml.chars };
};

const all: Figures[] = [];
for (const game of exampleGames()) all.push(await figuresOf(game));
const per = (n: number, d: number): string => (d === 0 ? '-' : (n / d).toFixed(1));
console.log(
  '| game | Orders | answers/Order | keys/Order | typed answers | YAML lines/Order | YAML characters/Order |\n|---|---|---|---|---|---|---|',
);
for (const f of all)
  console.log(
    `| ${f.game} | ${f.orders} | ${per(f.answers, f.orders)} | ${per(f.keys, f.orders)} | ${f.typed} | ${per(f.yamlLines, f.orders)} | ${per(f.yamlChars, f.orders)} |`,
  );
const sum = (k: keyof Omit<Figures, 'game'>): number => all.reduce((a, f) => a + f[k], 0);
console.log(
  `| all ${all.length} examples | ${sum('orders')} | ${per(sum('answers'), sum('orders'))} | ${per(sum('keys'), sum('orders'))} | ${sum('typed')} | ${per(sum('yamlLines'), sum('orders'))} | ${per(sum('yamlChars'), sum('orders'))} |`,
);
