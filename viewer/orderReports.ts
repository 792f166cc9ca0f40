import * as E from 'fp-ts/lib/Either.js';
import {
  auditLog,
  orderAccount,
  whatIfAccounts,
  type AuditRecord,
  type AuditReport,
  type OrderAccount,
  type WhatIfAccounts,
  type WhatIfChange,
} from '../audit/index.ts';
import { accountRecords, orderReportPage } from './orderReportPage.ts';

/** What the viewer's report routes ask of the log: an Order's account, and its page. */
export interface OrderReports {
  /** Left: the log could not be audited (why); Right null: the log has no such Order. */
  account(order: number): Promise<E.Either<string, OrderAccount | null>>;
  /** The page `arbiter audit LOG --order N --html FILE` writes for that account. */
  page(account: OrderAccount): Promise<string>;
  /** Order `order` as logged and under `changes`, the fork `arbiter audit --what-if` runs: Left why it could not be run; Right null: no such Order. */
  whatIf(order: number, changes: readonly WhatIfChange[]): Promise<E.Either<string, WhatIfAccounts | null>>;
}

interface Audited {
  readonly report: AuditReport;
  readonly records: readonly AuditRecord[];
}

/**
 * The Order reports of the log at `log` (the path as `arbiter view` was given it, which the report
 * names, as `audit --html` does; `name` instead when given: a store's game), by `version`. The log is audited once, at the first request
 * (re-adjudicating a long game takes a while, and most sessions never ask), then kept.
 */
export const orderReports = (log: string, version: string, name: string = log): OrderReports => {
  let audited: Promise<E.Either<string, Audited>> | null = null;
  const audit = async (): Promise<E.Either<string, Audited>> => {
    const outcome = await auditLog(log);
    if (E.isLeft(outcome)) return outcome;
    const records = await accountRecords(log);
    return E.isLeft(records) ? records : E.right({ report: { ...outcome.right, log: name }, records: records.right });
  };
  const once = (): Promise<E.Either<string, Audited>> =>
    (audited ??= audit().catch((e: unknown) => {
      audited = null;
      throw e;
    }));
  return {
    account: async (order) => {
      const a = await once();
      return E.isLeft(a) ? a : E.right(orderAccount(a.right.report, order, a.right.records));
    },
    page: (account) => orderReportPage(account, version),
    whatIf: async (order, changes) => {
      const a = await once();
      return E.isLeft(a) ? a : whatIfAccounts(a.right.report, a.right.records, order, changes);
    },
  };
};
