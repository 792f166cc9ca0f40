import * as E from 'fp-ts/lib/Either.js';
import { shapeOf } from '../../rules/events/codecs/index.ts';
import type { ShapeIssue } from '../checkScalar.ts';
import { checkShape } from '../checkShape.ts';
import { decodeFailure } from '../decodeFailure.ts';
import { isFormatRuleId } from '../formatRules.ts';
import { readYaml } from '../readYaml.ts';
import { formatPath, type SourceMap } from '../sourceMap.ts';
import { NecromundaScriptC, type NecromundaScript } from './necromundaScriptCodec.ts';
import type { NecromundaScriptError } from './necromundaScriptError.ts';

/** A Necromunda game read, with where each of its fields came from. */
export interface ParsedNecromundaScript {
  readonly script: NecromundaScript;
  readonly map: SourceMap;
}

const SHAPE = shapeOf(NecromundaScriptC);

/**
 * Reads a recorded Necromunda game as strictly as an Infinity one (the same YAML reader: size,
 * UTF-8, one document, no key twice, aliases bounded; then every field one the format defines, of
 * its kind), refusing with the file, line, column, field and format rule.
 */
export const readNecromundaScript = (
  file: string,
  input: string | Uint8Array,
): E.Either<NecromundaScriptError, ParsedNecromundaScript> => {
  const read = readYaml(input);
  if (E.isLeft(read)) {
    // The YAML reader refuses with format rules only (it knows no game yet).
    const rule = isFormatRuleId(read.left.rule) ? read.left.rule : 'recorded-game/yaml';
    return E.left({ file, ...read.left, rule });
  }
  const { data, map } = read.right;
  const located = (issue: ShapeIssue): E.Either<NecromundaScriptError, never> =>
    E.left({
      file,
      ...map.locate(issue.path, { key: issue.atKey === true }),
      path: formatPath(issue.path),
      message: issue.message,
      rule: issue.rule,
    });
  const issues = checkShape(data, SHAPE)
    .map((issue) => ({ issue, at: map.locate(issue.path, { key: issue.atKey === true }) }))
    .sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
  const first = issues[0];
  if (first !== undefined) return located(first.issue);
  const decoded = NecromundaScriptC.decode(data);
  if (E.isLeft(decoded)) return located(decodeFailure(decoded.left));
  return E.right({ script: decoded.right, map });
};
