import type { AuditTrail, AuditTurn } from './auditEntry.ts';
import { auditTrailProjection, finishTrail } from './auditTrail.ts';
import type { AuditRecord } from './readLogLeniently.ts';
import type { TrailState } from './trailState.ts';

/**
 * Folds records into the trail (the fold of `auditTrail`) a Turn at a time: each Turn goes to
 * `onTurn` as it closes, with the fold's state then, and is let go; the Turns still open when the
 * records end go last, closed as `finishTrail` closes them. Returns the finished trail without its
 * Turns: a long game's trail is never held whole.
 */
export const foldTrailByTurn = (
  records: Iterable<AuditRecord>,
  onTurn: (turn: AuditTurn, at: TrailState) => void,
): AuditTrail => {
  let s: TrailState = auditTrailProjection.initial;
  for (const r of records) {
    s = auditTrailProjection.evolve(s, r);
    if (s.turns.length > 0) {
      for (const t of s.turns) onTurn(t, s);
      s = { ...s, turns: [] };
    }
  }
  const finished = finishTrail(s);
  for (const t of finished.turns) onTurn(t, s);
  return { ...finished, turns: [] };
};
