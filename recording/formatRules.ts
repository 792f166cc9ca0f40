/**
 * The format rules of a recorded game: Arbiter's own rules for the file (not rules of the game),
 * each with a title in our words and the section of docs/recorded-game.md that explains it. A
 * refusal of the file names one of these; a refusal of the game names a citation of
 * rules/citations/ of the game's edition instead.
 */
export interface FormatRuleEntry {
  readonly title: string;
  /** The section of docs/recorded-game.md, as its anchor. */
  readonly section: string;
}

export const FORMAT_RULES = {
  'recorded-game/size': {
    title: 'A recorded game is at most 64 MiB (16 MiB in YAML), and records nothing the log could not read back',
    section: 'limits',
  },
  'recorded-game/utf-8': { title: 'A recorded game is UTF-8 text', section: 'reading-the-file' },
  'recorded-game/yaml': {
    title: 'A recorded game is one YAML (or JSON) document with no key given twice',
    section: 'reading-the-file',
  },
  'recorded-game/aliases': {
    title: 'YAML aliases expand to at most 100 nodes in all, and never into themselves',
    section: 'reading-the-file',
  },
  'recorded-game/unknown-key': {
    title: 'Every field is one the format defines: a misspelt field is an error, never ignored',
    section: 'fields-and-values',
  },
  'recorded-game/missing-field': { title: 'Every required field is given', section: 'fields-and-values' },
  'recorded-game/type': {
    title: 'Every field holds the kind of value the format defines (a list, a whole number…)',
    section: 'fields-and-values',
  },
  'recorded-game/choice': {
    title: 'A field with a fixed set of values holds one of them',
    section: 'fields-and-values',
  },
  'recorded-game/number': {
    title: 'Numbers are finite, and whole numbers are exact (within ±2^53−1)',
    section: 'numbers',
  },
  'recorded-game/id': { title: 'Ids are 1 to 64 ASCII letters, digits, hyphens or underscores', section: 'ids' },
  'recorded-game/unknown-id': {
    title: 'An id names something the file or the edition defines (a trooper, a player, a weapon…)',
    section: 'ids',
  },
  'recorded-game/duplicate-id': { title: 'An id names one thing only', section: 'ids' },
  'recorded-game/control-character': {
    title:
      'Names and free text hold no control characters or direction overrides (free text keeps its tabs and newlines)',
    section: 'limits',
  },
  'recorded-game/length': {
    title: 'Names and titles are at most 200 characters, free text at most 10,000',
    section: 'limits',
  },
  'recorded-game/weapon-modes': {
    title: 'Each mode of a weapon fires its own ammunition (a declaration names the mode by it)',
    section: 'weapons',
  },
  'recorded-game/weapon-damage': {
    title: "A weapon whose ammunition calls for a saving roll gives the edition's damage figure (N5 PS, N3/N4 Damage)",
    section: 'weapons',
  },
  'recorded-game/weapon-bonus': {
    title: "A weapon's bracketed bonus is given as bonus; bonusApplied is the engine's own note on a weapon as fired",
    section: 'weapons',
  },
  'recorded-game/starting-state': {
    title: 'A trooper starts the game only in a state the edition lets a game start in',
    section: 'armies',
  },
  'recorded-game/reading-edition': { title: 'A game names only readings of its own edition', section: 'the-file' },
  'recorded-game/one-form': {
    title:
      'A value takes one of its forms, never two at once: an Order is ruled either by the engine (first, second…) or by the players (ruledByPlayers)',
    section: 'fields-and-values',
  },
  'recorded-game/group-size': {
    title: 'A Combat Group of an army list holds at most 10 troopers',
    section: 'armies',
  },
  'recorded-game/lieutenant': {
    title: "An army list names its Lieutenant, one of the list's own troopers",
    section: 'armies',
  },
} as const satisfies Record<string, FormatRuleEntry>;

export type FormatRuleId = keyof typeof FORMAT_RULES;

export const isFormatRuleId = (value: string): value is FormatRuleId =>
  Object.prototype.hasOwnProperty.call(FORMAT_RULES, value);

/** Where a format rule is explained, relative to the repository. */
export const formatRuleSource = (id: FormatRuleId): string => `docs/recorded-game.md#${FORMAT_RULES[id].section}`;
