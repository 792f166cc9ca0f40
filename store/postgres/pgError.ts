import type { LogError } from '../../kernel/index.ts';
import { redactIn } from './redactUrl.ts';

/** A driver or server failure as a log error: what was being done, where, and why, the password hidden. */
export const pgError = (e: unknown, url: string, where: string, operation: string): LogError => {
  const code = typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? ` (${e.code})` : '';
  const message = e instanceof Error ? e.message : String(e);
  return { kind: 'io', path: where, operation, message: redactIn(`${message}${code}`, url) };
};
