import * as E from 'fp-ts/lib/Either.js';
import { escapeHtml as x, orderReportBody } from '../audit/index.ts';
import type { OrderReports } from './orderReports.ts';

/** Where index.html takes what the page shows without JavaScript (inside its `<noscript>`). */
export const STATIC_ORDER_MARK = '<!-- the Order without JavaScript -->';

/** The page and its status: 200, or 404 for an Order the log does not have (the page says so). */
export interface StaticOrderPage {
  readonly status: number;
  readonly html: string;
}

const GO_TO = (first: number | null): string =>
  `<form class="static-go" method="get" action="/"><label for="static-order">Go to Order</label> <input id="static-order" name="order" type="number" min="1" step="1" required${first === null ? '' : ` value="${first}"`} /> <button type="submit">Show</button></form>`;

const note = (text: string, first: number | null): string =>
  `<div class="static-note"><p>${x(text)}</p>${GO_TO(first)}</div>`;

/**
 * The viewer's page with, for a browser that runs no script (or a saved page, or a screenshot of
 * one), an Order told in full where index.html marks it: `/?order=N` shows Order N's account as
 * its report tells it (audit/orderReportHtml.ts), `/` a form to pick one (the audit of a long game
 * takes a while: it runs only when an Order is asked for). Everything from the log is escaped.
 */
export const staticOrderPage = async (
  index: string,
  reports: OrderReports | undefined,
  order: number | null,
  first: number | null,
): Promise<StaticOrderPage> => {
  const put = (status: number, body: string): StaticOrderPage => ({
    status,
    html: index.replace(STATIC_ORDER_MARK, () => body),
  });
  if (reports === undefined)
    return put(200, note('JavaScript is off: this viewer steps through the game with it.', null));
  if (order === null)
    return put(
      200,
      note(
        first === null
          ? 'JavaScript is off, and this log has no Order to show.'
          : 'JavaScript is off: pick an Order to read its account (what was declared and measured, the dice and their fates, the odds, the rules).',
        first,
      ),
    );
  const account = await reports.account(order);
  if (E.isLeft(account)) return put(500, note(`The audit could not read the log: ${account.left}`, first));
  if (account.right === null) return put(404, note(`This log has no Order ${order}.`, first));
  return put(
    200,
    `${note(`JavaScript is off: Order ${order} as its report tells it.`, order)}<article class="static-report" aria-label="${x(`Order ${order}`)}">${orderReportBody(account.right)}</article>`,
  );
};
