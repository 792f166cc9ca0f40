import * as E from 'fp-ts/lib/Either.js';
import pg from 'pg';
import type { GlobalRecord, LogError, Subscriber, Subscription, TaggedEvent } from '../../kernel/index.ts';
import { pgError } from './pgError.ts';
import { CHANNEL } from './pgStream.ts';

type ReadAll<E> = (after: string, limit: number) => Promise<E.Either<LogError, readonly GlobalRecord<E>[]>>;

const PAGE = 500;
/** A read now and then besides the notifications: rows held back by a transaction that then aborted notify nobody. */
const POLL_MS = 1000;

/**
 * A subscription on its own connection: LISTEN on the appends' channel, and on each notification
 * (and every second) the records after the last one delivered, read gap-safe, in order, once each.
 */
export const pgSubscription = async <E extends TaggedEvent>(
  url: string,
  label: string,
  after: string,
  subscriber: Subscriber<E>,
  readAll: ReadAll<E>,
): Promise<E.Either<LogError, Subscription>> => {
  const client = new pg.Client({ connectionString: url });
  let checkpoint = after;
  let closed = false;
  let running: Promise<void> = Promise.resolve();
  let again = false;
  const report = (error: LogError): void => subscriber.error?.(error);
  const drain = async (): Promise<void> => {
    for (;;) {
      if (closed) return;
      const page = await readAll(checkpoint, PAGE);
      if (E.isLeft(page)) return report(page.left);
      const last = page.right[page.right.length - 1];
      if (last === undefined) return;
      checkpoint = last.checkpoint;
      if (!closed) subscriber.records(page.right);
      if (page.right.length < PAGE) return;
    }
  };
  const wake = (): void => {
    if (again) return;
    again = true;
    running = running.then(() => {
      again = false;
      return drain();
    });
  };
  client.on('notification', wake);
  client.on('error', (e) => report(pgError(e, url, label, 'follow')));
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  } catch (e) {
    await client.end().catch(() => undefined);
    return E.left(pgError(e, url, label, 'subscribe to'));
  }
  const timer = setInterval(wake, POLL_MS);
  timer.unref();
  wake();
  return E.right({
    close: async () => {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await running.catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  });
};
