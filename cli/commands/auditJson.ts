import { jsonStream, streamTrailJson, type AuditParts } from '../../audit/index.ts';
import { chunkedOut } from '../chunkedOut.ts';
import type { CliIo } from '../cliIo.ts';

/**
 * `arbiter audit LOG --json` for the whole game: the report `auditLog` gives, as JSON (the what-if
 * without its fork's events), written member by member and the trail Turn by Turn as it is folded,
 * in chunks: a long game's report (a gigabyte of JSON at 30k Orders) is never held whole. It
 * parses to the value the held report stringifies to (the trail's turns come first in it).
 */
export const printAuditJson = (parts: AuditParts, log: string, io: CliIo): void => {
  const { report, records } = parts;
  const out = chunkedOut(io);
  const json = jsonStream(out);
  json.open(null, '{');
  json.member('log', log);
  json.member('records', report.records);
  json.member('sealed', report.sealed);
  json.member('fingerprint', report.fingerprint);
  json.member('warnings', report.warnings);
  streamTrailJson(records, json, 'trail');
  json.member('readjudication', report.readjudication);
  json.member('whatIf', report.whatIf === null ? null : { ...report.whatIf, events: undefined });
  json.member('retractions', report.retractions);
  json.close();
  json.end();
  out.flush();
};
