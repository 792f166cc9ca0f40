import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file the server may send: its bytes (read once, at start) and content type. */
export interface StaticFile {
  readonly body: Buffer;
  readonly type: string;
}

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), 'assets');
const NAME = /^[a-z][a-zA-Z0-9-]*\.(html|css|js|svg)$/;
const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
};

const file = (path: string, ext: string): StaticFile => ({
  body: readFileSync(path),
  type: TYPES[ext] ?? 'application/octet-stream',
});

/**
 * The page's files, by the exact URL path that serves each: `/` (index.html), `/assets/NAME` for
 * each plain file directly in viewer/assets (html, css, js, svg), and `/assets/elk.bundled.js`
 * from the installed elkjs. Nothing else on disk can be named: requests are matched against these
 * keys as strings, never joined to a directory.
 */
export const assetRoutes = (): ReadonlyMap<string, StaticFile> => {
  const routes = new Map<string, StaticFile>();
  for (const name of readdirSync(ASSETS)) {
    const m = NAME.exec(name);
    const path = join(ASSETS, name);
    if (m === null || !statSync(path).isFile()) continue;
    routes.set(`/assets/${name}`, file(path, m[1] ?? ''));
  }
  const index = routes.get('/assets/index.html');
  if (index === undefined) throw new Error(`viewer page missing: ${join(ASSETS, 'index.html')}`);
  routes.set('/', index);
  routes.delete('/assets/index.html');
  const elk = createRequire(import.meta.url).resolve('elkjs/lib/elk.bundled.js');
  routes.set('/assets/elk.bundled.js', file(elk, 'js'));
  return routes;
};
