import * as E from 'fp-ts/lib/Either.js';
import { eventsInForce } from '../events/index.ts';
import type { AuditTrail } from './auditEntry.ts';
import { auditTrail } from './auditTrail.ts';
import { readLogLeniently, type AuditRecord, type LenientOptions, type LogWarning } from './readLogLeniently.ts';
import { readjudicate, type Readjudication } from './readjudicate.ts';
import { whatIf, type WhatIfResult } from './whatIf.ts';
import type { WhatIfChange } from './whatIfChange.ts';
import type { Runtime } from './rerun.ts';

/** Everything `arbiter audit` says about a log. */
export interface AuditReport {
  readonly log: string;
  readonly records: number;
  /** Whether the log ends with its seal (a whole game), and its fingerprint (the last hash). */
  readonly sealed: boolean;
  readonly fingerprint: string;
  readonly warnings: readonly LogWarning[];
  readonly trail: AuditTrail;
  readonly readjudication: Readjudication;
  readonly whatIf: WhatIfResult | null;
  /** Steps the players took back while playing (`arbiter play`'s undo): the retraction's seq and the seqs it voided. */
  readonly retractions: readonly { readonly seq: number; readonly voided: readonly number[] }[];
}

/** The audit's report, or why the log cannot be audited (one line). */
export type AuditOutcome = E.Either<string, AuditReport>;

/** The report but its trail, and the records in force the trail is folded from (`streamTrail` writes it Turn by Turn). */
export interface AuditParts {
  readonly report: Omit<AuditReport, 'trail'>;
  readonly records: readonly AuditRecord[];
}

/**
 * Audits a log: reads it (leniently: a broken hash chain is a warning, so an edited log can
 * still be audited), folds the ruling trail, re-adjudicates every Order and, when changes are
 * given, runs the what-if on a fork. The file is only read.
 */
export const auditLog = async (
  source: string | readonly string[],
  options: AuditOptions = {},
): Promise<AuditOutcome> => {
  const parts = await auditLogParts(source, options);
  if (E.isLeft(parts)) return parts;
  return E.right(withTrail(parts.right.report, auditTrail(parts.right.records)));
};

/**
 * The report with its trail (the whole trail, one Order's, or what stands for it while it is
 * written): its fields in the order the report's JSON gives them.
 */
export const withTrail = <T>(r: Omit<AuditReport, 'trail'>, trail: T): Omit<AuditReport, 'trail'> & { trail: T } => ({
  log: r.log,
  records: r.records,
  sealed: r.sealed,
  fingerprint: r.fingerprint,
  warnings: r.warnings,
  trail,
  readjudication: r.readjudication,
  whatIf: r.whatIf,
  retractions: r.retractions,
});

export type AuditOptions = LenientOptions & {
  readonly whatIf?: readonly WhatIfChange[];
  readonly runtime?: Runtime;
  /** The Order the report is about, if one: the what-if then gives only its rulings side by side. */
  readonly order?: number;
  /** Told once the log is read whole and found readable, before its game is re-run (the command sizes its heap there). */
  readonly onRead?: () => void;
};

/** {@link auditLog} without folding the trail: for a caller that writes it as it folds it. */
export const auditLogParts = async (
  source: string | readonly string[],
  options: AuditOptions = {},
): Promise<E.Either<string, AuditParts>> => {
  // Progress, when asked for: reading is the first fifth of the work, re-adjudicating the rest.
  const progress = options.onProgress;
  const share =
    (from: number, width: number) =>
    (done: number, total: number): void =>
      progress?.(from + (total > 0 ? (width * done) / total : 0), 1);
  const read = await readLogLeniently(source, progress === undefined ? {} : { onProgress: share(0, 0.2) });
  if (E.isLeft(read)) return E.left(read.left.message);
  options.onRead?.();
  // Steps the players took back are void: the audit reads the game as it stands, and lists them.
  const inForce = eventsInForce(read.right.records, (r) => r.event);
  if (E.isLeft(inForce))
    return E.left(`seq ${read.right.records[inForce.left.index]?.seq ?? '?'}: ${inForce.left.message}`);
  // With nothing taken back, the records in force are the records read: one list held, not two.
  const records = inForce.right.retractions.length === 0 ? read.right.records : inForce.right.kept;
  const readj = readjudicate(records, progress === undefined ? undefined : share(0.2, 0.8), options.runtime);
  if (E.isLeft(readj)) return E.left(readj.left);
  let fork: WhatIfResult | null = null;
  if (options.whatIf !== undefined && options.whatIf.length > 0) {
    // Names from the game's lists (GameStarted), for the fork's text.
    const names = auditTrail(records.slice(0, 1));
    const w = whatIf(
      records,
      options.whatIf,
      (id) => names.names[id] ?? names.players?.[id] ?? id,
      options.runtime,
      options.order === undefined ? {} : { order: options.order },
    );
    if (E.isLeft(w)) return E.left(`what-if: ${w.left}`);
    fork = w.right;
  }
  return E.right({
    report: {
      log: typeof source === 'string' ? source : '(lines)',
      records: read.right.records.length,
      sealed: read.right.sealedAt !== null,
      fingerprint: read.right.fingerprint,
      warnings: read.right.warnings,
      readjudication: readj.right,
      whatIf: fork,
      retractions: inForce.right.retractions.map((r) => ({ seq: r.at.seq, voided: r.taken.map((x) => x.seq) })),
    },
    records,
  });
};
