import { createGameSession, type GameCommand } from './machines/index.ts';
import { generatedGame } from './bench/generatedGame.ts';
import { performance } from 'node:perf_hooks';
const { input, commands } = generatedGame(100);
const live = createGameSession(input);
const script: GameCommand[] = [];
for (const c of commands(() => live.due())) { live.send(c); script.push(c); }
const counts = new Map<string, number>();
for (const c of script) counts.set(c.type, (counts.get(c.type) ?? 0) + 1);
console.log(counts, live.events.length);
// decide-only cost: replay the session's decisions without machines is not possible; measure evolve+fold
const t0 = performance.now();
for (let i = 0; i < 5; i++) { const s = createGameSession(input, { runtime: "compiled" }); for (const c of script) s.send(c); }
console.log('session', ((performance.now() - t0) / 5).toFixed(1));
