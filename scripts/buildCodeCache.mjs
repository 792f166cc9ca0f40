// Makes one V8 code cache of dist/arbiter.cjs (bin/bundle.mjs reads them): runs a verb's usual
// commands on the bundled examples in this one process, then writes the bytecode of every function
// they compiled, headed by the bundle's SHA-256, as dist/arbiter.cjs.VERB.cache; `all` runs every
// verb's and writes dist/arbiter.cjs.cache, for the verbs without a cache of their own.
//   node scripts/buildCodeCache.mjs WORK VERB
// WORK is a temporary folder the caller made and removes: `record` writes the logs the other verbs
// read into WORK/games (so it runs first). scripts/buildCli.mjs runs one process per cache, with
// the commands' output discarded; a command that fails stops the build: it would be broken anyway.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadBundle } from '../bin/bundle.mjs';

const ROOT = dirname(import.meta.dirname);
const BUNDLE = join(ROOT, 'dist', 'arbiter.cjs');
const example = (name) => join(ROOT, 'examples', name);

/** Each verb's commands, given the folder its logs are in. */
const TRAINING = {
  record: (games) => [
    ['record', example('demo.game.yaml'), '-o', join(games, 'demo.jsonl')],
    ['record', example('necromunda-resolve-hits.game.yaml'), '-o', join(games, 'hits.jsonl')],
  ],
  verify: (games) => [['verify', join(games, 'demo.jsonl')]],
  replay: (games) => [
    ['replay', join(games, 'demo.jsonl'), '--at', 'order:17'],
    ['replay', join(games, 'demo.jsonl')],
  ],
  audit: (games) => [
    ['audit', join(games, 'demo.jsonl')],
    ['audit', join(games, 'demo.jsonl'), '--order', '22', '--what-if', 'order:22 range laxmee<->zhanshi2=17'],
    ['audit', games],
  ],
  odds: () => [['odds', '--edition', 'n4', '--active', '13:3', '--reactive', '11:1', '--damage', '13', '--arm', '1']],
};
const VERBS = Object.keys(TRAINING);

const [work, verb] = process.argv.slice(2);
if (work === undefined || (verb !== 'all' && !VERBS.includes(verb ?? '')))
  throw new Error(`usage: node scripts/buildCodeCache.mjs WORK (${VERBS.join(' | ')} | all)`);
// `replay` keeps its snapshot-cache key under $ARBITER_CACHE_DIR: here, not in the user's cache.
process.env.ARBITER_CACHE_DIR = join(work, `cache-key-${verb}`);
const games = join(work, verb === 'all' ? 'all' : 'games');
mkdirSync(games, { recursive: true });
const { exports, makeCache } = loadBundle(BUNDLE, { useCache: false });
for (const v of verb === 'all' ? VERBS : [verb]) {
  for (const args of TRAINING[v](games)) {
    const code = await exports.main(args);
    if (code !== 0) throw new Error(`arbiter ${args.join(' ')} exited ${code}`);
  }
}
writeFileSync(verb === 'all' ? `${BUNDLE}.cache` : `${BUNDLE}.${verb}.cache`, makeCache());
