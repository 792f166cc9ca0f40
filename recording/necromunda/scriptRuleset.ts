import * as E from 'fp-ts/lib/Either.js';
import { NECROMUNDA_RULESET } from '../../rules/necromunda/index.ts';
import { readYaml } from '../readYaml.ts';
import type { NecromundaScriptError } from './necromundaScriptError.ts';

/** Which game a recorded-game file is of: Infinity (no `ruleset` key) or Necromunda. */
export type ScriptRuleset = 'infinity' | typeof NECROMUNDA_RULESET;

/** A top-level `ruleset:` in YAML, or a `"ruleset":` key in JSON: only such a file is read twice. */
const MAY_NAME_RULESET = /^ruleset\s*:|"ruleset"\s*:/m;
/** The word both forms of the key spell, as ASCII bytes. */
const RULESET = Buffer.from('ruleset', 'latin1');

/**
 * The ruleset a recorded game names by its top-level `ruleset` key; a file without one is an
 * Infinity game, read exactly as before (it is not even parsed here unless the key may be in it).
 * A file that does not read as YAML is left to the Infinity reader, which says why.
 */
export const scriptRuleset = (file: string, input: Uint8Array): E.Either<NecromundaScriptError, ScriptRuleset> => {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  // Most files never spell the word: the bytes are searched for it natively first, and only a file
  // that has it is made a text for the pattern (on a 30k-Order game, 3 ms against 45–68).
  if (bytes.indexOf(RULESET) < 0 || !MAY_NAME_RULESET.test(bytes.toString('latin1'))) return E.right('infinity');
  const read = readYaml(input);
  if (E.isLeft(read)) return E.right('infinity');
  const data = read.right.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !('ruleset' in data))
    return E.right('infinity');
  const named: unknown = (data as { readonly ruleset: unknown }).ruleset;
  if (named === NECROMUNDA_RULESET) return E.right(NECROMUNDA_RULESET);
  return E.left({
    file,
    ...read.right.map.locate(['ruleset']),
    path: 'ruleset',
    message: `ruleset must be ${NECROMUNDA_RULESET}, or left out for an Infinity game, not ${JSON.stringify(named)}`,
    rule: 'recorded-game/choice',
  });
};
