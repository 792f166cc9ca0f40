import * as E from 'fp-ts/lib/Either.js';
import { orderReportHtml, readLogLeniently, type AuditRecord, type OrderAccount } from '../audit/index.ts';
import { eventsInForce } from '../events/index.ts';
import { orderChartSvg } from './reportChart.ts';

/**
 * The log's records as an Order's account reads them (the steps the players took back left out),
 * read leniently like the audit: `arbiter audit --order N --html` and the viewer's report alike.
 */
export const accountRecords = async (log: string): Promise<E.Either<string, readonly AuditRecord[]>> => {
  const read = await readLogLeniently(log);
  if (E.isLeft(read)) return E.left(read.left.message);
  const inForce = eventsInForce(read.right.records, (x) => x.event);
  return E.right(E.isRight(inForce) ? inForce.right.kept : read.right.records);
};

/** An Order's account as its static HTML page: the order statechart drawn in, the version that wrote it. */
export const orderReportPage = async (account: OrderAccount, version: string): Promise<string> =>
  orderReportHtml(account, {
    chartSvg: await orderChartSvg(account.decided.state, account.decided.steps),
    version,
  });
