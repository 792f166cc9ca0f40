/**
 * Everything that can be wrong with a log, typed, each with where it happened. `line` is the
 * 1-based line in the file (equal to `seq` in a valid log). {@link formatLogError} gives one line
 * people can act on.
 */
export type LogError =
  /** The line is not JSON. `column` is 1-based, in UTF-16 units of the line. */
  | { readonly kind: 'malformed-json'; readonly line: number; readonly column: number; readonly reason: string }
  /** The line's bytes are not UTF-8. `column` is the 1-based byte. */
  | { readonly kind: 'invalid-utf8'; readonly line: number; readonly column: number }
  /** A record field (`seq`, `prev`, `hash`, `v`, `event`, `event.type`) is missing or wrong. */
  | {
      readonly kind: 'bad-envelope';
      readonly line: number;
      readonly field: string;
      readonly expected: string;
      readonly found: string;
    }
  /** The record's schema version can't be read: newer than ours, or older than any upcaster. */
  | {
      readonly kind: 'unsupported-version';
      readonly line: number;
      readonly found: number;
      readonly oldest: number;
      readonly newest: number;
    }
  /** No event of this type in the record's schema version; `nearest` are known types by edit distance. */
  | {
      readonly kind: 'unknown-event-type';
      readonly line: number;
      readonly type: string;
      readonly version: number;
      readonly nearest: readonly string[];
    }
  /**
   * The event doesn't match its codec. `path` is the field from the record (`event.dice[2]`),
   * `expected` the codec's name, `found` the value (as short JSON). `version` is the schema the
   * event was checked against; `upcastFrom` is set when that check came after upcasting.
   */
  | {
      readonly kind: 'invalid-event';
      readonly line: number;
      readonly eventType: string;
      readonly version: number;
      readonly path: string;
      readonly expected: string;
      readonly found: string;
      readonly upcastFrom?: number;
    }
  /** An upcaster threw. */
  | {
      readonly kind: 'upcast-failed';
      readonly line: number;
      readonly eventType: string;
      readonly from: number;
      readonly reason: string;
    }
  /** Valid JSON, but not the canonical form every writer produces: the line was edited. */
  | { readonly kind: 'not-canonical'; readonly line: number; readonly column: number; readonly reason: string }
  /** The record's content doesn't hash to its `hash`: it was altered. */
  | {
      readonly kind: 'hash-mismatch';
      readonly line: number;
      readonly seq: number;
      readonly stored: string;
      readonly computed: string;
    }
  /** `seq` doesn't follow the previous record's. */
  | { readonly kind: 'seq-gap'; readonly line: number; readonly expected: number; readonly found: number }
  /** `prev` isn't the previous record's hash: the chain is broken. */
  | {
      readonly kind: 'prev-mismatch';
      readonly line: number;
      readonly seq: number;
      readonly expected: string;
      readonly found: string;
    }
  /** The last line has no newline: an append was cut short (`offset`: where it starts, in bytes). */
  | { readonly kind: 'torn-tail'; readonly line: number; readonly offset: number; readonly bytes: number }
  /** A record after the seal: nothing may follow it. */
  | { readonly kind: 'after-seal'; readonly line: number; readonly sealSeq: number }
  /** The seal does not match the records before it. */
  | { readonly kind: 'bad-seal'; readonly line: number; readonly reason: string }
  /** A record whose line would be longer than a reader accepts: it is never written. */
  | { readonly kind: 'too-long'; readonly line: number; readonly bytes: number; readonly max: number }
  /** The log is sealed (a finished game): nothing can be appended. */
  | { readonly kind: 'sealed'; readonly path: string; readonly seq: number }
  /** The file to create already exists and replacing it was not asked for. */
  | { readonly kind: 'exists'; readonly path: string }
  /** The path names something other than a regular file (a directory, a link, a FIFO, a device, a socket). */
  | { readonly kind: 'not-a-file'; readonly path: string; readonly what: NotAFile }
  /** The file to write is one the command reads (the same file, by device and inode). */
  | { readonly kind: 'same-file'; readonly path: string; readonly other: string }
  /**
   * Optimistic concurrency: the caller expected the log to end at `expectedSeq`. Nothing was written.
   * `stream`: the game's stream id, when the log is one stream of a shared store (another writer moved it on).
   */
  | { readonly kind: 'conflict'; readonly expectedSeq: number; readonly actualSeq: number; readonly stream?: string }
  /** Another live writer holds the log. */
  | { readonly kind: 'locked'; readonly path: string; readonly lockPath: string; readonly pid: number | null }
  /** The store was closed. */
  | { readonly kind: 'closed'; readonly path: string }
  /** The file system refused (disk full, permissions…). */
  | { readonly kind: 'io'; readonly path: string; readonly operation: string; readonly message: string };

export type LogErrorKind = LogError['kind'];

/** What a path names when it is not a regular file. */
export type NotAFile = 'a directory' | 'a symbolic link' | 'a FIFO' | 'a device' | 'a socket' | 'not a regular file';

/** A torn tail, as reported by opening or verifying a log. */
export type TornTail = Extract<LogError, { readonly kind: 'torn-tail' }>;

const short = (hash: string): string => (hash.length > 12 ? `${hash.slice(0, 12)}…` : hash);

const fieldOf = (path: string): string => (path.startsWith('event.') ? path.slice('event.'.length) : path);

const eventLabel = (type: string, version: number, upcastFrom: number | undefined): string =>
  upcastFrom === undefined ? `event ${type}` : `event ${type} (upcast from schema v${upcastFrom} to v${version})`;

/** One line, e.g. `line 12: event FaceToFaceResolved: field dice[2] expected a d20 face (1..20), found 23`. */
export const formatLogError = (e: LogError): string => {
  switch (e.kind) {
    case 'malformed-json':
      return `line ${e.line}, column ${e.column}: not valid JSON: ${e.reason}`;
    case 'invalid-utf8':
      return `line ${e.line}, byte ${e.column}: not valid UTF-8`;
    case 'bad-envelope':
      return `line ${e.line}: record field ${e.field} expected ${e.expected}, found ${e.found}`;
    case 'unsupported-version':
      return e.found > e.newest
        ? `line ${e.line}: schema v${e.found} is newer than this Arbiter reads (v${e.newest}); upgrade Arbiter`
        : `line ${e.line}: schema v${e.found} is older than any upcaster (this Arbiter reads v${e.oldest} to v${e.newest})`;
    case 'unknown-event-type': {
      const hint = e.nearest.length > 0 ? ` (did you mean ${e.nearest.join(' or ')}?)` : '';
      return `line ${e.line}: unknown event type ${JSON.stringify(e.type)} in schema v${e.version}${hint}`;
    }
    case 'invalid-event': {
      const field = fieldOf(e.path);
      const where = field === 'event' ? '' : ` field ${field}`;
      return `line ${e.line}: ${eventLabel(e.eventType, e.version, e.upcastFrom)}:${where} expected ${e.expected}, found ${e.found}`;
    }
    case 'upcast-failed':
      return `line ${e.line}: event ${e.eventType} (schema v${e.from}): upcasting to v${e.from + 1} failed: ${e.reason}`;
    case 'not-canonical':
      return `line ${e.line}, column ${e.column}: not in canonical form (${e.reason}); the line was edited after it was written`;
    case 'hash-mismatch':
      return `line ${e.line}: seq ${e.seq} hashes to ${short(e.computed)} but its hash says ${short(e.stored)}; the record was altered`;
    case 'seq-gap':
      return `line ${e.line}: expected seq ${e.expected}, found ${e.found}`;
    case 'prev-mismatch':
      return `line ${e.line}: seq ${e.seq} links to ${short(e.found)} but the previous record's hash is ${short(e.expected)}; the chain is broken`;
    case 'torn-tail':
      return `line ${e.line}: torn write: the last line has no newline (${e.bytes} bytes from byte ${e.offset})`;
    case 'after-seal':
      return `line ${e.line} comes after the seal (seq ${e.sealSeq}): a sealed log ends with its seal, so nothing (not even an empty line) may follow it`;
    case 'bad-seal':
      return `line ${e.line}: the seal does not match the log: ${e.reason}`;
    case 'too-long':
      return `seq ${e.line}: the record would be a line of ${e.bytes} bytes, longer than a log may hold (${e.max}); nothing was written`;
    case 'sealed':
      return `${e.path} is sealed (seq ${e.seq}): it holds a finished game, and nothing may be appended to it`;
    case 'exists':
      return `${e.path} already exists; it was left as it was`;
    case 'not-a-file':
      return `${e.path} is ${e.what}, not a regular file; it was left as it was`;
    case 'same-file':
      return e.path === e.other
        ? `${e.path} is a file this command reads; it was left as it was`
        : `${e.path} is the same file as ${e.other}, which this command reads; it was left as it was`;
    case 'conflict':
      if (e.stream !== undefined)
        return `append conflict: game ${JSON.stringify(e.stream)} moved on to record ${e.actualSeq} (this writer expected it at record ${e.expectedSeq}); nothing was written: reload the game and try again`;
      return `append conflict: expected the log to end at seq ${e.expectedSeq}, but it ends at seq ${e.actualSeq}; nothing was written`;
    case 'locked': {
      const by = e.pid === null ? 'another process' : `another process (pid ${e.pid})`;
      return `${e.path} is being written by ${by}; if no Arbiter process is using it, remove ${e.lockPath}`;
    }
    case 'closed':
      return `the log store for ${e.path} is closed`;
    case 'io':
      return `cannot ${e.operation} ${e.path}: ${e.message}`;
  }
};
