import * as E from 'fp-ts/lib/Either.js';
import type { LogSource } from '../../kernel/log/index.ts';
import { logInputProblem } from '../readInput.ts';
import { openStore } from '../storeConnection.ts';

/** What `arbiter verify` reads: a log file, or one game of a store. */
export type VerifyTarget =
  | { readonly kind: 'file'; readonly file: string }
  | { readonly kind: 'store'; readonly url: string; readonly game: string };

/** A target opened: how messages name it, what JSON says it was, its lines, and where a bad line is. */
export interface VerifySource {
  readonly label: string;
  readonly keys: Readonly<Record<string, string>>;
  readonly lines: LogSource;
  /** Where line `n` is, when the source can say more than its number (a store: the row's position). */
  readonly whereIs: (line: number) => string;
  readonly close: () => Promise<void>;
}

/** Opens what to verify, or says why it cannot be read (the store's password never shown). */
export const openVerifySource = async (target: VerifyTarget): Promise<E.Either<string, VerifySource>> => {
  switch (target.kind) {
    case 'file': {
      const unreadable = await logInputProblem(target.file);
      if (unreadable !== null) return E.left(unreadable);
      return E.right({
        label: target.file,
        keys: { file: target.file },
        lines: target.file,
        whereIs: () => '',
        close: async () => undefined,
      });
    }
    case 'store': {
      const opened = await openStore(target.url);
      if (E.isLeft(opened)) return opened;
      const store = opened.right;
      const positions = new Map<number, number>();
      return E.right({
        label: `${store.label} game ${JSON.stringify(target.game)}`,
        keys: { store: store.label, game: target.game },
        lines: store.lines(target.game, (position, seq) => positions.set(seq, position)),
        whereIs: (line) => {
          const at = positions.get(line);
          return at === undefined ? '' : ` (record ${line} of the game: the row at position ${at})`;
        },
        close: () => store.close(),
      });
    }
  }
};
