import { describe } from 'vitest';
import { MemoryStreamStore } from '../../../kernel/log/index.ts';
import { streamStoreContract } from './streamStoreContract.ts';
import { testCatalogue } from './testCatalogue.ts';

describe('MemoryStreamStore keeps the StreamStore contract', () => {
  const store = new MemoryStreamStore(testCatalogue);
  let games = 0;
  streamStoreContract(
    () => store,
    (name) => `${name}-${++games}`,
  );
});
