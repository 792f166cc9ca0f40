import * as E from 'fp-ts/lib/Either.js';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fc } from '@fast-check/vitest';
import { sampleGame } from '../../../bench/sampleGame.ts';
import type { ArbiterEvent } from '../../../events/index.ts';
import { parseRecordedGame, recordGame } from '../../../recording/index.ts';
import { isInfinityExample } from '../../support/infinityExample.ts';

const EXAMPLES = join(resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..'), 'examples');
const PER_TYPE = 6;

/** Events of every type the worked examples and the bench's game produce: a few of each type. */
export const sampleEvents = (): readonly ArbiterEvent[] => {
  const byType = new Map<string, ArbiterEvent[]>();
  const keep = (e: ArbiterEvent): void => {
    const list = byType.get(e.type) ?? [];
    if (list.length < PER_TYPE) list.push(e);
    byType.set(e.type, list);
  };
  for (const e of sampleGame(30)) keep(e);
  for (const name of readdirSync(EXAMPLES)
    .filter((f) => f.endsWith('.game.yaml'))
    .filter(isInfinityExample)
    .sort()) {
    const file = join(EXAMPLES, name);
    const parsed = parseRecordedGame(file, readFileSync(file, 'utf8'));
    if (E.isLeft(parsed)) continue;
    const recorded = recordGame(file, parsed.right.game, parsed.right.map);
    if (E.isRight(recorded)) recorded.right.events.forEach(keep);
  }
  return [...byType.values()].flat();
};

type Json = null | boolean | number | string | readonly Json[] | { readonly [k: string]: Json };

/** Every place in a JSON value, as a path of keys and indexes (the root is `[]`). */
const places = (v: unknown, path: readonly (string | number)[] = []): (readonly (string | number)[])[] => {
  const here = [path];
  if (Array.isArray(v)) return here.concat(...v.map((x, i) => places(x, [...path, i])));
  if (typeof v === 'object' && v !== null)
    return here.concat(...Object.entries(v).map(([k, x]) => places(x, [...path, k])));
  return here;
};

/** Values a mangled field may get: wrong kinds, out-of-range numbers, near misses. */
export const ODD_VALUES: readonly Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1,
  1.5,
  20,
  21,
  -0.5,
  1e21,
  '',
  'x',
  'n5',
  'hit',
  'a',
  'first',
  'fusilier-1',
  'n5/rolls/normal-roll',
  [],
  [1],
  ['x'],
  {},
  { kind: 'hit' },
  { type: 'OrderSpent' },
];

/** One change to an event: a value replaced, a key or element removed, or a key added, somewhere in it. */
export const mangle = fc.record({
  place: fc.nat(),
  op: fc.constantFrom('replace', 'remove', 'add'),
  value: fc.oneof(fc.constantFrom(...ODD_VALUES), fc.jsonValue({ maxDepth: 2 })),
  key: fc.constantFrom('extra', 'type', 'order', 'trooper', 'kind', 'value', '__proto__'),
});
export type Mangle = typeof mangle extends fc.Arbitrary<infer A> ? A : never;

const changeAt = (v: unknown, path: readonly (string | number)[], m: Mangle): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) {
    if (m.op === 'replace') return m.value;
    if (m.op === 'add' && typeof v === 'object' && v !== null && !Array.isArray(v)) {
      // The new key first (JSON.parse keeps a `__proto__` key as an own property, as a log's reader would).
      const rest = JSON.stringify(v).slice(1);
      return JSON.parse(`{${JSON.stringify(m.key)}:${JSON.stringify(m.value)}${rest === '}' ? '' : ','}${rest}`);
    }
    if (m.op === 'add' && Array.isArray(v)) return [...(v as unknown[]), m.value];
    return v;
  }
  if (Array.isArray(v)) {
    const i = head as number;
    const items = v as readonly unknown[];
    if (rest.length === 0 && m.op === 'remove') return items.filter((_, j) => j !== i);
    return items.map((x, j) => (j === i ? changeAt(x, rest, m) : x));
  }
  const o = v as Readonly<Record<string, unknown>>;
  const k = head as string;
  if (rest.length === 0 && m.op === 'remove') return Object.fromEntries(Object.entries(o).filter(([key]) => key !== k));
  return Object.fromEntries(Object.entries(o).map(([key, x]) => [key, key === k ? changeAt(x, rest, m) : x]));
};

/** The event with one change, as plain JSON (as `JSON.parse` would give it). */
export const mangled = (event: unknown, m: Mangle): unknown => {
  const all = places(event);
  const out = changeAt(event, all[m.place % all.length] ?? [], m);
  return out === undefined ? undefined : (JSON.parse(JSON.stringify(out) ?? 'null') as unknown);
};

/** Every event that one change makes of `event`: each place given each odd value, removed, or given an extra key. */
export function* singleChanges(event: unknown): Generator<unknown> {
  const all = places(event);
  for (let place = 0; place < all.length; place++) {
    for (const value of ODD_VALUES) yield mangled(event, { place, op: 'replace', value, key: 'extra' });
    yield mangled(event, { place, op: 'remove', value: null, key: 'extra' });
    yield mangled(event, { place, op: 'add', value: 1, key: 'extra' });
  }
}
