import { declineAtWoundRefusal, declineWithoutWound } from '../combat/index.ts';
import { expenditureSequenceCitation } from '../orders/index.ts';
import { resolveSaves } from '../effects/index.ts';
import type { Refusal } from '../refusal.ts';
import type { OrderCommand } from './orderCommand.ts';
import { outstandingDice, saveWoundTrack } from './orderRefusals.ts';
import { rolledFaces, savesOf, type OrderView } from './orderView.ts';

type Roll = Extract<OrderCommand, { type: 'roll' }>;

/**
 * The Wounds a trooper takes in this Order once this roll is in, or null while more of its saving
 * rolls are owed (a Continuous Damage chain goes on: a failure came already).
 */
const woundsOnceRolled = (c: OrderView, e: Roll): number | null => {
  const after: OrderView = { ...c, rolled: [...c.rolled, { trooper: e.trooper, purpose: e.purpose, faces: e.faces }] };
  if (outstandingDice(after, 'effects').some((d) => d.trooper === e.trooper)) return null;
  const mine = savesOf(after).filter((r) => r.trooper === e.trooper);
  const faces = (t: string) => rolledFaces(after, t, 'saving-roll') ?? [];
  return resolveSaves(c.table.edition, mine, faces, saveWoundTrack(after)).reduce((n, o) => n + o.wounds, 0);
};

/**
 * A decline given with a roll (rules/combat/declineAtWound.ts): only on a saving roll, only the
 * trooper's own Optional survival skills, and only if the trooper takes a Wound in the Order.
 * Asked after the roll itself was found due (refuseRoll).
 */
export const refuseDecline = (c: OrderView, e: Roll): Refusal | null => {
  const declined = e.decline ?? [];
  if (declined.length === 0) return null;
  if (e.purpose !== 'saving-roll')
    return {
      reason: `${e.trooper}: Dogged or No Wound Incapacitation is declined with a saving roll, not with its ${e.purpose} roll`,
      citation: expenditureSequenceCitation(c.table.edition),
    };
  const view = c.table.troopers[e.trooper];
  if (view === undefined) return null;
  const skill = declineAtWoundRefusal(c.table.edition, e.trooper, view.profile, declined);
  if (skill !== null) return skill;
  const wounds = woundsOnceRolled(c, e);
  return wounds === 0 ? declineWithoutWound(c.table.edition, e.trooper, c.order) : null;
};
