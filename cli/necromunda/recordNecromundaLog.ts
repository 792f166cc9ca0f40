import { readFile } from 'node:fs/promises';
import * as E from 'fp-ts/lib/Either.js';
import { createLogFile } from '../../kernel/index.ts';
import { necromundaCatalogue } from '../../events/necromunda/index.ts';
import {
  formatNecromundaScriptError,
  readNecromundaScript,
  recordNecromunda,
  scriptRuleset,
  type NecromundaScriptError,
} from '../../recording/necromunda/index.ts';
import { necromundaTrail } from '../../audit/necromunda/index.ts';
import { plural } from '../../audit/plural.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { explainLogError, newFileMode } from '../logOutput.ts';
import { LOG_RULES } from '../logRules.ts';
import { necromundaSummary } from './necromundaSummary.ts';

/** A refused script: located on stderr, and with --json one object on stdout; nothing written. */
const refuseScript = (e: NecromundaScriptError, o: NecromundaRecordOptions, io: CliIo): number => {
  io.err(formatNecromundaScriptError(e));
  io.err(`nothing was written to ${o.out}`);
  if (o.json) io.out(JSON.stringify({ ok: false, ...e, ruleset: 'necromunda-2018' }));
  return EXIT_PROBLEM;
};

export interface NecromundaRecordOptions {
  readonly out: string;
  readonly force: boolean;
  readonly seal: boolean;
  readonly json: boolean;
  readonly quiet: boolean;
}

/**
 * `arbiter record` for a Necromunda game (`ruleset: necromunda-2018`): the script read strictly, its
 * hits played through the hit statechart, and the log written whole through the event store (lock,
 * temporary file made O_EXCL, checked writes, fsync, no overwrite without --force). A refusal names
 * the script's place, the reason and the rule, and nothing is written.
 */
export const recordNecromundaLog = async (
  file: string,
  bytes: Uint8Array,
  o: NecromundaRecordOptions,
  io: CliIo,
): Promise<number> => {
  const refuse = (e: NecromundaScriptError): number => refuseScript(e, o, io);
  const parsed = readNecromundaScript(file, bytes);
  if (E.isLeft(parsed)) return refuse(parsed.left);
  const played = recordNecromunda(file, parsed.right.script, parsed.right.map);
  if (E.isLeft(played)) return refuse(played.left);
  const created = await createLogFile(o.out, necromundaCatalogue, played.right.events, {
    now: Date.now,
    seal: o.seal,
    force: o.force,
    protect: [file],
    mode: newFileMode(),
  });
  if (E.isLeft(created)) {
    const r = explainLogError(created.left);
    if (o.json) io.out(JSON.stringify({ ok: false, log: o.out, message: r.message, rule: r.rule }));
    io.err(`arbiter record: ${r.message} [${r.rule}: ${LOG_RULES[r.rule].title}]`);
    return EXIT_PROBLEM;
  }
  const c = created.right;
  if (o.json) {
    io.out(
      JSON.stringify(
        {
          ok: true,
          ruleset: 'necromunda-2018',
          log: o.out,
          events: c.records,
          sealed: c.sealed,
          fingerprint: c.fingerprint,
          counts: c.counts,
          fighters: played.right.state.fighters,
          vehicles: played.right.state.vehicles,
          owed: played.right.state.owed,
          scrapClaimed: played.right.state.scrapClaimed,
        },
        null,
        2,
      ),
    );
    return EXIT_OK;
  }
  if (!o.quiet) {
    for (const line of necromundaTrail(played.right.events)) io.out(line);
    io.out('');
    for (const line of necromundaSummary(played.right.state)) io.out(line);
    io.out('');
  }
  const hits = c.counts['hits'] ?? 0;
  const state = c.sealed ? 'sealed' : 'open (not sealed)';
  io.out(
    `wrote ${plural(c.records, 'record')} (${plural(hits, 'hit')}) to ${o.out}; ${state}; fingerprint ${c.fingerprint.slice(0, 12)} (${c.fingerprint})`,
  );
  return EXIT_OK;
};

/**
 * Records the file as a Necromunda game when its top-level `ruleset` names Necromunda, and says so
 * by returning the exit code; null for an Infinity game (no `ruleset` key), which the caller records
 * exactly as before. `unsupported` names an option given that a Necromunda recording does not take yet.
 */
export const recordIfNecromunda = async (
  file: string,
  bytes: Uint8Array,
  o: NecromundaRecordOptions & { readonly unsupported: string | null },
  io: CliIo,
): Promise<number | null> => {
  const ruleset = scriptRuleset(file, bytes);
  if (E.isLeft(ruleset)) return refuseScript(ruleset.left, o, io);
  if (ruleset.right === 'infinity') return null;
  if (o.unsupported !== null) {
    const message = `${o.unsupported} is not available for Necromunda games yet (docs/necromunda.md)`;
    if (o.json) io.out(JSON.stringify({ ok: false, message, rule: 'usage' }));
    io.err(`arbiter record: ${message}`);
    return EXIT_USAGE;
  }
  return recordNecromundaLog(file, bytes, o, io);
};

/** Whether a game file names Necromunda's ruleset (a file that cannot be read is left to the verb, which says why). */
export const isNecromundaScript = async (file: string): Promise<boolean> => {
  try {
    const r = scriptRuleset(file, await readFile(file));
    return E.isRight(r) && r.right !== 'infinity';
  } catch {
    return false;
  }
};
