import * as E from 'fp-ts/lib/Either.js';
import { parseWhatIf, WHAT_IF_SYNTAX } from '../audit/index.ts';
import type { OrderReports } from './orderReports.ts';
import type { Reply } from './orderReportRoutes.ts';
import { json } from './replies.ts';
import type { WhatIfView } from './viewerApi.ts';

/** The route of a what-if on one Order, from the page. */
export const WHAT_IF_PATH = '/api/what-if';

const LONGEST_CHANGE = 2000;

const fail = (status: number, error: string): Reply => ({
  status,
  file: json({ error, syntax: WHAT_IF_SYNTAX }),
  headers: {},
});

/**
 * `GET /api/what-if` (the syntax of a change, as `arbiter audit --help` gives it) and
 * `GET /api/what-if?order=N&change=TEXT`: Order N as logged and with the change (`audit
 * --what-if TEXT`: the same parsing, the same fork, the same words when it cannot run), both
 * accounts with their odds. Errors answer JSON `{ error, syntax }`: 400 for a request or change
 * that cannot be read, 404 for an Order the log does not have (or a viewer without reports), 422
 * for a fork that cannot be run, 500 for a log that cannot be audited.
 */
export const whatIfReply = async (
  query: string,
  reports: OrderReports | undefined,
  logFile: string,
): Promise<Reply> => {
  if (reports === undefined) return fail(404, 'this viewer serves no Order reports, so no what-if');
  const params = new URLSearchParams(query);
  if (query === '') return { status: 200, file: json({ syntax: WHAT_IF_SYNTAX }), headers: {} };
  const keys = [...params.keys()].sort();
  const order = params.get('order') ?? '';
  const change = params.get('change') ?? '';
  if (keys.join(',') !== 'change,order' || !/^[1-9]\d{0,8}$/.test(order))
    return fail(400, 'give the Order and one change: ?order=N&change=CHANGE (CHANGE as in arbiter audit --what-if)');
  if (change.length > LONGEST_CHANGE) return fail(400, `what-if: a change is at most ${LONGEST_CHANGE} characters`);
  const parsed = parseWhatIf(change);
  if (E.isLeft(parsed)) return fail(400, `what-if: ${parsed.left}`);
  const result = await reports.whatIf(Number(order), [parsed.right]);
  if (E.isLeft(result))
    return result.left.startsWith('what-if: ')
      ? fail(422, result.left)
      : fail(500, `${logFile}: the audit could not read the log: ${result.left}`);
  if (result.right === null) return fail(404, `${logFile} has no Order ${order}`);
  // The page reads the answer as a WhatIfView: the two shapes are checked here.
  const view: WhatIfView = result.right;
  return { status: 200, file: json(view), headers: {} };
};
