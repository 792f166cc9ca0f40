/*
 * Decisions (docs/rulings.md "Close Combat Special Skills"): an Opponent MOD reaches every enemy
 * roll in a Face to Face Roll against a trooper making a CC Attack with Martial Arts (a CC Attack
 * or a Dodge); never a Normal Roll. Natural Born Warrior (N5) leaves a 0 in its place.
 */
import type { CitationId } from '../citations/index.ts';
import { ccOpponentMod, type CcOpponent } from '../combat/index.ts';
import { successValue } from '../dice/index.ts';
import { areEnemies, trooperView } from '../table/tableView.ts';
import type { Exchange, Participant } from './exchange.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import { belowOne } from './participant.ts';

const CC_SKILL_RULES: readonly CitationId[] = [
  'n4/skills/martial-arts',
  'n5/skills/martial-arts',
  'n5/skills/natural-born-warrior',
];

/** The roller with the Opponent MOD of its enemies making CC Attacks on the other side. */
const withOpponentMod = (d: OrderDeclarations, p: Participant, other: readonly Participant[]): Participant => {
  const me = trooperView(d.table, p.trooper);
  if (me === undefined) return p;
  const enemies = [...new Set(other.filter((o) => o.skill === 'cc-attack').map((o) => o.trooper))].flatMap(
    (id): CcOpponent[] => {
      const view = trooperView(d.table, id);
      return view !== undefined && areEnemies(d.table, p.trooper, id)
        ? [{ trooper: id, skills: view.profile.skills }]
        : [];
    },
  );
  const opponent = ccOpponentMod(
    d.table.edition,
    { skills: me.profile.skills, ccAttack: p.skill === 'cc-attack' },
    enemies,
  );
  if (opponent === null) return p;
  const sv = successValue(d.table.edition, p.sv.attribute, p.sv.base, [...p.sv.mods, opponent]);
  return { ...p, sv, automaticFailure: p.automaticFailure ?? belowOne(d, sv) };
};

const citedIn = (ps: readonly Participant[]): CitationId[] =>
  CC_SKILL_RULES.filter((c) => ps.some((p) => p.sv.mods.some((m) => m.citation === c)));

const withCitations = (x: Exchange, ps: readonly Participant[]): Exchange => {
  const extra = citedIn(ps).filter((c) => !x.citations.includes(c));
  return extra.length === 0 ? x : { ...x, citations: [...x.citations, ...extra] };
};

/**
 * Every exchange with the CC Special Skills applied: the Opponent MODs in Face to Face Rolls, and
 * the rule of each Martial Arts or Natural Born Warrior MOD its rolls carry among its citations.
 */
export const withCcSkillMods = (d: OrderDeclarations, exchanges: readonly Exchange[]): Exchange[] =>
  exchanges.map((x) => {
    switch (x.kind) {
      case 'face-to-face': {
        const a = x.a.map((p) => withOpponentMod(d, p, x.b));
        const b = x.b.map((p) => withOpponentMod(d, p, x.a));
        return withCitations({ ...x, a, b }, [...a, ...b]);
      }
      case 'normal':
        return withCitations(x, [x.roller]);
      case 'automatic':
        return x;
    }
  });
