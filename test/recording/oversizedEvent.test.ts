import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { ArbiterEvent } from '../../events/index.ts';
import { MAX_EVENT_BYTES } from '../../recording/inputLimits.ts';
import { jsonBytesBound, oversizedEvent } from '../../recording/oversizedEvent.ts';

const bytesOf = (v: unknown): number | undefined => {
  try {
    const text = JSON.stringify(v) as string | undefined;
    return text === undefined ? undefined : Buffer.byteLength(text, 'utf8');
  } catch {
    return undefined; // (a BigInt: JSON.stringify throws)
  }
};

describe('recorded-game/size: an event is bounded without being written, and only one that may be too long is measured', () => {
  test.prop(
    [
      fc.anything({
        withBoxedValues: true,
        withMap: true,
        withSet: true,
        withDate: true,
        withNullPrototype: true,
        withSparseArray: true,
        withTypedArray: true,
        withObjectString: true,
        stringUnit: 'binary',
      }),
    ],
    { numRuns: 2000 },
  )('the bound is never below the bytes JSON.stringify writes, whatever the value', (value) => {
    const bytes = bytesOf(value);
    if (bytes === undefined) return;
    expect(jsonBytesBound(value, Number.MAX_SAFE_INTEGER)).toBeGreaterThanOrEqual(bytes);
  });

  test.prop([fc.jsonValue(), fc.nat({ max: 200 })], { numRuns: 1000 })(
    'a bound stopped early still says more than its limit when the whole bound would',
    (value, limit) => {
      const whole = jsonBytesBound(value, Number.MAX_SAFE_INTEGER);
      const early = jsonBytesBound(value, limit);
      expect(early > limit).toBe(whole > limit);
    },
  );

  test('numbers of the longest text, escapes and characters beyond U+FFFF are bounded', () => {
    for (const v of [
      -1.2345678901234567e-308,
      -0.0000012345678901234567,
      -0.0000010000773601579102,
      -5e-324,
      Number.MIN_VALUE,
      -Number.MAX_VALUE,
      1e21,
      -0,
    ])
      expect(jsonBytesBound(v, Infinity)).toBeGreaterThanOrEqual(bytesOf(v) ?? 0);
    for (const s of ['\u0000'.repeat(10), '"\\', '😀😀', '\ud800', 'é'.repeat(5), '\u2028'])
      expect(jsonBytesBound({ [s]: [s, { s }] }, Infinity)).toBeGreaterThanOrEqual(bytesOf({ [s]: [s, { s }] }) ?? 0);
  });

  test('an event too long for a log line is still found and said as before; events of a game are not', () => {
    const huge = { type: 'OrderRuledByPlayers', note: 'x'.repeat(MAX_EVENT_BYTES + 1) } as unknown as ArbiterEvent;
    const small = { type: 'OrderConcluded', order: 1, trooper: 'fusilier-1' } as ArbiterEvent;
    expect(oversizedEvent([small, huge])).toBe(
      'the log would hold a OrderRuledByPlayers line of 15.9 MiB; a log line is read back only up to 15.9 MiB',
    );
    // Bounded above the limit (6 bytes a character) but short enough once written: not refused.
    const near = {
      type: 'OrderRuledByPlayers',
      note: 'x'.repeat(Math.floor(MAX_EVENT_BYTES / 4)),
    } as unknown as ArbiterEvent;
    expect(oversizedEvent([small, near])).toBe(null);
  });
});
