import { createGameSession, type GameCommand } from './machines/index.ts';
import { generatedGame } from './bench/generatedGame.ts';
const { input, commands } = generatedGame(100);
const live = createGameSession(input);
const script: GameCommand[] = [];
for (const c of commands(() => live.due())) { live.send(c); script.push(c); }
const t0 = performance.now();
for (let i = 0; i < 20; i++) { const s = createGameSession(input, { runtime: 'compiled' }); for (const c of script) s.send(c); s.stop(); }
console.log(((performance.now() - t0) / 20).toFixed(1), 'ms per 1000 Orders');
