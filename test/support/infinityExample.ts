import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');

/**
 * Whether a file of examples/ is an Infinity game (or list): a Necromunda game names its ruleset at
 * the top (`ruleset: necromunda-2018`, docs/necromunda.md) and has tests of its own
 * (test/cli/necromunda/), so the tests that walk every Infinity example leave it out.
 */
export const isInfinityExample = (name: string): boolean =>
  !/^ruleset\s*:/m.test(readFileSync(join(EXAMPLES, name), 'utf8'));
