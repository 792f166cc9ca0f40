import type * as t from 'io-ts';
import type { TaggedEvent } from './logRecord.ts';
import { LOG_SEALED, type SealTally } from './logSeal.ts';
import { isPlainCodec } from './plainCodec.ts';
import type { Upcaster } from './upcaster.ts';

/** What a reader needs of a codec: io-ts's `decode` (to read and explain) and `is` (to check fast). */
export interface EventCodec<A> extends t.Decoder<unknown, A> {
  readonly is: t.Is<A>;
}

/**
 * The event catalogue as the log sees it: the current schema (tag → codec), how to encode an
 * event for writing, and the upcasters that bring older records up to date. The log code is
 * generic over it, so it works with any ruleset's catalogue and with test ones.
 */
export interface Catalogue<E extends TaggedEvent> {
  /** The schema version written in new records' `v`. */
  readonly version: number;
  /** Every event type of this version, by its `type` tag. */
  readonly codecs: Readonly<Record<string, EventCodec<E>>>;
  /** Encodes an event to its JSON form (the union codec; identity for plain JSON events). */
  readonly codec: t.Encoder<E, unknown>;
  /** One per older version still readable, `from` = oldest … version − 1. */
  readonly upcasters: readonly Upcaster[];
  /**
   * Set when every codec's `decode` returns its input unchanged whenever its `is` accepts it (no
   * transformations, no stripped keys). Readers then check records with the faster `is`. Left
   * unset, that is worked out per codec from io-ts's built-in shapes (custom types count as not plain).
   */
  readonly decodeIsIdentity?: boolean;
  /** What the ruleset counts in a seal (say, rounds played); a seal of a log without it carries no counts. */
  readonly seal?: SealTally<E>;
}

/**
 * Checks a catalogue's shape once, at start-up: upcasters must form one chain
 * `oldest → … → version` with no gaps or duplicates. A broken chain is a programming error: it throws.
 */
export const defineCatalogue = <E extends TaggedEvent>(catalogue: Catalogue<E>): Catalogue<E> => {
  const { version, upcasters } = catalogue;
  if (!Number.isSafeInteger(version) || version < 0)
    throw new Error(`catalogue version must be a non-negative integer, not ${version}`);
  const froms = upcasters.map((u) => u.from).sort((a, b) => a - b);
  froms.forEach((from, i) => {
    const expected = version - froms.length + i;
    if (from !== expected) {
      throw new Error(
        `upcasters must chain up to v${version} with no gaps: expected one from v${expected}, found from v${from}`,
      );
    }
  });
  if (Object.prototype.hasOwnProperty.call(catalogue.codecs, LOG_SEALED))
    throw new Error(`${LOG_SEALED} is the log's seal, not an event type a catalogue may define`);
  for (const [tag, codec] of Object.entries(catalogue.codecs)) {
    if (typeof codec.decode !== 'function') throw new Error(`catalogue codec for ${tag} is not an io-ts codec`);
  }
  return catalogue;
};

/** One readable schema version, compiled for fast lookups. */
export interface SchemaReader {
  readonly version: number;
  readonly codecs: ReadonlyMap<string, t.Decoder<unknown, unknown>>;
  readonly tags: readonly string[];
  /** Tags whose codec may be checked with `is` alone (its decode is the identity). */
  readonly plain: ReadonlyMap<string, EventCodec<unknown>>;
  /** Brings this version's events to the next one (absent for the newest). */
  readonly upcaster: Upcaster | undefined;
}

export interface CompiledCatalogue {
  readonly oldest: number;
  readonly newest: number;
  readonly schemas: ReadonlyMap<number, SchemaReader>;
}

const compiled = new WeakMap<object, CompiledCatalogue>();

const hasIs = (codec: t.Decoder<unknown, unknown>): codec is EventCodec<unknown> =>
  typeof (codec as Partial<EventCodec<unknown>>).is === 'function';

const schemaReader = (
  version: number,
  codecs: Readonly<Record<string, t.Decoder<unknown, unknown>>>,
  upcaster: Upcaster | undefined,
  trust: boolean,
): SchemaReader => {
  const map = new Map<string, t.Decoder<unknown, unknown>>(Object.entries(codecs));
  const plain = new Map<string, EventCodec<unknown>>();
  for (const [tag, codec] of map) {
    if (hasIs(codec) && (trust || isPlainCodec(codec))) plain.set(tag, codec);
  }
  return { version, codecs: map, tags: [...map.keys()], plain, upcaster };
};

/** The catalogue indexed by version (computed once per catalogue object). */
export const compileCatalogue = <E extends TaggedEvent>(catalogue: Catalogue<E>): CompiledCatalogue => {
  const cached = compiled.get(catalogue);
  if (cached !== undefined) return cached;
  const trust = catalogue.decodeIsIdentity === true;
  const schemas = new Map<number, SchemaReader>();
  schemas.set(catalogue.version, schemaReader(catalogue.version, catalogue.codecs, undefined, trust));
  for (const u of catalogue.upcasters) schemas.set(u.from, schemaReader(u.from, u.codecs, u, trust));
  const result = {
    oldest: Math.min(catalogue.version, ...catalogue.upcasters.map((u) => u.from)),
    newest: catalogue.version,
    schemas,
  };
  compiled.set(catalogue, result);
  return result;
};
