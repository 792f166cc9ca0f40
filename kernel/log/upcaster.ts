import type * as t from 'io-ts';
import type { TaggedEvent } from './logRecord.ts';

/**
 * Turns events written at schema `from` into schema `from + 1` events. Records are upcast on
 * read, one step at a time, until they reach the catalogue's version; they are never rewritten.
 *
 * `codecs` are the codecs of schema `from`, frozen: when a schema changes, the old codecs move
 * (unchanged) into the upcaster that reads them, and the catalogue gets the new ones. An old codec
 * is never edited in place. Adding schema v2 is one file: `upcasters/v1ToV2.ts`, listed in
 * `upcasters/index.ts`.
 */
export interface Upcaster {
  readonly from: number;
  readonly codecs: Readonly<Record<string, t.Decoder<unknown, TaggedEvent>>>;
  /** Pure and total on events `codecs` accept. Its result is checked by the next schema's codecs. */
  readonly upcast: (event: TaggedEvent) => unknown;
}

/** The events a tag → codec table decodes to. */
export type DecodedBy<C> = { [K in keyof C]: C[K] extends t.Decoder<unknown, infer A> ? A : never }[keyof C];

/** An upcaster whose `upcast` sees the old events with their types. */
export const defineUpcaster = <C extends Readonly<Record<string, t.Decoder<unknown, TaggedEvent>>>>(spec: {
  readonly from: number;
  readonly codecs: C;
  readonly upcast: (event: DecodedBy<C>) => unknown;
}): Upcaster => ({
  from: spec.from,
  codecs: spec.codecs,
  // The reader only calls this with a value `codecs[event.type]` decoded.
  upcast: (event) => spec.upcast(event as DecodedBy<C>),
});
