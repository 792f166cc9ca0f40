import * as E from 'fp-ts/lib/Either.js';
import { auditLog, orderAccount, type AuditRecord, type AuditReport, type OrderAccount } from '../audit/index.ts';
import { accountRecords, orderReportPage } from './orderReportPage.ts';

/** What the viewer's report routes ask of the log: an Order's account, and its page. */
export interface OrderReports {
  /** Left: the log could not be audited (why); Right null: the log has no such Order. */
  account(order: number): Promise<E.Either<string, OrderAccount | null>>;
  /** The page `arbiter audit LOG --order N --html FILE` writes for that account. */
  page(account: OrderAccount): Promise<string>;
}

interface Audited {
  readonly report: AuditReport;
  readonly records: readonly AuditRecord[];
}

/**
 * The Order reports of the log at `log` (the path as `arbiter view` was given it, which the report
 * names, as `audit --html` does), by `version`. The log is audited once, at the first request
 * (re-adjudicating a long game takes a while, and most sessions never ask), then kept.
 */
export const orderReports = (log: string, version: string): OrderReports => {
  let audited: Promise<E.Either<string, Audited>> | null = null;
  const audit = async (): Promise<E.Either<string, Audited>> => {
    const outcome = await auditLog(log);
    if (E.isLeft(outcome)) return outcome;
    const records = await accountRecords(log);
    return E.isLeft(records) ? records : E.right({ report: outcome.right, records: records.right });
  };
  return {
    account: async (order) => {
      audited ??= audit().catch((e: unknown) => {
        audited = null;
        throw e;
      });
      const a = await audited;
      return E.isLeft(a) ? a : E.right(orderAccount(a.right.report, order, a.right.records));
    },
    page: (account) => orderReportPage(account, version),
  };
};
