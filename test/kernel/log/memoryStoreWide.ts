// A child process of memoryStoreWide.test.ts: appends `count` events in one batch to a MemoryStore,
// on a main thread's stack (a test worker thread's is four times as deep), and prints how many it holds.
import * as E from 'fp-ts/lib/Either.js';
import { MemoryStore } from '../../../kernel/log/index.ts';
import { sampleEvent, testCatalogue } from './testCatalogue.ts';

const count = Number(process.argv[2]);
const store = new MemoryStore(testCatalogue);
const appended = await store.append(
  Array.from({ length: count }, (_, i) => sampleEvent(i)),
  0,
);
if (E.isLeft(appended)) throw new Error(`refused: ${JSON.stringify(appended.left)}`);
const read = await store.read();
process.stdout.write(`${E.isRight(read) ? read.right.length : -1}\n`);
