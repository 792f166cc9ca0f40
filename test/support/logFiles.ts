// Test fixtures: logs made in memory the way the store makes them (hash chain and seal), written
// straight to a test directory. The product writes logs only through the store (kernel/log).
import { writeFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { formatLogError, GENESIS_PREV, SealCounter, sealLog, sealRecords } from '../../kernel/log/index.ts';

/** The lines (without newlines) of a log of these events, sealed unless `seal: false`. */
export const logLines = (events: readonly ArbiterEvent[], options: { readonly seal?: boolean } = {}): string[] => {
  const chained = sealRecords(events, { seq: 0, hash: GENESIS_PREV }, arbiterCatalogue);
  if (E.isLeft(chained)) throw new Error(`cannot make the log: ${formatLogError(chained.left)}`);
  const lines = [...chained.right.lines];
  if (options.seal !== false) {
    const counter = new SealCounter(arbiterCatalogue.seal);
    for (const e of events) counter.add(e);
    const last = chained.right.records[chained.right.records.length - 1];
    const seal = sealLog(
      { seq: last?.seq ?? 0, hash: last?.hash ?? GENESIS_PREV },
      arbiterCatalogue.version,
      counter.counts(),
    );
    if (E.isLeft(seal)) throw new Error(`cannot seal the log: ${formatLogError(seal.left)}`);
    lines.push(seal.right.line);
  }
  return lines.map((l) => l.slice(0, -1));
};

/** Writes a test log file of these events (sealed unless `seal: false`). */
export const writeLogFile = (
  path: string,
  events: readonly ArbiterEvent[],
  options: { readonly seal?: boolean } = {},
): void => {
  writeFileSync(
    path,
    logLines(events, options)
      .map((l) => `${l}\n`)
      .join(''),
  );
};
