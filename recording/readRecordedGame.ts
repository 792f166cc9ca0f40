import * as E from 'fp-ts/lib/Either.js';
import { shapeOf } from '../rules/events/codecs/index.ts';
import { DEFAULT_EDITION, isEdition, type Edition } from '../rules/edition.ts';
import type { ShapeIssue } from './checkScalar.ts';
import { checkShape } from './checkShape.ts';
import { fitsShape } from './fitsShape.ts';
import { decodeFailure } from './decodeFailure.ts';
import { isRecordedGame } from './isRecordedGame.ts';
import { readYaml } from './readYaml.ts';
import { RecordedGameC, type RecordedGame } from './recordedGameCodec.ts';
import type { ScriptError } from './scriptError.ts';
import { formatPath, type SourceMap } from './sourceMap.ts';

/** A recorded game read, with where each of its fields came from. */
export interface ParsedGame {
  readonly game: RecordedGame;
  readonly map: SourceMap;
}

type ParseResult = E.Either<ScriptError, ParsedGame>;

/** The edition the file names (n5 when it names none), or null when what it names is no edition. */
const editionOf = (data: unknown): Edition | null => {
  if (typeof data !== 'object' || data === null || !('edition' in data)) return DEFAULT_EDITION;
  const edition: unknown = (data as { readonly edition: unknown }).edition;
  return isEdition(edition) ? edition : null;
};

const RECORDED_GAME_SHAPE = shapeOf(RecordedGameC);

/** The issue a person meets first: the earliest in the file, the deepest field first where two share a place. */
const firstIssue = (issues: readonly ShapeIssue[], map: SourceMap): ShapeIssue | undefined =>
  issues
    .map((issue) => ({ issue, at: map.locate(issue.path, { key: issue.atKey === true }) }))
    .sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column || b.issue.path.length - a.issue.path.length)[0]
    ?.issue;

/**
 * Parses a recorded game, keeping where every field came from. Give it the file's bytes (they
 * must be UTF-8) or its text. It refuses, with the place, the reason and the format rule: a file
 * too large, bytes that are not UTF-8, YAML that is not valid or whose aliases expand too far,
 * a field the format does not define, a value of the wrong kind, a number that is not finite or
 * not exact, an id that is not spelt as ids are, a string over its limit (docs/recorded-game.md "Errors").
 */
export const readRecordedGame = (file: string, input: string | Uint8Array): ParseResult => {
  const read = readYaml(input);
  if (E.isLeft(read)) return E.left({ file, ...read.left, edition: null });
  const { data, map } = read.right;
  const edition = editionOf(data);
  const located = (issue: ShapeIssue): ParseResult =>
    E.left({
      file,
      ...map.locate(issue.path, { key: issue.atKey === true }),
      path: formatPath(issue.path),
      message: issue.message,
      rule: issue.rule,
      edition,
    });
  // A well-formed game is read by the quick walk alone; the full one says what is wrong, and where.
  const issue = fitsShape(data, RECORDED_GAME_SHAPE)
    ? undefined
    : firstIssue(checkShape(data, RECORDED_GAME_SHAPE), map);
  if (issue !== undefined) return located(issue);
  // Decoding returns what the check accepts unchanged (isRecordedGame.ts): it runs only to say why not.
  if (isRecordedGame(data)) return E.right({ game: data, map });
  const decoded = RecordedGameC.decode(data);
  if (E.isLeft(decoded)) return located(decodeFailure(decoded.left));
  return E.right({ game: decoded.right, map });
};
