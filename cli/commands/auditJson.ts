import { jsonStream, streamTrailJson, withTrail, type AuditParts } from '../../audit/index.ts';
import { chunkedOut } from '../chunkedOut.ts';
import type { CliIo } from '../cliIo.ts';

/**
 * `arbiter audit LOG --json` for the whole game: the report `auditLog` gives, as JSON (the what-if
 * without its fork's events), written member by member, the trail Turn by Turn as it is folded and
 * the what-if's rulings row by row,
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
    else if (key === 'whatIf' && whatIf !== null) {
      // Every ruling of a long game side by side: written a row at a time, not stringified whole.
      json.open(key, '{');
      for (const [k, v] of Object.entries({ ...whatIf, events: undefined }))
        if (k === 'rulings') {
          json.open(k, '[');
          for (const row of whatIf.rulings) json.member(null, row);
          json.close();
        } else json.member(k, v);
      json.close();
    } else json.member(key, value);
  json.close();
  json.end();
  out.flush();
};
