import type { ArbiterEvent } from '../events/index.ts';
import { MAX_EVENT_BYTES } from './inputLimits.ts';

const MIB = 1024 * 1024;

/**
 * The longest text `JSON.stringify` gives a number: 17 digits after `-0.00000`, as a number from
 * 1e-6 to 1e-5 is written (`-0.0000012345678901234567`, 25), one more than the longest exponent form
 * (`-1.2345678901234567e-308`, 24).
 */
const NUMBER_CHARS = 25;

const plainOrArray = (v: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null || proto === Array.prototype;
};

/**
 * An upper bound of the UTF-8 bytes of `JSON.stringify(v)`, counted without writing it: a UTF-16
 * unit takes at most 6 bytes (a `\uXXXX` escape; 3 as UTF-8), a number at most
 * {@link NUMBER_CHARS}, and every key and separator is counted. Values `JSON.stringify` leaves out
 * are counted as `null`. The walk stops once the bound passes `limit`, and what JSON.stringify writes
 * its own way (a `toJSON`, a boxed value, a class instance) is not bounded: either way it says more than `limit`.
 */
export const jsonBytesBound = (v: unknown, limit: number): number => {
  switch (typeof v) {
    case 'string':
      return 2 + 6 * v.length;
    case 'number':
      return NUMBER_CHARS;
    case 'object': {
      if (v === null) return 4;
      // What JSON.stringify writes its own way (toJSON, boxed values, class instances) is not bounded here.
      if (typeof (v as { toJSON?: unknown }).toJSON === 'function' || !plainOrArray(v)) return limit + 1;
      let n = 2;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length && n <= limit; i++) n += 1 + jsonBytesBound(v[i], limit);
        return n;
      }
      const record = v as Readonly<Record<string, unknown>>;
      for (const k in record) {
        n += 4 + 6 * k.length + jsonBytesBound(record[k], limit);
        if (n > limit) return n;
      }
      return n;
    }
    case 'boolean':
    case 'undefined':
    case 'function':
    case 'symbol':
    case 'bigint':
      return 5;
  }
};

/**
 * The first event too long for a line the log reader takes back, said as a reason; null when
 * none is. The file's limits keep every field far below it; what they cannot bound alone is
 * the weapons named by catalogue id, which GameStarted writes out in full. An event is bounded
 * first without being written ({@link jsonBytesBound}); only one that may be too long is written
 * out and measured.
 */
export const oversizedEvent = (events: readonly ArbiterEvent[]): string | null => {
  for (const event of events) {
    if (jsonBytesBound(event, MAX_EVENT_BYTES) <= MAX_EVENT_BYTES) continue;
    const text = JSON.stringify(event);
    // A UTF-16 unit is at most 3 UTF-8 bytes: only a text that long is counted.
    if (text.length * 3 <= MAX_EVENT_BYTES) continue;
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_EVENT_BYTES) {
      const why = event.type === 'GameStarted' ? ' (each weapon named by id is written out in full there)' : '';
      return `the log would hold a ${event.type} line of ${(bytes / MIB).toFixed(1)} MiB${why}; a log line is read back only up to ${(MAX_EVENT_BYTES / MIB).toFixed(1)} MiB`;
    }
  }
  return null;
};
