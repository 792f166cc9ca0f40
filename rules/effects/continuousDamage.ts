/*
 * Decisions (docs/rulings.md "Weapon traits and bonuses"):
 * - Continuous Damage (N5 Trait): each failed Saving Roll that carries the Trait costs its Wound
 *   and makes the target roll one more Saving Roll, which carries the Trait too; the chain ends
 *   with a passed roll or the target Dead. Read per roll: two failed rolls start two chains.
 * - The extra roll of a Critical does not carry the Trait. Which die is the Critical's is not
 *   told by the faces: the Critical's extra rolls are read as the last of the request's first
 *   rolls (reading).
 * - Only a failure that costs a Wound chains (a save whose failure is a state, PARA or E/M, does
 *   not: the Trait speaks of Wounds).
 * - The rolls come in batches: the first batch is every save the hits call for (all requests of
 *   the target, in order); each next batch is one roll per failed Trait roll of the batch before,
 *   request by request, unless the Wounds so far leave the target Dead. The faces of a trooper are
 *   those batches one after another, so the split is found again from the faces alone.
 */
import { applyWounds, judgeSavingRoll, type JudgedSave, type WoundTrack } from '../combat/index.ts';
import type { Edition } from '../edition.ts';
import type { SaveRequest } from './saveRequest.ts';

export interface SaveFaces {
  /** Each request's faces judged, its first rolls then its Continuous Damage rolls. */
  readonly judged: readonly (readonly JudgedSave[])[];
  /** Each request's rolls made after its first ones (Continuous Damage). */
  readonly continued: readonly number[];
  /** Faces this trooper still owes: its first batch, or the next Continuous Damage batch. */
  readonly owed: number;
}

const sum = (xs: readonly number[]): number => xs.reduce((n, x) => n + x, 0);

const CONTINUED = 'Continuous Damage: rolled again after a failed save';

/**
 * One trooper's saving-roll faces shared out among its requests (in order), batch by batch, and
 * how many more it owes. `track` (its Wounds and states before these saves) ends a chain at Dead;
 * without it, a chain ends only with a passed roll.
 */
export const allotSaveFaces = (
  edition: Edition,
  requests: readonly SaveRequest[],
  faces: readonly number[],
  track?: WoundTrack,
): SaveFaces => {
  const judged: JudgedSave[][] = requests.map(() => []);
  const continued = requests.map(() => 0);
  let batch = requests.map((r) => r.rolls);
  // How many of each request's faces in this batch carry the Trait (its first ones).
  let carrying = requests.map((r) => r.continuous ?? 0);
  let wounds = sum(requests.map((r) => (r.spec.failure === 'wound' ? r.automaticWounds : 0)));
  let pos = 0;
  for (let round = 0; ; round += 1) {
    const need = sum(batch);
    const left = faces.length - pos;
    if (need === 0) return { judged, continued, owed: 0 };
    if (left < need) return { judged, continued, owed: need - left };
    const next = requests.map(() => 0);
    requests.forEach((r, i) => {
      const mine = faces.slice(pos, pos + (batch[i] ?? 0));
      pos += mine.length;
      mine.forEach((face, k) => {
        const j = judgeSavingRoll(edition, r.spec, face);
        judged[i]?.push(round === 0 ? j : { ...j, why: `${CONTINUED}; ${j.why}` });
        if (j.outcome === 'saved') return;
        if (r.spec.failure === 'wound') wounds += 1;
        if (k < (carrying[i] ?? 0)) next[i] = (next[i] ?? 0) + 1;
      });
      if (round > 0) continued[i] = (continued[i] ?? 0) + mine.length;
    });
    const dead =
      track !== undefined &&
      applyWounds(
        edition,
        track,
        wounds,
        requests.some((r) => r.spec.ammo === 'Shock') ? 'Shock' : 'N',
      ).states.includes('dead');
    if (dead) return { judged, continued, owed: 0 };
    batch = next;
    carrying = next;
  }
};
