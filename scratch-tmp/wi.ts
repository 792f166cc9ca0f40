import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { necromundaWhatIf, parseNecromundaWhatIf, readjudicateNecromunda } from '../audit/necromunda/index.ts';
import { readNecromundaScript, recordNecromunda } from '../recording/necromunda/index.ts';
const FILE = '/tmp/nx/ex.yaml';
const parsed = readNecromundaScript(FILE, readFileSync(FILE));
if (E.isLeft(parsed)) throw new Error(parsed.left.message);
const played = recordNecromunda(FILE, parsed.right.script, parsed.right.map);
if (E.isLeft(played)) throw new Error(played.left.message);
const ev = played.right.events;
const r = readjudicateNecromunda(ev);
console.log('readj', r.agrees, r.compared, r.agreed, r.hits, r.hitsChecked, JSON.stringify(r.refused));
for (const t of process.argv.slice(2)) {
  const c = parseNecromundaWhatIf(t); if (E.isLeft(c)) throw new Error(c.left);
  const f = necromundaWhatIf(ev, [c.right]);
  if (E.isLeft(f)) { console.log(t, 'LEFT', f.left); continue; }
  console.log(t, JSON.stringify(f.right.hits.filter(h=>h.logged!==h.fork)), JSON.stringify(f.right.stopped), f.right.unused);
}
