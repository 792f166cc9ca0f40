import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { legacyOkResult, type LegacyOkResult } from '../rules/legacyOkResult.ts';
import { readViewedLog, type ViewedLog } from './readViewedLog.ts';

export type { ViewedLog } from './readViewedLog.ts';

export type ViewedLogResult = LegacyOkResult<{ readonly message: string }, { readonly log: ViewedLog }>;

/** readViewedLog in the `{ ok }` shape, for cli/commands/view.ts until it takes the Either (issue 20 item 3). */
export const loadViewedLog = async (path: string, onEvents?: (read: number) => void): Promise<ViewedLogResult> =>
  legacyOkResult(
    pipe(
      await readViewedLog(path, onEvents),
      E.bimap(
        (message) => ({ message }),
        (log) => ({ log }),
      ),
    ),
  );
