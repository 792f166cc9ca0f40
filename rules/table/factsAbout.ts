import type { Cover, TableFact } from './tableFact.ts';

/** Looks up the measured facts between two troopers. Later facts override earlier ones. */
export interface FactLookup {
  lof(from: string, to: string): boolean | undefined;
  range(from: string, to: string): number | undefined;
  cover(target: string, from: string): Cover | undefined;
  zoc(trooper: string, of: string): boolean | undefined;
  baseContact(a: string, b: string): boolean | undefined;
  visibility(from: string, to: string): readonly { readonly mod: number; readonly reason: string }[];
}

const pair = (a: string, b: string): string => `${a}\u0000${b}`;
const unordered = (a: string, b: string): string => (a < b ? pair(a, b) : pair(b, a));

const build = (facts: readonly TableFact[]): FactLookup => {
  const lof = new Map<string, boolean>();
  const range = new Map<string, number>();
  const cover = new Map<string, Cover>();
  const zoc = new Map<string, boolean>();
  const contact = new Map<string, boolean>();
  const visibility = new Map<string, { mod: number; reason: string }[]>();
  for (const f of facts) {
    switch (f.fact) {
      case 'lof': lof.set(pair(f.from, f.to), f.value); break;
      case 'range': range.set(unordered(f.from, f.to), f.inches); break;
      case 'cover': cover.set(pair(f.target, f.from), f.value); break;
      case 'zoc': zoc.set(pair(f.trooper, f.of), f.value); break;
      case 'base-contact': contact.set(unordered(f.a, f.b), f.value); break;
      case 'visibility': {
        const k = pair(f.from, f.to);
        visibility.set(k, [...(visibility.get(k) ?? []), { mod: f.mod, reason: f.reason }]);
        break;
      }
      default: break; // facts other rules read (templates, Guts options…) are looked up where used
    }
  }
  return {
    lof: (from, to) => lof.get(pair(from, to)),
    range: (from, to) => range.get(unordered(from, to)),
    cover: (target, from) => cover.get(pair(target, from)),
    zoc: (trooper, of) => zoc.get(pair(trooper, of)),
    baseContact: (a, b) => contact.get(unordered(a, b)),
    visibility: (from, to) => visibility.get(pair(from, to)) ?? [],
  };
};

const cache = new WeakMap<readonly TableFact[], FactLookup>();

/** The lookup for a list of facts; lists are immutable, so each is indexed once. */
export const factsAbout = (facts: readonly TableFact[]): FactLookup => {
  const hit = cache.get(facts);
  if (hit !== undefined) return hit;
  const made = build(facts);
  cache.set(facts, made);
  return made;
};
