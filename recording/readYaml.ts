import * as E from 'fp-ts/lib/Either.js';
import { LineCounter, parseDocument } from 'yaml';
import { aliasProblem } from './aliasCheck.ts';
import { MAX_ALIAS_EXPANSIONS, MAX_FILE_BYTES, MAX_YAML_BYTES } from './inputLimits.ts';
import type { ScriptError } from './scriptError.ts';
import { deferredSourceMap, sourceMap, type SourceMap } from './sourceMap.ts';
import { strictJson } from './strictJson.ts';
import { bytePosition, firstInvalidUtf8 } from './utf8.ts';

/** A refusal of the file before its edition is known. */
export type FileProblem = Omit<ScriptError, 'file' | 'edition'>;

/** A file's data, with where each of its fields came from. */
export interface YamlData {
  readonly data: unknown;
  readonly map: SourceMap;
}

export type YamlRead = E.Either<FileProblem, YamlData>;

const at = (line: number, column: number, message: string, rule: FileProblem['rule']): YamlRead =>
  E.left({ line, column, path: '', message, rule });

const MIB = 1024 * 1024;
const mib = (bytes: number): string => `${(bytes / MIB).toFixed(1)} MiB`;
/** A file over the size limit, refused before it is read whole. */
export const tooLargeProblem = (bytes: number): FileProblem => ({
  line: 1,
  column: 1,
  path: '',
  message: `the file is ${mib(bytes)}: a recorded game is at most ${MAX_FILE_BYTES / MIB} MiB`,
  rule: 'recorded-game/size',
});
const tooLarge = (bytes: number): YamlRead => E.left(tooLargeProblem(bytes));
/** A file too large to be read as YAML (it is not plain JSON), refused before the YAML reader sees it. */
const tooLargeForYaml = (bytes: number): YamlRead =>
  at(
    1,
    1,
    `the file is ${mib(bytes)} and not plain JSON: a recorded game in YAML is at most ${MAX_YAML_BYTES / MIB} MiB (${MAX_FILE_BYTES / MIB} MiB in JSON)`,
    'recorded-game/size',
  );

/** Decodes UTF-8 and throws at a byte that is not (a leading byte order mark is dropped, as before). */
const FATAL_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The text of the file: its bytes must be UTF-8 (a wrong byte is named, never replaced). */
const decode = (input: string | Uint8Array): string | YamlRead => {
  if (typeof input === 'string') {
    const bytes = Buffer.byteLength(input, 'utf8');
    return bytes > MAX_FILE_BYTES ? tooLarge(bytes) : input;
  }
  if (input.length > MAX_FILE_BYTES) return tooLarge(input.length);
  // The native decoder refuses exactly what is not UTF-8 (WHATWG's decoder is RFC 3629's); the
  // byte-by-byte scan runs only then, to name the first wrong byte and where it is.
  try {
    return FATAL_UTF8.decode(input);
  } catch {
    // not UTF-8: named below
  }
  const bad = firstInvalidUtf8(input);
  if (bad >= 0) {
    const { line, column } = bytePosition(input, bad);
    const hex = (input[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    return at(
      line,
      column,
      `byte 0x${hex} at offset ${bad} is not UTF-8: save the file as UTF-8 text`,
      'recorded-game/utf-8',
    );
  }
  return new TextDecoder('utf-8').decode(input);
};

/**
 * Reads a recorded game's YAML (or JSON) safely: the size and the encoding first; a JSON object with
 * no key given twice is then read as JSON (recording/strictJson.ts, the same data); otherwise one
 * document with no key given twice, its aliases counted before any is expanded, and only then
 * its data.
 */
export const readYaml = (input: string | Uint8Array): YamlRead => {
  const text = decode(input);
  if (typeof text !== 'string') return text;
  const json = strictJson(text);
  if (json !== undefined) return E.right({ data: json.data, map: deferredSourceMap(() => yamlSourceMap(text)) });
  // A UTF-16 unit is at most 3 UTF-8 bytes: only a text that long may be too long for YAML.
  if (text.length * 3 > MAX_YAML_BYTES) {
    const bytes = typeof input === 'string' ? Buffer.byteLength(text, 'utf8') : input.length;
    if (bytes > MAX_YAML_BYTES) return tooLargeForYaml(bytes);
  }
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  const first = doc.errors[0];
  if (first !== undefined) {
    const pos = counter.linePos(first.pos[0]);
    return at(pos.line, pos.col, `not valid YAML/JSON: ${first.message.split('\n')[0] ?? ''}`, 'recorded-game/yaml');
  }
  const aliases = aliasProblem(doc);
  if (aliases !== null) {
    const pos = counter.linePos(aliases.offset);
    return at(pos.line, pos.col, aliases.message, 'recorded-game/aliases');
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS });
  } catch (e) {
    // aliasProblem refuses whatever toJS would: this is a second guard, not the reader.
    return at(1, 1, `the YAML cannot be read: ${e instanceof Error ? e.message : String(e)}`, 'recorded-game/aliases');
  }
  return E.right({ data, map: sourceMap(doc, counter) });
};

/** Where the fields of `text` are, read as YAML (for a file whose data was read the fast way). */
const yamlSourceMap = (text: string): SourceMap => {
  const counter = new LineCounter();
  return sourceMap(parseDocument(text, { lineCounter: counter, prettyErrors: false }), counter);
};
