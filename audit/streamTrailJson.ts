import type { AuditTrail } from './auditEntry.ts';
import { auditTrailProjection, finishTrail } from './auditTrail.ts';
import type { JsonStream } from './jsonStream.ts';
import type { AuditRecord } from './readLogLeniently.ts';
import type { TrailState } from './trailState.ts';

/**
 * The audit trail of the whole game as a JSON member `key` of the object `json` has open: the
 * value of `auditTrail(records)` (the same fold), written Turn by Turn as the records are folded
 * and let go, so that a long game's trail is never held whole. Its `turns` come first, then the
 * rest of the trail (known only at the end: the rounds scored, the mission); JSON objects are not
 * ordered, so it parses to the same value.
 */
export const streamTrailJson = (records: Iterable<AuditRecord>, json: JsonStream, key: string): void => {
  json.open(key, '{');
  json.open('turns', '[');
  let s: TrailState = auditTrailProjection.initial;
  for (const r of records) {
    s = auditTrailProjection.evolve(s, r);
    if (s.turns.length > 0) {
      for (const t of s.turns) json.member(null, t);
      s = { ...s, turns: [] };
    }
  }
  const { turns, ...rest }: AuditTrail = finishTrail(s);
  for (const t of turns) json.member(null, t);
  json.close();
  for (const [k, v] of Object.entries(rest)) json.member(k, v);
  json.close();
};
