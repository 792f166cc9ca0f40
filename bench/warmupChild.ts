import { performance } from 'node:perf_hooks';
import * as E from 'fp-ts/lib/Either.js';
import { createGameSession } from '../machines/index.ts';
import { generatedGame } from './generatedGame.ts';
import { useEngineV8Flags } from '../bin/v8Flags.mjs';

// As the command runs (bin/v8Flags.mjs): before any of the engine's code is optimized.
useEngineV8Flags();

/**
 * One generated game of TURNS Turns (10 Orders each) played through the engine in one fresh
 * process, as `record` plays it (the compiled runtime, each Order's events let go), timed slice by
 * slice of SLICE Orders: how the cost of an Order falls as V8 optimizes the engine's code. Prints
 * each slice's wall and CPU milliseconds (the CPU of every thread: the optimizing compiler and the
 * collector work beside the main one) as JSON on the last line of stdout, after anything V8 traces.
 */
const [turnsArg, sliceArg] = process.argv.slice(2);
const turns = Number(turnsArg);
const slice = Number(sliceArg);
if (!Number.isInteger(turns) || turns < 1 || !Number.isInteger(slice) || slice < 10 || slice % 10 !== 0)
  throw new Error('usage: warmupChild TURNS SLICE (SLICE a multiple of 10 Orders)');
const { input, commands } = generatedGame(turns);
const session = createGameSession(input, { runtime: 'compiled', retain: false });
const slices: { readonly wallMs: number; readonly cpuMs: number }[] = [];
const turnsPerSlice = slice / 10;
let t0 = performance.now();
let c0 = process.cpuUsage();
let turn = 0;
const close = (): void => {
  const cpu = process.cpuUsage(c0);
  slices.push({ wallMs: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 });
  t0 = performance.now();
  c0 = process.cpuUsage();
};
for (const command of commands(() => session.due())) {
  if (command.type === 'start-turn') {
    if (turn > 0 && turn % turnsPerSlice === 0) close();
    turn += 1;
  }
  if (E.isLeft(session.send(command))) throw new Error(`refused at Turn ${turn}: ${command.type}`);
}
close();
session.stop();
process.stdout.write(`\n${JSON.stringify(slices)}\n`);
