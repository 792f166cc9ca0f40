import { foldTrailByTurn } from './foldTrailByTurn.ts';
import type { JsonStream } from './jsonStream.ts';
import type { AuditRecord } from './readLogLeniently.ts';

/**
 * The audit trail of the whole game as a JSON member `key` of the object `json` has open: the
 * value of `auditTrail(records)`, written Turn by Turn as the records are folded
 * ({@link foldTrailByTurn}). Its `turns` come first, then the rest of the trail (known only at the
 * end: the rounds scored, the mission); JSON objects are not ordered, so it parses to the same value.
 */
export const streamTrailJson = (records: Iterable<AuditRecord>, json: JsonStream, key: string): void => {
  json.open(key, '{');
  json.open('turns', '[');
  const { turns: _none, ...rest } = foldTrailByTurn(records, (t) => json.member(null, t));
  json.close();
  for (const [k, v] of Object.entries(rest)) json.member(k, v);
  json.close();
};
