import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { Shape } from '../../rules/events/codecs/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { ShapeIssue } from '../checkScalar.ts';
import { checkShape } from '../checkShape.ts';
import { decodeFailure } from '../decodeFailure.ts';
import { readYaml } from '../readYaml.ts';
import type { RuleId } from '../ruleReference.ts';
import type { ScriptError } from '../scriptError.ts';
import { formatPath, type PathSegment, type SourceMap } from '../sourceMap.ts';

/** A problem in an army list or a unit library: file, line, column, field, reason and rule, as a recorded game's. */
export type ListError = ScriptError;

/** A refusal at `path` of the file, located through its source map. */
export const listError = (
  file: string,
  map: SourceMap,
  edition: Edition | null,
  problem: {
    readonly path: readonly PathSegment[];
    readonly message: string;
    readonly rule: RuleId;
    readonly atKey?: boolean;
  },
): ListError => ({
  file,
  ...map.locate(problem.path, { key: problem.atKey === true }),
  path: formatPath(problem.path),
  message: problem.message,
  rule: problem.rule,
  edition,
});

/** The issue a person meets first: the earliest in the file, the deepest field first where two share a place. */
const firstIssue = (issues: readonly ShapeIssue[], map: SourceMap): ShapeIssue | undefined =>
  issues
    .map((issue) => ({ issue, at: map.locate(issue.path, { key: issue.atKey === true }) }))
    .sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column || b.issue.path.length - a.issue.path.length)[0]
    ?.issue;

interface Decoder<A> {
  decode(u: unknown): E.Either<t.Errors, A>;
}

/**
 * Reads a YAML file strictly against a codec, as a recorded game is read: size, UTF-8, one
 * document, aliases, then every field one the format defines and of the kind it defines.
 */
export const readStrict = <A>(
  input: string | Uint8Array,
  file: string,
  codec: Decoder<A>,
  shape: Shape,
  edition: Edition | null,
): E.Either<ListError, { readonly value: A; readonly map: SourceMap }> => {
  const read = readYaml(input);
  if (E.isLeft(read)) return E.left({ file, ...read.left, edition });
  const { data, map } = read.right;
  const issue = firstIssue(checkShape(data, shape), map);
  if (issue !== undefined) return E.left(listError(file, map, edition, issue));
  const decoded = codec.decode(data);
  if (E.isLeft(decoded)) return E.left(listError(file, map, edition, decodeFailure(decoded.left)));
  return E.right({ value: decoded.right, map });
};
