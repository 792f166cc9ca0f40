// `arbiter/log` (docs/api.md): the hash-chained log. Read, verify and append through the store
// (one writer: its lock, checked writes, fsync), with Infinity's event catalogue.
export { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
export {
  canonicalJson,
  createLogFile,
  formatLogError,
  JsonlFileStore,
  LogReadError,
  MemoryStore,
  verifyLog,
} from '../kernel/index.ts';
export type {
  Appended,
  AppendOptions,
  AppendResult,
  Catalogue,
  CreatedLog,
  CreateLogOptions,
  EventStore,
  LogError,
  LogRecord,
  OpenedLog,
  OpenOptions,
  SealRecord,
  VerifyResult,
} from '../kernel/index.ts';
export { infinityRuleset } from '../projections/index.ts';
