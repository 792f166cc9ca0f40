import type { LogError } from '../kernel/log/index.ts';

/**
 * Arbiter's own rules for writing a log (docs/log-file.md), named by a refusal of `record` the way
 * a format rule names a refusal of the file and a citation a refusal of the game.
 */
export const LOG_RULES = {
  'log/no-overwrite': { title: 'A log is never written over an existing file without --force', section: 'one-writer' },
  'log/regular-file': {
    title: 'A log is a regular file: never a directory, a link, a FIFO or a device',
    section: 'one-writer',
  },
  'log/not-an-input': { title: 'A log is never written over a file the command reads', section: 'one-writer' },
  'log/one-writer': {
    title: 'One writer at a time: the log is being written by another process',
    section: 'one-writer',
  },
  'log/sealed': { title: 'A sealed log holds a finished game: nothing may be appended to it', section: 'the-seal' },
  'log/continue': {
    title: "--append continues an open log of the same game: it must hold the game's first events exactly",
    section: 'continuing-a-log---open-and---append',
  },
  'log/file-system': {
    title: 'The file system refused (disk full, permission denied…): every file was left as it was',
    section: 'one-writer',
  },
  'log/input': { title: 'A command reads regular files only', section: 'one-writer' },
} as const;

export type LogRuleId = keyof typeof LOG_RULES;

/** The rule a store's refusal breaks. */
export const logRuleOf = (e: LogError): LogRuleId => {
  switch (e.kind) {
    case 'exists':
      return 'log/no-overwrite';
    case 'not-a-file':
      return 'log/regular-file';
    case 'same-file':
      return 'log/not-an-input';
    case 'locked':
      return 'log/one-writer';
    case 'sealed':
      return 'log/sealed';
    case 'conflict':
      return 'log/continue';
    case 'io':
    case 'closed':
    case 'too-long':
      return 'log/file-system';
    case 'malformed-json':
    case 'invalid-utf8':
    case 'bad-envelope':
    case 'unsupported-version':
    case 'unknown-event-type':
    case 'invalid-event':
    case 'upcast-failed':
    case 'not-canonical':
    case 'hash-mismatch':
    case 'seq-gap':
    case 'prev-mismatch':
    case 'torn-tail':
    case 'after-seal':
    case 'bad-seal':
      return 'log/continue';
  }
};
