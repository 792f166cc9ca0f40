import { createServer } from 'node:net';
import { VIEWER_HOST } from './viewerServer.ts';

/**
 * Whether the viewer could listen on `port` now: null when it can (the port is listened on for a
 * moment and let go at once), else the error listening gave (EADDRINUSE for a taken port). Asked
 * before a log is read, so a taken port is said at once rather than after reading a long log.
 * Port 0 (any free port) is always free. The viewer's own listen still reports a port taken in
 * the meantime.
 */
export const portInUse = (port: number): Promise<unknown> =>
  port === 0
    ? Promise.resolve(null)
    : new Promise((resolve) => {
        const probe = createServer();
        probe.once('error', resolve);
        probe.listen({ host: VIEWER_HOST, port }, () => probe.close(() => resolve(null)));
      });
