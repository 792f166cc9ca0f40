import { jsonStream, streamTrailJson, withTrail, type AuditParts } from '../../audit/index.ts';
import { chunkedOut } from '../chunkedOut.ts';
import type { CliIo } from '../cliIo.ts';

/**
 * `arbiter audit LOG --json` for the whole game: the report `auditLog` gives, as JSON (the what-if
 * without its fork's events), written member by member and the trail Turn by Turn as it is folded,
 * in chunks: a long game's report (a gigabyte of JSON at 30k Orders) is never held whole. It
 * parses to the value the held report stringifies to (the trail's turns come first in it).
 */
export const printAuditJson = (parts: AuditParts, log: string, io: CliIo): void => {
  const out = chunkedOut(io);
  const json = jsonStream(out);
  json.open(null, '{');
  // The report's fields in their order, the trail streamed in its place, the fork without its events.
  const { whatIf } = parts.report;
  for (const [key, value] of Object.entries(withTrail({ ...parts.report, log }, null)))
    if (key === 'trail') streamTrailJson(parts.records, json, key);
    else json.member(key, key === 'whatIf' && whatIf !== null ? { ...whatIf, events: undefined } : value);
  json.close();
  json.end();
  out.flush();
};
