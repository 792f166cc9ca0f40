import { createGameSession } from './machines/index.ts';
import { generatedGame } from './bench/generatedGame.ts';
const { input, commands } = generatedGame(3);
const live = createGameSession(input);
let n = 0;
for (const c of commands(() => live.due())) {
  const r = live.send(c);
  n++;
  if (!r.ok) { console.log(n, JSON.stringify(c), r.rejection, live.where(), live.state().order?.step); console.log(live.events.slice(-6)); break; }
}
