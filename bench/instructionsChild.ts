import * as E from 'fp-ts/lib/Either.js';
import { createGameSession, type GameCommand } from '../machines/index.ts';
import { foldTroopers } from '../projections/index.ts';
import { generatedGame } from './generatedGame.ts';

/**
 * The work `bench/instructions.bench.ts` counts the instructions of, bundled and run under
 * valgrind: `engine R` re-runs the generated game of 1,000 Orders R times through the compiled
 * runtime (what `arbiter record` and `arbiter audit` do per Order); `fold R` folds its events R
 * times without machines (the baseline). Both first play the game once to have its commands, so
 * that the difference of two runs of one mode is that mode's rounds alone.
 */
const [mode, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg);
if ((mode !== 'engine' && mode !== 'fold') || !Number.isInteger(rounds) || rounds < 0)
  throw new Error('usage: instructionsChild (engine | fold) ROUNDS');
const { input, commands } = generatedGame(100);
const live = createGameSession(input, { runtime: 'compiled' });
const script: GameCommand[] = [];
for (const c of commands(() => live.due())) {
  const r = live.send(c);
  if (E.isLeft(r)) throw new Error(`the generated game refused ${c.type}: ${r.left.reason}`);
  script.push(c);
}
const events = live.events;
for (let i = 0; i < rounds; i += 1) {
  if (mode === 'engine') {
    const s = createGameSession(input, { runtime: 'compiled' });
    for (const c of script) if (E.isLeft(s.send(c))) throw new Error('the re-run refused a command the game accepted');
    if (s.events.length !== events.length) throw new Error(`the re-run logged ${s.events.length} events`);
    s.stop();
  } else if (foldTroopers(events).orders === 0) throw new Error('the fold found no Order');
}
process.stdout.write(`${JSON.stringify({ orders: 1000, commands: script.length, events: events.length })}\n`);
