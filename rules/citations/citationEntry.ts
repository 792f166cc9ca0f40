import type { Edition } from '../edition.ts';

/**
 * One rule reference. `title` is our own short paraphrase of what the rule decides; `source` is
 * the public page it was read from. Rule text is never copied here.
 */
export interface CitationEntry {
  readonly edition: Edition | 'all';
  readonly title: string;
  readonly source: string;
}
