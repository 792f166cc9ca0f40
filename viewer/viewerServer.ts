import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assetRoutes, type StaticFile } from './assetRoutes.ts';
import { frameIndex, type FrameIndex } from './frameIndex.ts';
import { infinityViewModel } from './infinityViewModel.ts';
import { isOrderReportPath, orderReportReply } from './orderReportRoutes.ts';
import type { OrderReports } from './orderReports.ts';
import { json, onlyNumber, text } from './replies.ts';
import { staticOrderPage } from './staticOrderPage.ts';
import { WHAT_IF_PATH, whatIfReply } from './whatIfRoute.ts';
import type { ViewedLog } from './viewedLog.ts';
import type { ViewModel } from './viewModel.ts';

/** The viewer only ever listens here: the log stays on this machine. */
export const VIEWER_HOST = '127.0.0.1';

export interface RunningViewer {
  readonly url: string;
  readonly address: string;
  readonly port: number;
  /**
   * Serves the log grown by new events (a live game, or more of a long log read): the same log
   * with more at its end, and its reports. `loading`: whether more of the log is still being read.
   */
  update(log: FrameIndex, reports?: OrderReports, loading?: boolean): void;
  close(): Promise<void>;
}

const HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

const send = (
  res: ServerResponse,
  head: boolean,
  status: number,
  file: StaticFile,
  extra: Readonly<Record<string, string>> = {},
): void => {
  res.writeHead(status, { ...HEADERS, ...extra, 'Content-Type': file.type, 'Content-Length': file.body.length });
  res.end(head ? undefined : file.body);
};

/** What the viewer serves besides the log's frames: an Order's report, when given (cli/commands/view.ts). */
export interface ViewerOptions {
  readonly reports?: OrderReports;
  /** The log grows while it is viewed (`update`): the timeline says so, and the page asks again. */
  readonly live?: boolean;
  /** Only the first part of a long log is read yet (`update` brings the rest): the timeline says so, and the page asks again. */
  readonly loading?: boolean;
}

/**
 * Serves one log's viewer on 127.0.0.1 (`port` 0: any free port). The routes are a fixed
 * allow-list matched on the raw request path, so no path can reach another file: the page and its
 * assets, `/api/machines`, `/api/timeline` (its first page; `?from=N`, the page from event N) and
 * `/api/frame?seq=N` (from the log's frame index: checkpoints, not a fold from the start),
 * `/api/orders` (viewer/orderList.ts), `/api/what-if?order=N&change=…` (viewer/whatIfRoute.ts), `/?order=N` (the page with Order N told for a browser that
 * runs no script: viewer/staticOrderPage.ts), and with
 * `options.reports`, `/api/order-account?order=N` and `/api/order-report?order=N` (viewer/orderReportRoutes.ts). A Host
 * header other than this address (or localhost) is refused, so a web page cannot reach the server
 * by DNS rebinding. `log` may come with its index already built (`frameIndex`), or as the view
 * model of its ruleset (viewer/viewModel.ts: a Necromunda log's, viewer/necromunda/), which gives
 * the frames, timeline, machines and Orders.
 */
export const startViewer = (
  log: ViewedLog | FrameIndex | ViewModel,
  port: number,
  options: ViewerOptions = {},
): Promise<RunningViewer> => {
  const live = options.live === true;
  let loading = options.loading === true;
  const modelOf = (l: ViewedLog | FrameIndex | ViewModel): ViewModel =>
    'ruleset' in l ? l : infinityViewModel('frame' in l ? l : frameIndex(l), live, loading);
  let model = modelOf(log);
  const files = assetRoutes();
  const machines = json(model.machines());
  const pageFrom = (from: number): StaticFile => json(model.timeline(from));
  let firstPage = pageFrom(1);
  let hosts: readonly string[] = [];
  // The Orders' list is built at its first request: most sessions start at event 1.
  let orders: StaticFile | null = null;
  const ordersFile = (): StaticFile => (orders ??= json(model.orders()));
  let firstOrder = model.firstOrder();
  let reports = options.reports;
  const page = files.get('/')?.body.toString('utf8') ?? '';

  const route = (path: string, query: string): StaticFile | null => {
    if (path === '/api/frame') {
      const seq = onlyNumber(query, 'seq');
      const frame = seq === null ? null : model.frame(seq);
      return frame === null ? null : json(frame);
    }
    if (path === '/api/timeline' && query !== '') {
      const from = onlyNumber(query, 'from');
      return from === null || from > model.last ? null : pageFrom(from);
    }
    if (query !== '') return null;
    if (path === '/api/orders') return ordersFile();
    if (path === '/api/machines') return machines;
    if (path === '/api/timeline') return firstPage;
    return files.get(path) ?? null;
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      res.setHeader('Allow', 'GET, HEAD');
      send(res, false, 405, text('method not allowed'));
      return;
    }
    if (!hosts.includes(req.headers.host ?? '')) {
      send(res, head, 403, text('unexpected Host header'));
      return;
    }
    const target = req.url ?? '';
    const q = target.indexOf('?');
    const path = q < 0 ? target : target.slice(0, q);
    const query = q < 0 ? '' : target.slice(q + 1);
    const failed = (e: unknown): void =>
      send(res, head, 500, text(`viewer error: ${e instanceof Error ? e.message : String(e)}`));
    if (path === WHAT_IF_PATH) {
      void whatIfReply(query, reports, model.file).then((r) => send(res, head, r.status, r.file, r.headers), failed);
      return;
    }
    if (isOrderReportPath(path)) {
      void orderReportReply(path, query, reports, model.file).then(
        (r) => send(res, head, r.status, r.file, r.headers),
        failed,
      );
      return;
    }
    if (path === '/') {
      const order = query === '' ? null : onlyNumber(query, 'order');
      if (query !== '' && order === null) {
        send(res, head, 400, text('give the Order as /?order=N, N an Order number (1, 2, …)'));
        return;
      }
      void staticOrderPage(page, reports, order, firstOrder).then(
        (p) => send(res, head, p.status, { body: Buffer.from(p.html, 'utf8'), type: 'text/html; charset=utf-8' }),
        failed,
      );
      return;
    }
    try {
      const file = path.startsWith('/') ? route(path, query) : null;
      send(res, head, file === null ? 404 : 200, file ?? text('not found'));
    } catch (e) {
      failed(e);
    }
  };

  const server = createServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: VIEWER_HOST, port }, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      hosts = [`${VIEWER_HOST}:${address.port}`, `localhost:${address.port}`];
      resolve({
        url: `http://${VIEWER_HOST}:${address.port}/`,
        address: address.address,
        port: address.port,
        update: (grown, grownReports, stillLoading) => {
          loading = stillLoading === true;
          model = modelOf(grown);
          reports = grownReports ?? reports;
          firstPage = pageFrom(1);
          orders = null;
          firstOrder = model.firstOrder();
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
};
