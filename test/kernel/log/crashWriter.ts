// A writer for the crash trials: opens the log (reclaiming a stale lock; its first append cuts a torn tail),
// then appends in a loop, one fsync'd batch at a time, printing `ack <lastSeq>` after each
// acknowledged append — until the parent kills it. The event at seq n is always sampleEvent(n),
// so the parent can check every acknowledged record. Usage: node --import tsx crashWriter.ts LOG
import { writeSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { JsonlFileStore } from '../../../kernel/log/index.ts';
import { sampleEvent, testCatalogue, type TestEvent } from './testCatalogue.ts';

const path = process.argv[2];
if (path === undefined) throw new Error('usage: crashWriter.ts LOG');
const opened = await JsonlFileStore.open(path, testCatalogue, Date.now);
if (E.isLeft(opened)) {
  writeSync(1, `error ${JSON.stringify(opened.left)}\n`);
  process.exit(3);
}
const { store, warnings } = opened.right;
for (const w of warnings) writeSync(1, `torn ${w.offset}\n`);
let last = await store.lastSeq();
writeSync(1, `ready ${last}\n`);
let round = 0;
for (;;) {
  // Mostly small batches; now and then a big one (~70 kB), which a kill can cut mid-write.
  const size = round++ % 8 === 7 ? 64 : 1 + (round % 4);
  const events: TestEvent[] = Array.from({ length: size }, (_, i) => {
    const seq = last + 1 + i;
    return size > 10 ? { type: 'NoteTaken', payload: { seq, filler: 'x'.repeat(1000) } } : sampleEvent(seq);
  });
  const r = await store.append(events, last);
  if (E.isLeft(r)) {
    writeSync(1, `error ${JSON.stringify(r.left)}\n`);
    process.exit(4);
  }
  last = r.right.lastSeq;
  writeSync(1, `ack ${last}\n`);
}
