import * as E from 'fp-ts/lib/Either.js';
import type { AuditReport } from './auditLog.ts';
import { auditTrail } from './auditTrail.ts';
import { orderAccount, type OrderAccount } from './orderAccount.ts';
import type { AuditRecord } from './readLogLeniently.ts';
import type { Runtime } from './rerun.ts';
import { whatIf, type SideBySide } from './whatIf.ts';
import type { WhatIfChange } from './whatIfChange.ts';

/** One Order as logged and on a what-if fork, side by side: both accounts, with both odds. */
export interface WhatIfAccounts {
  readonly order: number;
  /** The changes, in words. */
  readonly changes: readonly string[];
  /** Why the fork stopped early, in words (null: it ran to the end). */
  readonly stopped: string | null;
  /** How the logged dice were reused on the fork. */
  readonly diceNotes: readonly string[];
  /** Orders ruled by the players that the fork carried through as they agreed them. */
  readonly keptAsAgreed: readonly string[];
  readonly recorded: OrderAccount;
  /** The Order on the fork; null: the fork stopped before it. */
  readonly forked: OrderAccount | null;
  /** This Order's rulings, as logged and on the fork. */
  readonly rulings: readonly SideBySide[];
  /** The troopers that end the game otherwise on the fork (none when it stopped early). */
  readonly states: readonly SideBySide[];
}

const FORK_NOTE = 'a what-if fork: the engine ruled this Order with the change; there is no log of it to re-adjudicate';

/**
 * Order `order` of an audited log (`report`, `records` as `auditLog` read them) as logged and
 * under `changes`: the same fork `arbiter audit --what-if` runs (whatIf), told as the account the
 * viewer and `audit --order N --html` show. Left: the fork could not be run (why, in the CLI's
 * words); Right null: the log has no Order `order`.
 */
export const whatIfAccounts = (
  report: AuditReport,
  records: readonly AuditRecord[],
  order: number,
  changes: readonly WhatIfChange[],
  runtime?: Runtime,
): E.Either<string, WhatIfAccounts | null> => {
  const recorded = orderAccount(report, order, records);
  if (recorded === null) return E.right(null);
  const { trail } = report;
  const fork = whatIf(records, changes, (id) => trail.names[id] ?? trail.players?.[id] ?? id, runtime, {
    keepEvents: true,
    order,
  });
  if (E.isLeft(fork)) return E.left(`what-if: ${fork.left}`);
  const w = fork.right;
  const forkRecords: readonly AuditRecord[] = w.events.map((event, i) => ({ seq: i + 1, line: i + 1, event }));
  const forkReport: AuditReport = {
    ...report,
    records: forkRecords.length,
    sealed: w.stopped === null && report.sealed,
    warnings: [],
    trail: auditTrail(forkRecords),
    readjudication: { ...report.readjudication, differences: [], outcomeMismatches: [], refused: null, agrees: true },
    whatIf: null,
    retractions: [],
  };
  const forked = orderAccount(forkReport, order, forkRecords);
  return E.right({
    order,
    changes: w.changes,
    stopped: w.stopped,
    diceNotes: w.diceNotes.map((n) => `Order ${n.order}, ${n.trooper} ${n.purpose}: ${n.text}`),
    keptAsAgreed: w.keptAsAgreed,
    recorded,
    forked: forked === null ? null : { ...forked, readjudication: { agrees: true, lines: [FORK_NOTE] } },
    rulings: w.rulings,
    states: w.stopped === null ? w.states.filter((s) => s.changed) : [],
  });
};
