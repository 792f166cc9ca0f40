import type { VisibilityZone } from '../combat/concealmentMods.ts';
import { START_POINT, type Cover, type TableFact } from './tableFact.ts';

type Fact<K extends TableFact['fact']> = Extract<TableFact, { fact: K }>;

/**
 * Looks up the measured facts between two troopers. Later facts override earlier ones. `at`
 * reads the facts measured with the activated trooper at that point of its route; without it
 * (or at `start`), the Order's plain facts.
 */
export interface FactLookup {
  lof(from: string, to: string, at?: string): boolean | undefined;
  range(from: string, to: string, at?: string): number | undefined;
  cover(target: string, from: string, at?: string): Cover | undefined;
  zoc(trooper: string, of: string, at?: string): boolean | undefined;
  baseContact(a: string, b: string): boolean | undefined;
  visibility(from: string, to: string, at?: string): readonly { readonly mod: number; readonly reason: string }[];
  /** The Visibility Zones measured on the line of fire between two troopers (either way). */
  zones(a: string, b: string, at?: string): readonly VisibilityZone[];
  /** Whether `trooper` is inside `hacker`'s Hacking Area, if measured. */
  hackingArea(hacker: string, trooper: string): boolean | undefined;
}

/**
 * The facts combat resolution reads besides LoF, range and cover: base contact (who is engaged
 * with whom), where templates fell, Mines set off, the ally a stray shot hits, what a trooper
 * could do after a failed Guts Roll. Later facts override earlier ones.
 */
export interface CombatFacts {
  /** Every trooper in base contact with this one. */
  contacts(trooper: string): readonly string[];
  /** Who shot `shot` (1-based) of `from`'s template touches, if measured. */
  template(from: string, shot: number): readonly string[] | undefined;
  /** Users of templates measured as touching this trooper. */
  templatesTouching(trooper: string): readonly string[];
  /** The Mines set off this Order, one per Mine id. */
  mines(): readonly Fact<'mine'>[];
  /** The ally `attacker` chose to take its stray shots into a Close Combat. */
  friendlyFireAlly(attacker: string): string | undefined;
  gutsOptions(trooper: string): Fact<'guts-options'> | undefined;
  /** Where `trooper`'s Dodge would end, if declared. */
  dodgeMove(trooper: string): Fact<'dodge-move'> | undefined;
}

const pair = (a: string, b: string): string => `${a}\u0000${b}`;
const unordered = (a: string, b: string): string => (a < b ? pair(a, b) : pair(b, a));
/** A key qualified by a point of the route (`start` and no point are the same: the plain facts). */
const at = (key: string, point: string | undefined): string =>
  point === undefined || point === START_POINT ? key : `${key}\u0001${point}`;
const NONE: readonly never[] = [];

/**
 * Every measured fact of an Order, indexed in one pass for the lookups the rules make (LoF,
 * range, cover, ZoC, base contact, visibility, templates, Mines, friendly fire, Guts options,
 * Dodge moves). LoF, range, cover, ZoC and visibility are keyed by the route point they were
 * measured at too.
 * Later facts override earlier ones. A list of facts is immutable, so it is indexed once.
 */
export class FactIndex implements FactLookup, CombatFacts {
  // Each map is made when a fact of its kind first appears: most Orders measure two or three kinds.
  private lofs: Map<string, boolean> | null = null;
  private ranges: Map<string, number> | null = null;
  private covers: Map<string, Cover> | null = null;
  private zocs: Map<string, boolean> | null = null;
  private contact: Map<string, boolean> | null = null;
  private contactsOf: Map<string, Map<string, boolean>> | null = null;
  private visibilities: Map<string, { mod: number; reason: string }[]> | null = null;
  private zoneFacts: Map<string, VisibilityZone[]> | null = null;
  private smokeFacts: Map<string, { smoke: string; zone: VisibilityZone }[]> | null = null;
  private templates: Map<string, readonly string[]> | null = null;
  private mineFacts: Map<string, Fact<'mine'>> | null = null;
  private friendly: Map<string, string> | null = null;
  private guts: Map<string, Fact<'guts-options'>> | null = null;
  private hacking: Map<string, boolean> | null = null;
  private dodgeMoves: Map<string, Fact<'dodge-move'>> | null = null;
  /** Template users by trooper touched, built on first use. */
  private touching: Map<string, readonly string[]> | null = null;

  constructor(private readonly facts: readonly TableFact[]) {
    for (const f of facts) {
      switch (f.fact) {
        case 'lof':
          (this.lofs ??= new Map()).set(at(pair(f.from, f.to), f.at), f.value);
          break;
        case 'range':
          (this.ranges ??= new Map()).set(at(unordered(f.from, f.to), f.at), f.inches);
          break;
        case 'cover':
          (this.covers ??= new Map()).set(at(pair(f.target, f.from), f.at), f.value);
          break;
        case 'zoc':
          (this.zocs ??= new Map()).set(at(pair(f.trooper, f.of), f.at), f.value);
          break;
        case 'base-contact':
          (this.contact ??= new Map()).set(unordered(f.a, f.b), f.value);
          if (f.a !== f.b) {
            this.touch(f.a, f.b, f.value);
            this.touch(f.b, f.a, f.value);
          }
          break;
        case 'visibility': {
          const k = at(pair(f.from, f.to), f.at);
          const seen = (this.visibilities ??= new Map<string, { mod: number; reason: string }[]>());
          seen.set(k, [...(seen.get(k) ?? []), { mod: f.mod, reason: f.reason }]);
          break;
        }
        case 'visibility-zone': {
          const k = at(unordered(f.from, f.to), f.at);
          const seen = (this.zoneFacts ??= new Map<string, VisibilityZone[]>());
          seen.set(k, [...(seen.get(k) ?? []), f.zone]);
          if (f.smoke !== undefined) {
            const smoke = (this.smokeFacts ??= new Map<string, { smoke: string; zone: VisibilityZone }[]>());
            smoke.set(k, [...(smoke.get(k) ?? []), { smoke: f.smoke, zone: f.zone }]);
          }
          break;
        }
        case 'template':
          (this.templates ??= new Map()).set(pair(f.from, String(f.shot)), f.affects);
          break;
        case 'mine':
          (this.mineFacts ??= new Map()).set(f.mine, f);
          break;
        case 'friendly-fire':
          (this.friendly ??= new Map()).set(f.attacker, f.ally);
          break;
        case 'guts-options':
          (this.guts ??= new Map()).set(f.trooper, f);
          break;
        case 'hacking-area':
          (this.hacking ??= new Map()).set(pair(f.hacker, f.trooper), f.value);
          break;
        case 'dodge-move':
          (this.dodgeMoves ??= new Map()).set(f.trooper, f);
          break;
      }
    }
  }

  private touch(a: string, b: string, v: boolean): void {
    const all = (this.contactsOf ??= new Map<string, Map<string, boolean>>());
    const m = all.get(a) ?? new Map<string, boolean>();
    m.set(b, v);
    all.set(a, m);
  }

  lof(from: string, to: string, point?: string): boolean | undefined {
    return this.lofs?.get(at(pair(from, to), point));
  }
  range(from: string, to: string, point?: string): number | undefined {
    return this.ranges?.get(at(unordered(from, to), point));
  }
  cover(target: string, from: string, point?: string): Cover | undefined {
    return this.covers?.get(at(pair(target, from), point));
  }
  zoc(trooper: string, of: string, point?: string): boolean | undefined {
    return this.zocs?.get(at(pair(trooper, of), point));
  }
  baseContact(a: string, b: string): boolean | undefined {
    return this.contact?.get(unordered(a, b));
  }
  visibility(from: string, to: string, point?: string): readonly { readonly mod: number; readonly reason: string }[] {
    return this.visibilities?.get(at(pair(from, to), point)) ?? NONE;
  }
  zones(a: string, b: string, point?: string): readonly VisibilityZone[] {
    return this.zoneFacts?.get(at(unordered(a, b), point)) ?? NONE;
  }
  /** The Smoke and Eclipse templates measured on the line of fire between two troopers (either way). */
  smokes(a: string, b: string, point?: string): readonly { readonly smoke: string; readonly zone: VisibilityZone }[] {
    return this.smokeFacts?.get(at(unordered(a, b), point)) ?? NONE;
  }
  contacts(trooper: string): readonly string[] {
    const m = this.contactsOf?.get(trooper);
    return m === undefined ? NONE : [...m].filter(([, v]) => v).map(([id]) => id);
  }
  template(from: string, shot: number): readonly string[] | undefined {
    return this.templates?.get(pair(from, String(shot)));
  }
  templatesTouching(trooper: string): readonly string[] {
    this.touching ??= this.facts.reduce((m, f) => {
      if (f.fact === 'template') for (const t of f.affects) m.set(t, [...new Set([...(m.get(t) ?? []), f.from])]);
      return m;
    }, new Map<string, readonly string[]>());
    return this.touching.get(trooper) ?? NONE;
  }
  mines(): readonly Fact<'mine'>[] {
    return this.mineFacts === null ? NONE : [...this.mineFacts.values()];
  }
  friendlyFireAlly(attacker: string): string | undefined {
    return this.friendly?.get(attacker);
  }
  gutsOptions(trooper: string): Fact<'guts-options'> | undefined {
    return this.guts?.get(trooper);
  }
  hackingArea(hacker: string, trooper: string): boolean | undefined {
    return this.hacking?.get(pair(hacker, trooper));
  }
  dodgeMove(trooper: string): Fact<'dodge-move'> | undefined {
    return this.dodgeMoves?.get(trooper);
  }
}

const cache = new WeakMap<readonly TableFact[], FactIndex>();
let last: { readonly facts: readonly TableFact[]; readonly index: FactIndex } | null = null;

/** The index of a list of facts, built once per list (the last one is kept at hand). */
export const factIndex = (facts: readonly TableFact[]): FactIndex => {
  if (last !== null && last.facts === facts) return last.index;
  let index = cache.get(facts);
  if (index === undefined) {
    index = new FactIndex(facts);
    cache.set(facts, index);
  }
  last = { facts, index };
  return index;
};
