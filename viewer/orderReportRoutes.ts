import * as E from 'fp-ts/lib/Either.js';
import type { StaticFile } from './assetRoutes.ts';
import type { OrderReports } from './orderReports.ts';
import { json, onlyNumber, text } from './replies.ts';
import type { DisputeAccount } from './viewerApi.ts';

/** The routes of an Order's report: its account as JSON, and its static page as a download. */
export const ORDER_ACCOUNT_PATH = '/api/order-account';
export const ORDER_REPORT_PATH = '/api/order-report';

export const isOrderReportPath = (path: string): boolean => path === ORDER_ACCOUNT_PATH || path === ORDER_REPORT_PATH;

export interface Reply {
  readonly status: number;
  readonly file: StaticFile;
  /** Headers of this answer only (the download's file name). */
  readonly headers: Readonly<Record<string, string>>;
}

const reply = (status: number, file: StaticFile, headers: Readonly<Record<string, string>> = {}): Reply => ({
  status,
  file,
  headers,
});

/** `game.jsonl` → `game-order-3.html`: the log's base name without `.jsonl`, kept to characters safe in a header. */
export const reportFileName = (logFile: string, order: number): string =>
  `${logFile.replace(/\.jsonl$/i, '').replace(/[^A-Za-z0-9._-]/g, '_') || 'log'}-order-${order}.html`;

/**
 * `GET /api/order-account?order=N` (the account, JSON) and `GET /api/order-report?order=N` (the
 * page `arbiter audit LOG --order N --html FILE` writes, byte for byte, as an attachment named
 * `<log>-order-N.html`). 400: N is not an Order number; 404: the log has no Order N (or this
 * viewer was started without reports); 500: the log could not be audited.
 */
export const orderReportReply = async (
  path: string,
  query: string,
  reports: OrderReports | undefined,
  logFile: string,
): Promise<Reply> => {
  if (reports === undefined) return reply(404, text('this viewer serves no Order reports'));
  const order = onlyNumber(query, 'order');
  if (order === null) return reply(400, text('give the Order as ?order=N, N an Order number (1, 2, …)'));
  const account = await reports.account(order);
  if (E.isLeft(account)) return reply(500, text(`${logFile}: the audit could not read the log: ${account.left}`));
  if (account.right === null) return reply(404, text(`${logFile} has no Order ${order}`));
  // The page's dispute panel reads the account as a DisputeAccount: the two shapes are checked here.
  const shown: DisputeAccount = account.right;
  if (path === ORDER_ACCOUNT_PATH) return reply(200, json(shown));
  const page = await reports.page(account.right);
  return reply(
    200,
    { body: Buffer.from(page, 'utf8'), type: 'text/html; charset=utf-8' },
    { 'Content-Disposition': `attachment; filename="${reportFileName(logFile, order)}"` },
  );
};
