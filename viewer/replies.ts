import type { StaticFile } from './assetRoutes.ts';

/** A plain-text answer (an error's reason), one line. */
export const text = (message: string): StaticFile => ({
  body: Buffer.from(`${message}\n`),
  type: 'text/plain; charset=utf-8',
});

export const json = (value: unknown): StaticFile => ({
  body: Buffer.from(JSON.stringify(value)),
  type: 'application/json; charset=utf-8',
});

/** `?NAME=N` and nothing else; N a positive integer (a seq of the log, when it has that many). */
export const onlyNumber = (query: string, name: string): number | null => {
  const params = new URLSearchParams(query);
  const n = params.get(name);
  if ([...params.keys()].length !== 1 || n === null || !/^[1-9]\d{0,8}$/.test(n)) return null;
  return Number(n);
};
