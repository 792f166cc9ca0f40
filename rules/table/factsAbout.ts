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

export const factsAbout = (facts: readonly TableFact[]): FactLookup => {
  const last = <T>(pick: (f: TableFact) => T | undefined): T | undefined => {
    let found: T | undefined;
    for (const f of facts) {
      const v = pick(f);
      if (v !== undefined) found = v;
    }
    return found;
  };
  return {
    lof: (from, to) => last((f) => (f.fact === 'lof' && f.from === from && f.to === to ? f.value : undefined)),
    range: (from, to) => last((f) => (f.fact === 'range' && ((f.from === from && f.to === to) || (f.from === to && f.to === from)) ? f.inches : undefined)),
    cover: (target, from) => last((f) => (f.fact === 'cover' && f.target === target && f.from === from ? f.value : undefined)),
    zoc: (trooper, of) => last((f) => (f.fact === 'zoc' && f.trooper === trooper && f.of === of ? f.value : undefined)),
    baseContact: (a, b) => last((f) => (f.fact === 'base-contact' && ((f.a === a && f.b === b) || (f.a === b && f.b === a)) ? f.value : undefined)),
    visibility: (from, to) => facts.flatMap((f) => (f.fact === 'visibility' && f.from === from && f.to === to ? [{ mod: f.mod, reason: f.reason }] : [])),
  };
};
