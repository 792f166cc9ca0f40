import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { readYaml } from '../../recording/readYaml.ts';
import { example } from './badGames.ts';
import { gameExamples } from './recordedExamples.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** How to mangle a game's data: the path picked step by step (indices into the keys), and what to do there. */
export interface Mangling {
  readonly steps: readonly number[];
  /** The new value; undefined removes the value; a `rename` gives its key another spelling. */
  readonly value: Json | undefined;
  readonly rename: string | null;
}

export const mangling: fc.Arbitrary<Mangling> = fc.record({
  steps: fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
  value: fc.option(
    fc.oneof(
      fc.jsonValue() as fc.Arbitrary<Json>,
      fc.integer({ min: -3, max: 25 }),
      fc.double(),
      fc.constantFrom<Json>('n5', 'n4', 'bs-attack', 'idle', 'roll', '', 'a0', 'x'.repeat(70), 'a\u001bb', 'ａ0'),
    ),
    { nil: undefined },
  ),
  rename: fc.option(fc.constantFrom('edtion', 'trooper', 'skil', 'first', 'ruledByPlayers', 'x', '__proto__')),
});

/** A copy of `data` with one value, picked by the steps, replaced, removed or moved to another key. */
export const mangled = (data: unknown, { steps, value, rename }: Mangling): unknown => {
  const copy = structuredClone(data) as Json;
  let node: Json = copy;
  for (const [i, step] of steps.entries()) {
    if (node === null || typeof node !== 'object') break;
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    const key = keys[step % keys.length] ?? '';
    const child: Json | undefined = Array.isArray(node) ? node[Number(key)] : node[key];
    const last = i === steps.length - 1 || child === null || typeof child !== 'object';
    if (!last && child !== undefined) {
      node = child;
      continue;
    }
    if (Array.isArray(node)) {
      if (value === undefined) node.splice(Number(key), 1);
      else node[Number(key)] = value;
    } else if (rename !== null && child !== undefined) {
      delete node[key];
      Object.defineProperty(node, rename, { value: child, enumerable: true, writable: true, configurable: true });
    } else if (value === undefined) delete node[key];
    else node[key] = value;
    break;
  }
  return copy;
};

/** Each example game file's data, as the reader gets it before any check. */
export const exampleGameData = (): readonly unknown[] =>
  gameExamples().map((name) => {
    const read = readYaml(example(name));
    if (E.isLeft(read)) throw new Error(`${name}: ${read.left.message}`);
    return read.right.data;
  });
