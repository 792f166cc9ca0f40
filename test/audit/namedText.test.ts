import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { namedTexts, textNamer } from '../../audit/namedText.ts';

const names = { senku: 'Senku', panoceania: 'PanOceania', nomads: 'Nomads' };

/** The walk as it was: every object and array rebuilt, `reason` and `why` named (but in citations). */
const rebuilt = (v: unknown, key: string | null, name: (t: string) => string): unknown => {
  if (key === 'citations') return v;
  if (typeof v === 'string') return key === 'reason' || key === 'why' ? name(v) : v;
  if (Array.isArray(v)) return v.map((x: unknown) => rebuilt(x, key, name));
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rebuilt(x, k, name)]));
  return v;
};

describe('namedTexts (ids in logged reasons and whys shown by name)', () => {
  it('names a reason and a why, keeps ids inside longer tokens, and names the same text alike twice', () => {
    const name = textNamer(names);
    const entry = { kind: 'mod', mods: [{ reason: 'partial cover from senku', die: 'senku#1' }], why: "nomads's turn" };
    const once = namedTexts(entry, name);
    expect(once).toEqual({
      kind: 'mod',
      mods: [{ reason: 'partial cover from Senku', die: 'senku#1' }],
      why: "Nomads' turn",
    });
    expect(namedTexts(entry, name)).toEqual(once);
    expect(entry.mods[0]?.reason).toBe('partial cover from senku');
  });

  it('does not look into the rules a line cites', () => {
    const citations = [{ id: 'n5/x', title: 'senku', source: 'https://example.org', why: 'senku' }];
    expect(namedTexts({ why: 'senku', citations }, textNamer(names))).toEqual({ why: 'Senku', citations });
  });

  it('returns a value with no text to name as it is (nothing copied)', () => {
    const entry = { kind: 'roll', dice: [{ die: 'senku#1', face: 3 }], citations: [{ id: 'n5/x' }] };
    expect(namedTexts(entry, textNamer(names))).toBe(entry);
  });

  it('does not walk a value when no id is named otherwise (names equal to ids, or none)', () => {
    // A value that throws on any look inside it: the walk would touch it.
    const untouchable = new Proxy(
      { why: 'senku' },
      {
        get: () => {
          throw new Error('walked');
        },
        ownKeys: () => {
          throw new Error('walked');
        },
      },
    );
    for (const none of [{}, { senku: 'senku', nomads: 'nomads' }, { '': 'x' }])
      expect(namedTexts(untouchable, textNamer(none))).toBe(untouchable);
    expect(() => namedTexts(untouchable, textNamer(names))).toThrow('walked');
  });

  test.prop([fc.jsonValue(), fc.constantFrom('reason', 'why', 'other')])(
    'gives what rebuilding every object gives, keys in the same order',
    (v, key) => {
      const name = textNamer(names);
      const value = { [key]: v, nested: [{ reason: 'senku dodges', v }] };
      const got = namedTexts(value, name);
      expect(JSON.stringify(got)).toBe(JSON.stringify(rebuilt(value, null, name)));
    },
  );
});
