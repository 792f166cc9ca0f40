/** The Necromunda ruleset Arbiter reads: the archived pre-2023 rules pages. */
export const NECROMUNDA_RULESET = 'necromunda-2018';

/**
 * One Necromunda rule reference. `title` is our own paraphrase of what the rule decides; `source`
 * is the public page it was read from. Rule text is never copied here.
 */
export interface NecromundaCitationEntry {
  readonly ruleset: typeof NECROMUNDA_RULESET;
  readonly title: string;
  readonly source: string;
}
