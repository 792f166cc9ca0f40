import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { machineDefinitions } from '../machines/index.ts';
import { assetRoutes, type StaticFile } from './assetRoutes.ts';
import { frameIndex, type FrameIndex } from './frameIndex.ts';
import { TIMELINE_PAGE, timelinePage } from './timeline.ts';
import type { ViewedLog } from './viewedLog.ts';

/** The viewer only ever listens here: the log stays on this machine. */
export const VIEWER_HOST = '127.0.0.1';

export interface RunningViewer {
  readonly url: string;
  readonly address: string;
  readonly port: number;
  close(): Promise<void>;
}

const HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

const send = (res: ServerResponse, head: boolean, status: number, file: StaticFile): void => {
  res.writeHead(status, { ...HEADERS, 'Content-Type': file.type, 'Content-Length': file.body.length });
  res.end(head ? undefined : file.body);
};
const text = (message: string): StaticFile => ({
  body: Buffer.from(`${message}\n`),
  type: 'text/plain; charset=utf-8',
});
const json = (value: unknown): StaticFile => ({
  body: Buffer.from(JSON.stringify(value)),
  type: 'application/json; charset=utf-8',
});

/** `?NAME=N` and nothing else; N a positive integer (a seq of the log, when it has that many). */
const onlyNumber = (query: string, name: string): number | null => {
  const params = new URLSearchParams(query);
  const n = params.get(name);
  if ([...params.keys()].length !== 1 || n === null || !/^[1-9]\d{0,8}$/.test(n)) return null;
  return Number(n);
};

/**
 * Serves one log's viewer on 127.0.0.1 (`port` 0: any free port). The routes are a fixed
 * allow-list matched on the raw request path, so no path can reach another file: the page and its
 * assets, `/api/machines`, `/api/timeline` (its first page; `?from=N`, the page from event N) and
 * `/api/frame?seq=N` (from the log's frame index: checkpoints, not a fold from the start). A Host
 * header other than this address (or localhost) is refused, so a web page cannot reach the server
 * by DNS rebinding. `log` may come with its index already built (`frameIndex`).
 */
export const startViewer = (log: ViewedLog | FrameIndex, port: number): Promise<RunningViewer> => {
  const index = 'frame' in log ? log : frameIndex(log);
  const files = assetRoutes();
  const machines = json(machineDefinitions());
  const firstPage = json(timelinePage(index.log, 1, TIMELINE_PAGE));
  let hosts: readonly string[] = [];

  const route = (path: string, query: string): StaticFile | null => {
    if (path === '/api/frame') {
      const seq = onlyNumber(query, 'seq');
      const frame = seq === null ? null : index.frame(seq);
      return frame === null ? null : json(frame);
    }
    if (path === '/api/timeline' && query !== '') {
      const from = onlyNumber(query, 'from');
      return from === null || from > index.log.events.length
        ? null
        : json(timelinePage(index.log, from, TIMELINE_PAGE));
    }
    if (query !== '') return null;
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
    try {
      const file = path.startsWith('/') ? route(path, query) : null;
      send(res, head, file === null ? 404 : 200, file ?? text('not found'));
    } catch (e) {
      send(res, head, 500, text(`viewer error: ${e instanceof Error ? e.message : String(e)}`));
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
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
};
