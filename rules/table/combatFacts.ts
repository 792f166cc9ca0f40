import type { TableFact } from './tableFact.ts';

type Fact<K extends TableFact['fact']> = Extract<TableFact, { fact: K }>;

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
}

const key = (a: string, b: string | number): string => `${a}\u0000${String(b)}`;

const build = (facts: readonly TableFact[]): CombatFacts => {
  const contacts = new Map<string, Map<string, boolean>>();
  const touch = (a: string, b: string, v: boolean): void => {
    const m = contacts.get(a) ?? new Map<string, boolean>();
    m.set(b, v);
    contacts.set(a, m);
  };
  const templates = new Map<string, readonly string[]>();
  const mines = new Map<string, Fact<'mine'>>();
  const friendly = new Map<string, string>();
  const guts = new Map<string, Fact<'guts-options'>>();
  for (const f of facts) {
    switch (f.fact) {
      case 'base-contact':
        if (f.a !== f.b) {
          touch(f.a, f.b, f.value);
          touch(f.b, f.a, f.value);
        }
        break;
      case 'template': templates.set(key(f.from, f.shot), f.affects); break;
      case 'mine': mines.set(f.mine, f); break;
      case 'friendly-fire': friendly.set(f.attacker, f.ally); break;
      case 'guts-options': guts.set(f.trooper, f); break;
      default: break;
    }
  }
  return {
    contacts: (trooper) => [...(contacts.get(trooper) ?? new Map<string, boolean>())].filter(([, v]) => v).map(([id]) => id),
    template: (from, shot) => templates.get(key(from, shot)),
    templatesTouching: (trooper) => [...new Set(facts.flatMap((f) => (f.fact === 'template' && f.affects.includes(trooper) ? [f.from] : [])))],
    mines: () => [...mines.values()],
    friendlyFireAlly: (attacker) => friendly.get(attacker),
    gutsOptions: (trooper) => guts.get(trooper),
  };
};

const cache = new WeakMap<readonly TableFact[], CombatFacts>();

export const combatFacts = (facts: readonly TableFact[]): CombatFacts => {
  const hit = cache.get(facts);
  if (hit !== undefined) return hit;
  const made = build(facts);
  cache.set(facts, made);
  return made;
};
