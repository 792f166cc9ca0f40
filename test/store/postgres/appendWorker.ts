// A writer process for the multi-writer tests (run with bin/run-ts.mjs): appends `count` events,
// one append per event, to game `game` of the store at `url`, each with the seq it last read; on a
// conflict it reads the game again and retries. Prints what it was told, as JSON on stdout. With
// `count` 0 it appends until the store fails, printing `ack SEQ` as each append is acknowledged.
import * as E from 'fp-ts/lib/Either.js';
import { PgStreamStore } from '../../../store/postgres/index.ts';
import { testCatalogue } from '../../kernel/log/testCatalogue.ts';

const [url = '', game = '', writer = '', countText = '0'] = process.argv.slice(2);
const opened = await PgStreamStore.open(url, testCatalogue, { poolSize: 1 });
if (E.isLeft(opened)) throw new Error(JSON.stringify(opened.left));
const store = opened.right;
const stream = store.stream(game);
const acknowledged: number[] = [];
const conflicts: { readonly expectedSeq: number; readonly actualSeq: number }[] = [];
const failures: string[] = [];
const forever = Number(countText) === 0;
for (let i = 0; forever || i < Number(countText);) {
  const at = await stream.lastSeq().catch(() => -1);
  if (at < 0) {
    failures.push('io'); // the store could not be read: told as an append's failure would be
    break;
  }
  const r = await stream.append([{ type: 'NoteTaken', payload: { writer, i } }], at);
  if (E.isRight(r)) {
    acknowledged.push(r.right.lastSeq);
    if (forever) process.stdout.write(`ack ${r.right.lastSeq}\n`);
    i++;
  } else if (r.left.kind === 'conflict')
    conflicts.push({ expectedSeq: r.left.expectedSeq, actualSeq: r.left.actualSeq });
  else {
    failures.push(r.left.kind);
    if (forever) break;
  }
}
await store.close();
process.stdout.write(`${JSON.stringify({ writer, acknowledged, conflicts, failures })}\n`);
