import * as E from 'fp-ts/lib/Either.js';
import { formatLogError, type Subscription } from '../kernel/log/index.ts';
import { openStore } from './storeConnection.ts';

/**
 * Follows game `game` of the store at `url` as tables append to it: `grown` is called when records
 * of that game are appended (the store's subscription: LISTEN/NOTIFY, and a read every second), and
 * once at the start, for what was appended between reading the game and subscribing. Records of
 * other games wake nobody. Closing the subscription releases the store.
 */
export const followStoreGame = async (
  url: string,
  game: string,
  grown: () => void,
  failed: (message: string) => void,
): Promise<E.Either<string, Subscription>> => {
  const opened = await openStore(url);
  if (E.isLeft(opened)) return opened;
  const store = opened.right;
  const from = await store.checkpointOf(game);
  const subscribed = E.isLeft(from)
    ? from
    : await store.subscribe(from.right, {
        records: (records) => {
          if (records.some((r) => r.stream === game)) grown();
        },
        error: (e) => failed(formatLogError(e)),
      });
  if (E.isLeft(subscribed)) {
    await store.close();
    return E.left(formatLogError(subscribed.left));
  }
  grown();
  return E.right({
    close: async () => {
      await subscribed.right.close();
      await store.close();
    },
  });
};
