/*
 * The objective skills of the Supplies mission (docs/rulings.md "Objective skills and Supplies"):
 * extracting a Supply Box from a Tech-Coffin, picking one up, dropping it, the carrying limit, a
 * fallen carrier's box, and the score from the boxes held. Pure functions of the objective state
 * the events built (ObjectiveChanged) and the troopers' views. Readings of the N3/N4-era ITS text,
 * UNCONFIRMED for N5.
 */
import type { CitationId } from '../citations/index.ts';
import { isNull } from '../combat/trooperState.ts';
import type { Refusal } from '../refusal.ts';
import type { SuppliesState } from '../table/suppliesState.ts';
import type { TrooperView } from '../table/tableView.ts';
import { isSpecialist } from './specialist.ts';

export type { SuppliesState };

/** Supplies' Tech-Coffins (three, reading) and their boxes. */
export const SUPPLIES_COFFINS: Readonly<Record<string, string>> = {
  'coffin-1': 'box-1',
  'coffin-2': 'box-2',
  'coffin-3': 'box-3',
};

export const initialSupplies = (): SuppliesState => ({ coffins: SUPPLIES_COFFINS, opened: [], boxes: {} });

/** The most Supply Boxes one trooper carries (n5/supplies/carry-limit). */
export const CARRY_LIMIT = 1;

/** A trooper that may not hold a box (n5/supplies/carrier-falls): Unconscious or in a Null State. */
const fallen = (view: TrooperView | undefined): boolean => view === undefined || isNull(view.states);

/** Who holds a box now: its carrier, or null when on the ground or its carrier fell (n5/supplies/carrier-falls). */
export const holderOf = (
  s: SuppliesState,
  box: string,
  view: (id: string) => TrooperView | undefined,
): string | null => {
  const carrier = s.boxes[box] ?? null;
  return carrier === null || fallen(view(carrier)) ? null : carrier;
};

/** The boxes a trooper holds now. */
export const boxesOf = (s: SuppliesState, trooper: string, view: (id: string) => TrooperView | undefined): string[] =>
  Object.keys(s.boxes).filter((b) => holderOf(s, b, view) === trooper);

const refuse = (reason: string, citation: CitationId): Refusal => ({ reason, citation });

/** The WIP MOD of an extraction (n5/supplies/doctor-bonus): +3 for a Doctor or Paramedic. */
export const extractMod = (view: TrooperView): number =>
  view.profile.skills.some((s) => s === 'doctor' || s === 'doctor-2w' || s === 'paramedic') ? 3 : 0;

/** Why `trooper` may not extract from `coffin` at its declaration (n5/supplies/extract), or null; contact is measured later (`contactReason`). */
export const extractRefusal = (
  s: SuppliesState | undefined,
  trooper: { readonly id: string; readonly view: TrooperView },
  coffin: string,
  view: (id: string) => TrooperView | undefined,
): Refusal | null => {
  if (s === undefined) return refuse('no Tech-Coffins: the game plays no Supplies mission', 'n5/missions/supplies');
  if (s.coffins[coffin] === undefined)
    return refuse(
      `${coffin} is not a Tech-Coffin of the mission (${Object.keys(s.coffins).join(', ')})`,
      'n5/missions/supplies',
    );
  if (!isSpecialist(trooper.view.profile))
    return refuse(
      `${trooper.id} is not a Specialist Troop: only a Specialist extracts a Supply Box`,
      'n5/supplies/extract',
    );
  if (s.opened.includes(coffin))
    return refuse(`${coffin} was already opened: its Supply Box is out`, 'n5/supplies/extract');
  if (boxesOf(s, trooper.id, view).length >= CARRY_LIMIT)
    return refuse(`${trooper.id} already carries ${CARRY_LIMIT} Supply Box`, 'n5/supplies/carry-limit');
  return null;
};

/**
 * Why `trooper` may not pick up `box` (n5/supplies/pick-up), or null: the box must be out of its
 * coffin, on the ground or with an allied or fallen carrier (`from`, when named, must be that carrier).
 */
export const pickUpRefusal = (
  s: SuppliesState | undefined,
  trooper: { readonly id: string; readonly view: TrooperView },
  box: string,
  from: string | undefined,
  view: (id: string) => TrooperView | undefined,
): Refusal | null => {
  if (s === undefined) return refuse('no Supply Boxes: the game plays no Supplies mission', 'n5/missions/supplies');
  if (!(box in s.boxes)) return refuse(`${box} is not out of its Tech-Coffin`, 'n5/supplies/pick-up');
  const holder = holderOf(s, box, view);
  if (holder === trooper.id) return refuse(`${trooper.id} already carries ${box}`, 'n5/supplies/pick-up');
  if (holder !== null && view(holder)?.player !== trooper.view.player)
    return refuse(
      `${box} is carried by ${holder}, an enemy not Unconscious: it cannot be picked up`,
      'n5/supplies/pick-up',
    );
  const carrier = s.boxes[box] ?? null;
  if ((from ?? null) !== carrier)
    return refuse(
      carrier === null
        ? `${box} is on the ground: pick it up with no \`from\``
        : `${box} is with ${carrier}: name it as \`from\``,
      'n5/supplies/pick-up',
    );
  if (boxesOf(s, trooper.id, view).length >= CARRY_LIMIT)
    return refuse(`${trooper.id} already carries ${CARRY_LIMIT} Supply Box`, 'n5/supplies/carry-limit');
  return null;
};

/** Why `trooper` may not drop `box` (n5/supplies/drop), or null. */
export const dropRefusal = (
  s: SuppliesState | undefined,
  trooper: string,
  box: string,
  view: (id: string) => TrooperView | undefined,
): Refusal | null => {
  if (s === undefined) return refuse('no Supply Boxes: the game plays no Supplies mission', 'n5/missions/supplies');
  return holderOf(s, box, view) === trooper ? null : refuse(`${trooper} does not carry ${box}`, 'n5/supplies/drop');
};

/** The Supply Boxes each player holds (n5/supplies/score-boxes): boxes with a carrier that did not fall. */
export const boxesHeld = (
  s: SuppliesState,
  players: readonly string[],
  view: (id: string) => TrooperView | undefined,
): Readonly<Record<string, number>> =>
  Object.fromEntries(
    players.map((p) => [
      p,
      Object.keys(s.boxes).filter((b) => {
        const h = holderOf(s, b, view);
        return h !== null && view(h)?.player === p;
      }).length,
    ]),
  );

/**
 * Why the Silhouette contact a skill needs stops it, or null (n5/supplies/extract, n5/supplies/pick-up):
 * `contact` is the base-contact fact with the coffin, the box or its carrier (undefined: not measured).
 */
export const contactRefusal = (
  trooper: string,
  other: string,
  contact: boolean | undefined,
  citation: CitationId,
): Refusal | null =>
  contact === undefined
    ? refuse(`measure whether ${trooper} is in Silhouette contact with ${other} (a base-contact fact)`, citation)
    : contact
      ? null
      : refuse(`${trooper} is not in Silhouette contact with ${other}`, citation);
