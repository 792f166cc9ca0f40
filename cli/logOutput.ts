import * as E from 'fp-ts/lib/Either.js';
import { jsonDiff } from '../audit/jsonDiff.ts';
import { logRuleOf, type LogRuleId } from './logRules.ts';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../events/index.ts';
import {
  canonicalJson,
  formatLogError,
  inspectTarget,
  JsonlFileStore,
  nodeLogFs,
  SealCounter,
  type LogError,
} from '../kernel/log/index.ts';

/** What a command wrote to a log. */
export interface LogWritten {
  readonly path: string;
  /** Event records in the log now (the seal is not one). */
  readonly records: number;
  /** Event records this command added (all of them for a new log). */
  readonly appended: number;
  /** The hash of the last record: the fingerprint players compare (`arbiter verify`). */
  readonly fingerprint: string;
  readonly sealed: boolean;
  readonly counts: Readonly<Record<string, number>>;
  readonly warnings: readonly string[];
}

export interface LogOutputOptions {
  /** The files the command read: the log may never be one of them. */
  readonly inputs: readonly string[];
  /** Seal the log after the events (a whole game). */
  readonly seal: boolean;
}

/**
 * The mode a new file gets: what the user's umask allows of read and write for all (`0o666 &
 * ~umask`, as a shell would create it). Reading the umask is the program's edge, not the store's.
 */
export const newFileMode = (): number => 0o666 & ~process.umask();

/** Why a log was not written: in plain words, and the rule (docs/log-file.md). */
export interface LogRefusal {
  readonly message: string;
  readonly rule: LogRuleId;
}

const refused = (message: string, rule: LogRuleId): E.Either<LogRefusal, never> => E.left({ message, rule });

/** The store's error in plain words, with what the user can do about it. */
export const explainLogError = (e: LogError): LogRefusal => {
  const rule = logRuleOf(e);
  switch (e.kind) {
    case 'exists':
      return {
        message: `${formatLogError(e)}: give --force to replace it, or --append to continue a log that is still open`,
        rule,
      };
    case 'sealed':
      return { message: `${formatLogError(e)}: record the rest of the game into a new log`, rule };
    case 'after-seal':
    case 'bad-envelope':
    case 'bad-seal':
    case 'closed':
    case 'conflict':
    case 'hash-mismatch':
    case 'invalid-event':
    case 'invalid-utf8':
    case 'io':
    case 'locked':
    case 'malformed-json':
    case 'not-a-file':
    case 'not-canonical':
    case 'prev-mismatch':
    case 'same-file':
    case 'seq-gap':
    case 'too-long':
    case 'torn-tail':
    case 'unknown-event-type':
    case 'unsupported-version':
    case 'upcast-failed':
      return { message: formatLogError(e), rule };
  }
};

const textOf = (event: unknown): string => {
  const json = canonicalJson(event);
  return E.isRight(json) ? json.right : JSON.stringify(event);
};

/**
 * Continues an open log with the events of the whole recording: the log must hold exactly the
 * recording's first events (the same game, recorded further since), and only the rest is appended,
 * through the store, under its lock. A sealed log, a log that differs from the recording or holds
 * more than it, is refused and left exactly as it was.
 */
export const continueLog = async (
  path: string,
  events: readonly ArbiterEvent[],
  options: LogOutputOptions,
): Promise<E.Either<LogRefusal, LogWritten>> => {
  const target = await inspectTarget(nodeLogFs, path, options.inputs);
  if (E.isLeft(target)) return E.left(explainLogError(target.left));
  if (target.right === null)
    return refused(
      `${path} does not exist: --append continues an open log; leave it out to write a new one`,
      'log/continue',
    );
  const opened = await JsonlFileStore.open(path, arbiterCatalogue, Date.now, { create: false });
  if (E.isLeft(opened)) return E.left(explainLogError(opened.left));
  const { store, warnings } = opened.right;
  try {
    const seal = await store.sealed();
    if (seal !== null) return E.left(explainLogError({ kind: 'sealed', path, seq: seal.seq }));
    const logged = await store.read();
    if (E.isLeft(logged)) return E.left(explainLogError(logged.left));
    const records = logged.right;
    if (records.length === 0)
      return refused(
        `${path} holds no record: it is not a log of this game; nothing was appended (leave out --append to write a new log)`,
        'log/continue',
      );
    for (const [i, r] of records.entries()) {
      const recorded = events[i];
      if (recorded === undefined) break;
      if (textOf(r.event) !== textOf(recorded)) {
        const first = jsonDiff(r.event, recorded, 1)[0];
        const field =
          first === undefined
            ? ''
            : `, ${first.path === '' ? 'the event' : first.path}: the log has ${first.logged ?? 'nothing'}, the file gives ${first.engine ?? 'nothing'}`;
        return refused(
          `${path} and the game file differ at seq ${r.seq} (${r.event.type}${field}): the log is not the beginning of this game as the file now records it; nothing was appended`,
          'log/continue',
        );
      }
    }
    if (records.length > events.length) {
      return refused(
        `${path} holds ${records.length} events but the game file records only ${events.length}: the log goes further than the file; nothing was appended`,
        'log/continue',
      );
    }
    const rest = events.slice(records.length);
    const appended = await store.append(rest, await store.lastSeq(), { seal: options.seal });
    if (E.isLeft(appended)) return E.left(explainLogError(appended.left));
    const end =
      appended.right.seal ?? appended.right.records[appended.right.records.length - 1] ?? records[records.length - 1];
    const counts = new SealCounter(arbiterCatalogue.seal);
    for (const e of events) counts.add(e);
    return E.right({
      path,
      records: events.length,
      appended: rest.length,
      fingerprint: end?.hash ?? '',
      sealed: appended.right.seal !== undefined,
      counts: counts.counts(),
      // A torn tail is cut away by a write only: with nothing to append it stays as it was.
      warnings:
        appended.right.records.length === 0 && appended.right.seal === undefined
          ? warnings.map(
              (w) =>
                `${formatLogError(w)}: an append that never finished; nothing was appended, so it was left as it was`,
            )
          : warnings.map(
              (w) => `${formatLogError(w)}: cut away before appending (it was an append that never finished)`,
            ),
    });
  } finally {
    await store.close();
  }
};
