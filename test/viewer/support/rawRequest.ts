import { connect } from 'node:net';

/**
 * Sends one request with its target exactly as given (no URL normalisation, unlike fetch) and
 * returns the status code and body: what the viewer answers to `/../package.json` as typed.
 */
export const rawRequest = (
  port: number,
  target: string,
  options: { readonly method?: string; readonly host?: string } = {},
): Promise<{ status: number; headers: string; body: string }> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: Number(status?.[1] ?? 0), headers: text.slice(0, split), body: text.slice(split + 4) });
    });
    socket.write(
      `${options.method ?? 'GET'} ${target} HTTP/1.1\r\nHost: ${options.host ?? `127.0.0.1:${port}`}\r\nConnection: close\r\n\r\n`,
    );
  });
