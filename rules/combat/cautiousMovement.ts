/*
 * Decisions (docs/rulings.md "Movement skills"): whether a Cautious Movement generates AROs is
 * read from measured facts at `start` (or plain) and at the last point of its route: LoF of an
 * enemy to the moving trooper, or either in the other's ZoC; N5, a Hackable trooper (HI, REM, TAG
 * or a Hacker, reading) inside an enemy Hacker's Hacking Area. A fact never measured is not
 * assumed: the movement stays cautious until one says otherwise. N3/N4 also require the start to
 * be outside them (the requirement, read when measured: the skill is then void, an Idle).
 * Stealth (nX/skills/stealth): its user may move cautiously inside enemy ZoC (N5: and Hacking
 * Areas): only LoF counts for it.
 */
import type { Edition } from '../edition.ts';
import type { FactLookup } from '../table/factIndex.ts';
import type { TableView } from '../table/tableView.ts';
import { START_POINT } from '../table/tableFact.ts';

export interface CautiousContext {
  readonly table: TableView;
  readonly activePlayer: string;
  /** The trooper moving cautiously. */
  readonly active: string;
  readonly facts: FactLookup;
}

const hasStealth = (c: CautiousContext): boolean =>
  c.table.troopers[c.active]?.profile.skills.includes('stealth') === true;

const enemiesOf = (c: CautiousContext): readonly string[] =>
  Object.keys(c.table.troopers).filter((id) => c.table.troopers[id]?.player !== c.activePlayer);

/** The first enemy measured with LoF to the trooper, or the trooper in its ZoC (or it in the trooper's), at `point`. */
const seenAt = (c: CautiousContext, point: string): string | null => {
  const stealth = hasStealth(c);
  for (const e of enemiesOf(c)) {
    if (c.facts.lof(e, c.active, point) === true) return `${e} has LoF to ${c.active} at ${point}`;
    if (stealth) continue;
    if (c.facts.zoc(e, c.active, point) === true || c.facts.zoc(c.active, e, point) === true)
      return `${c.active} and ${e} are in each other's ZoC at ${point}`;
  }
  return null;
};

const hackableTypes = ['HI', 'REM', 'TAG'] as const;

/** N5: a Hackable trooper measured inside an enemy Hacker's Hacking Area. */
const hacked = (c: CautiousContext): string | null => {
  const me = c.table.troopers[c.active]?.profile;
  if (me === undefined || me.skills.includes('stealth')) return null;
  const isHackable = (hackableTypes as readonly string[]).includes(me.unitType) || me.skills.includes('hacker');
  if (!isHackable) return null;
  const hacker = enemiesOf(c).find(
    (e) => c.table.troopers[e]?.profile.skills.includes('hacker') === true && c.facts.hackingArea(e, c.active) === true,
  );
  return hacker === undefined ? null : `${c.active} (Hackable) is inside ${hacker}'s Hacking Area`;
};

/**
 * Why this Cautious Movement, ending at `end`, generates AROs as usual (begins or ends in an
 * enemy's LoF or ZoC; N5 a Hackable trooper in an enemy Hacking Area), or null: it generates none.
 */
export const cautiousBreach = (edition: Edition, c: CautiousContext, end: string): string | null =>
  seenAt(c, START_POINT) ?? seenAt(c, end) ?? (edition === 'n5' ? hacked(c) : null);

/** N3/N4: why the trooper was not outside every enemy's LoF and ZoC when it declared, or null. */
export const cautiousRequirementUnmet = (edition: Edition, c: CautiousContext): string | null =>
  edition === 'n5' ? null : seenAt(c, START_POINT);
