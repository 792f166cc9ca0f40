import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isInfinityExample } from '../support/infinityExample.ts';

/** The bad recorded games kept as fixtures (one per defect of the strict reader), and the bundled examples. */
export const ROOT = join(import.meta.dirname, '..', '..');
export const BAD_DIR = join(ROOT, 'test', 'fixtures', 'bad-games');
export const EXAMPLES_DIR = join(ROOT, 'examples');

export const badGames = (): readonly string[] =>
  readdirSync(BAD_DIR)
    .filter((f) => f.endsWith('.game.yaml'))
    .sort();
export const examples = (): readonly string[] =>
  readdirSync(EXAMPLES_DIR)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .filter(isInfinityExample)
    .sort();

export const badGame = (name: string): Buffer => readFileSync(join(BAD_DIR, name));
export const example = (name: string): string => readFileSync(join(EXAMPLES_DIR, name), 'utf8');

/** The line (1-based) of the first line of `text` holding `needle`. */
export const lineOf = (text: string, needle: string): number =>
  text.split('\n').findIndex((l) => l.includes(needle)) + 1;
