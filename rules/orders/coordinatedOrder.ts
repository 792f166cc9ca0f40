import * as E from 'fp-ts/lib/Either.js';
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { isNull } from '../table/trooperState.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import { isolatedOrdersCitation, type OrderPools } from './orderPools.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';
import { attackAmmoRefusal } from './ammoRefusal.ts';
import { canDeclare } from '../combat/allowedSkills.ts';

/** Command Tokens each player starts with (missions may say otherwise). */
export const STARTING_COMMAND_TOKENS = 4;
const MAX_TROOPERS = 4;

export const coordinatedCitation = (e: Edition): CitationId => inEdition(e, 'orders/coordinated');
export const commandTokenCitation = (e: Edition): CitationId => inEdition(e, 'orders/command-tokens');

/**
 * Whether a Coordinated Order may be given: the spearhead and up to three more troopers, all
 * of the Active Player, of one Combat Group, of the same Training, able to act; one Command
 * Token and one Regular Order of that group are spent.
 */
export const coordinationRefusal = (
  table: TableView,
  pools: OrderPools,
  tokensLeft: number,
  spearhead: string,
  others: readonly string[],
): Refusal | null => {
  const edition = table.edition;
  const cite = coordinatedCitation(edition);
  const members = [spearhead, ...others];
  if (members.length > MAX_TROOPERS)
    return refuse(`a Coordinated Order moves at most ${MAX_TROOPERS} troopers, not ${members.length}`, cite);
  if (new Set(members).size !== members.length)
    return refuse('a trooper is named twice in the Coordinated Order', cite);
  const lead = trooperView(table, spearhead);
  if (lead === undefined) return refuse(`there is no trooper ${spearhead}`, cite);
  // A Coordinated Order is a Regular Order from the pool, which an Isolated trooper cannot receive.
  if (lead.states.includes('isolated'))
    return refuse(
      `${spearhead} is Isolated: it receives no Order from the Order Pool, Coordinated or not`,
      isolatedOrdersCitation(edition),
    );
  for (const id of others) {
    const v = trooperView(table, id);
    if (v === undefined) return refuse(`there is no trooper ${id}`, cite);
    if (v.player !== lead.player) return refuse(`${id} is not ${lead.player}'s`, cite);
    if (v.group !== lead.group)
      return refuse(
        `${id} is in Combat Group ${v.group}, not ${lead.group}: a Coordinated Order stays within one Combat Group`,
        cite,
      );
    if (v.profile.training !== lead.profile.training)
      return refuse(
        `${id} is ${v.profile.training} and ${spearhead} ${lead.profile.training}: all must share their Training`,
        cite,
      );
    if (isNull(v.states)) return refuse(`${id} is ${v.states.join(', ')} and cannot act`, cite);
    if (v.states.includes('isolated'))
      return refuse(
        `${id} is Isolated: it receives no Order from the Order Pool, Coordinated or not`,
        isolatedOrdersCitation(edition),
      );
  }
  if (tokensLeft < 1) return refuse(`${lead.player} has no Command Token left`, commandTokenCitation(edition));
  if ((pools.regular[lead.group] ?? 0) < 1)
    return refuse(`Combat Group ${lead.group} has no Regular Order left for the Coordinated Order`, cite);
  return null;
};

/**
 * A skill the spearhead declares for every member of a Coordinated Order: Move, Idle, Dodge or a
 * BS Attack (a Comms Attack and the rest are not adjudicated); no route or firing point (each
 * member moves its own way); one target, and every member carries the weapon and, for a weapon
 * with several ammunition types (MULTI), one that offers the declared ammunition.
 */
export const coordinatedDeclarationRefusal = (
  table: TableView,
  members: readonly string[],
  d: SkillDeclaration,
): Refusal | null => {
  const citation = coordinatedCitation(table.edition);
  if (d.skill !== 'move' && d.skill !== 'idle' && d.skill !== 'bs-attack' && d.skill !== 'dodge')
    return refuse(
      `a Coordinated ${d.skill} is not adjudicated by this engine: declare Move, Idle, Dodge or a BS Attack`,
      citation,
    );
  if ((d.skill === 'move' && d.route !== undefined) || (d.skill === 'bs-attack' && d.from !== undefined)) {
    return refuse(
      'each trooper of a Coordinated Order moves along its own route: declare the Coordinated Move without a route and the BS Attack without a firing point',
      citation,
    );
  }
  // Each member declares the skill itself: its own states may forbid it (Stunned, Immobilized, Engaged).
  for (const m of members) {
    const v = trooperView(table, m);
    const verdict = v === undefined ? null : canDeclare(table.edition, v.states, d.skill);
    if (verdict !== null && E.isLeft(verdict))
      return { ...verdict.left.refusal, reason: `${m}: ${verdict.left.refusal.reason}` };
  }
  if (d.skill !== 'bs-attack') return null;
  if (d.targets.length !== 1)
    return refuse('every trooper of a Coordinated Order attacks the same single target', citation);
  for (const m of members) {
    const weapons = trooperView(table, m)?.profile.weapons ?? [];
    if (!weapons.some((w) => w.id === d.weapon))
      return refuse(
        `${m} carries no ${d.weapon}: every trooper of the Coordinated Order declares the same attack`,
        citation,
      );
    // The same attack, so the same ammunition: each member's weapon must offer the one declared.
    const ammo = attackAmmoRefusal(table.edition, weapons, d);
    if (ammo !== null) return { ...ammo, reason: `${m}: ${ammo.reason}` };
  }
  return null;
};

/** An ARO against a Coordinated Order this engine does not adjudicate: a Comms Attack. */
export const coordinatedAroRefusal = (edition: Edition, d: SkillDeclaration): Refusal | null =>
  d.skill === 'comms-attack'
    ? refuse(
        'a Comms Attack ARO against a Coordinated Order is not adjudicated by this engine',
        coordinatedCitation(edition),
      )
    : null;

/**
 * Burst in a Coordinated Order. N3: every trooper attacks with Burst 1. N4/N5: the spearhead
 * uses half its Burst rounded up, the others Burst 1.
 */
export const coordinatedBurst = (edition: Edition, weaponBurst: number, spearhead: boolean): number => {
  switch (edition) {
    case 'n3':
      return 1;
    case 'n4':
    case 'n5':
      return spearhead ? Math.ceil(weaponBurst / 2) : 1;
  }
};

/** A player's Command Tokens after a Coordinated Order spends one. */
export const spendCommandToken = (
  tokens: Readonly<Record<string, number>>,
  player: string,
): Readonly<Record<string, number>> => ({ ...tokens, [player]: Math.max(0, (tokens[player] ?? 0) - 1) });
