import type { CitationId } from '../citations/index.ts';
import { mod, needsRoll, successValue, svBelowOneCitation, type Mod } from '../dice/index.ts';
import { fireteamRollBonus, type FireteamRoll } from '../fireteams/index.ts';
import type { Exchange, Participant } from './exchange.ts';
import { activeSkills, type OrderDeclarations } from './orderDeclarations.ts';
import { PlanRefusal } from './planRefusal.ts';
import { planReactions } from './planReactions.ts';
import type { NullifiedShot } from './templateShots.ts';

/*
 * Decisions (docs/rulings.md "Fireteams"):
 * - In a Fireteam Order whose Leader declares a skill other than Move and Idle (a BS Attack, a
 *   Dodge, a Discover, a CC Attack…), only the Leader performs it and the members Idle: the Order
 *   is planned as the Leader's own. An ARO aimed at a member other than the Leader meets an Idle
 *   trooper: planned as against an Order of that member's that did nothing (a Normal Roll for an
 *   attack), apart from the Leader's exchanges (neither affects the other).
 * - The level's bonuses go to the Leader's rolls in its Fireteam Order and to each member's rolls
 *   in its own ARO (n5/fireteams/bonus-*).
 */

const ORDER: CitationId = 'n5/fireteams/order';

/** A Fireteam Order in which the Leader performs a skill alone (anything but Move and Idle). */
export const isLeaderOnlyOrder = (d: OrderDeclarations): boolean =>
  d.fireteamOrder === true && activeSkills(d).some((s) => s.skill !== 'move' && s.skill !== 'idle');

/** The member an ARO aims at, if it names one. */
const aimedAt = (d: OrderDeclarations['aros'][number]['declaration']): string | undefined => {
  if (d.skill === 'bs-attack' || d.skill === 'comms-attack') return d.targets[0]?.target;
  if (d.skill === 'cc-attack' || d.skill === 'berserk') return d.target;
  return undefined;
};

/** A Fireteam Order whose Leader acts alone, as the Leader's own Order: the members Idle (no longer `coordinated`). */
export const asLeaderOrder = (d: OrderDeclarations): OrderDeclarations =>
  isLeaderOnlyOrder(d) ? { ...d, coordinated: [] } : d;

/** The Idle members of a Fireteam Order whose Leader acts alone (none otherwise). */
export const idleMembers = (d: OrderDeclarations): readonly string[] =>
  isLeaderOnlyOrder(d) ? (d.coordinated ?? []) : [];

/**
 * The Leader's Order without the AROs aimed at Idle members, and those AROs each planned against
 * its member as against an Order in which that member did nothing (planReactions: an attack is a
 * Normal Roll). Template AROs aimed at a member are refused (not ruled yet: whom else they touch
 * would belong to the Leader's exchanges).
 */
export const planMemberAros = (
  d: OrderDeclarations,
  members: readonly string[],
): {
  readonly leader: OrderDeclarations;
  readonly exchanges: readonly Exchange[];
  readonly nullified: readonly NullifiedShot[];
} => {
  if (members.length === 0) return { leader: d, exchanges: [], nullified: [] };
  const atMembers = d.aros.flatMap((a) => {
    const at = aimedAt(a.declaration);
    return at !== undefined && members.includes(at) ? [{ aro: a, at }] : [];
  });
  if (atMembers.length === 0) return { leader: d, exchanges: [], nullified: [] };
  const planned = atMembers.map(({ aro, at }) => {
    const alone: OrderDeclarations = {
      ...d,
      active: at,
      coordinated: [],
      first: { skill: 'idle' },
      second: null,
      aros: [aro],
    };
    const r = planReactions(alone, [], false);
    if (
      r.exchanges.some((x) => x.kind === 'automatic') ||
      r.nullified.length > 0 ||
      r.exchanges.some((x) => x.kind === 'normal' && x.roller.effect.kind === 'attack' && x.roller.effect.template)
    )
      throw new PlanRefusal({
        reason: `${aro.trooper}'s template ARO aims at ${at}, a member who Idles while the Fireteam Leader ${d.active} acts alone: not ruled by this engine yet (record the Order as ruled by the players)`,
        citation: ORDER,
      });
    return r;
  });
  return {
    leader: { ...d, aros: d.aros.filter((a) => !atMembers.some((m) => m.aro === a)) },
    exchanges: planned.flatMap((r) => r.exchanges),
    nullified: planned.flatMap((r) => r.nullified),
  };
};

/** Which of a participant's rolls a Fireteam bonus applies to, if any. */
const rollOf = (d: OrderDeclarations, p: Participant): FireteamRoll | null => {
  if (p.skill === 'dodge') return 'dodge';
  if (p.skill === 'discover') return 'discover';
  if (p.skill !== 'bs-attack' || p.sv.attribute !== 'BS') return null;
  // A BS Attack declared as such (not a Speculative or Intuitive Attack read as one).
  const declared =
    p.trooper === d.active
      ? activeSkills(d).some((s) => s.skill === 'bs-attack')
      : d.aros.some((a) => a.trooper === p.trooper && a.declaration.skill === 'bs-attack');
  return declared ? 'bs-attack' : null;
};

/** The level whose bonuses a trooper's rolls get: the Leader in its Fireteam Order, a member in its ARO. */
const levelFor = (d: OrderDeclarations, trooper: string): number => {
  const level = d.fireteamLevels?.[trooper] ?? 1;
  if (trooper === d.active) return d.fireteamOrder === true ? level : 1;
  return d.aros.some((a) => a.trooper === trooper) ? level : 1;
};

/**
 * Sixth Sense (level 5), the part this engine can rule: a BS Attack back at an attacker through a
 * Zero Visibility Zone takes no -6 (logged as a 0 citing it). Its other effect, answering an Attack
 * from outside LoF, is not ruled (such an ARO is refused for want of LoF).
 */
const withSixthSense = (mods: readonly Mod[], level: number): readonly Mod[] =>
  level < 5
    ? mods
    : mods.map((m) =>
        m.citation === 'n5/visibility/zero-target'
          ? mod(0, `Sixth Sense (Fireteam level 5): no ${m.value} through the Zero Visibility Zone`, SIXTH_SENSE)
          : m,
      );

const SIXTH_SENSE: CitationId = 'n5/fireteams/bonus-sixth-sense';

const withBonus = (d: OrderDeclarations, p: Participant): Participant => {
  const roll = rollOf(d, p);
  const level = levelFor(d, p.trooper);
  if (roll === null || level < 2) return p;
  const bonus = fireteamRollBonus(level, roll);
  const own = withSixthSense(p.sv.mods, level);
  if (bonus.mods.length === 0 && bonus.extraDice === null && own === p.sv.mods) return p;
  const edition = d.table.edition;
  const sv = successValue(edition, p.sv.attribute, p.sv.base, [...own, ...bonus.mods]);
  const automaticFailure =
    p.automaticFailure ??
    (needsRoll(sv.value)
      ? null
      : {
          reason: `${sv.attribute} ${sv.base} with ${sv.modTotal} in MODs leaves an SV of ${sv.value}, below 1`,
          citation: svBelowOneCitation(edition),
        });
  return { ...p, sv, automaticFailure, ...(bonus.extraDice === null ? {} : { extraDice: bonus.extraDice }) };
};

/** The rules of the bonuses a side's rolls took. */
const bonusCitations = (ps: readonly Participant[]): CitationId[] =>
  ps.flatMap((p) => [
    ...p.sv.mods.filter((m) => m.citation.startsWith('n5/fireteams/')).map((m) => m.citation),
    ...(p.extraDice === undefined ? [] : [p.extraDice.citation]),
  ]);

const cited = <X extends { readonly citations: readonly CitationId[] }>(x: X, ps: readonly Participant[]): X => ({
  ...x,
  citations: [...new Set([...x.citations, ...bonusCitations(ps)])],
});

/** Every roll of the Order with the Fireteam bonuses of its roller (N5). */
export const withFireteamBonuses = (d: OrderDeclarations, exchanges: readonly Exchange[]): Exchange[] =>
  d.fireteamLevels === undefined
    ? [...exchanges]
    : exchanges.map((x) => {
        switch (x.kind) {
          case 'face-to-face': {
            const a = x.a.map((p) => withBonus(d, p));
            const b = x.b.map((p) => withBonus(d, p));
            return cited({ ...x, a, b }, [...a, ...b]);
          }
          case 'normal': {
            const roller = withBonus(d, x.roller);
            return cited({ ...x, roller }, [roller]);
          }
          case 'automatic':
            return x;
        }
      });
