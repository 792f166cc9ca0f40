import type { Edition } from './edition.ts';

/**
 * Where a rule was printed one way and corrected later, the reading a game is played under.
 * A game names its readings once (GameStarted); a judge can audit it under another one (a
 * what-if). Absent means the default: the corrected rule.
 */
export interface Readings {
  /**
   * N4, an ARO from Zone of Control without LoF: errata 1.1.1 (any ARO whose own requirements
   * are met; the default) or the rule as first printed (Dodge or Reset only).
   */
  readonly 'n4-zoc-aro'?: N4ZocAroReading;
}

export type N4ZocAroReading = 'errata-1.1.1' | 'first-printing';

export type ReadingId = keyof Readings;

/** Each reading and the values it takes, the default first. */
export const READING_CHOICES: { readonly [K in ReadingId]-?: readonly NonNullable<Readings[K]>[] } = {
  'n4-zoc-aro': ['errata-1.1.1', 'first-printing'],
};

export const READING_IDS: readonly ReadingId[] = ['n4-zoc-aro'];

/** The edition each reading belongs to. */
export const READING_EDITION: { readonly [K in ReadingId]-?: Edition } = { 'n4-zoc-aro': 'n4' };

export const isReadingId = (id: string): id is ReadingId => (READING_IDS as readonly string[]).includes(id);

/** The first reading that belongs to another edition than the game's, as a sentence; null when none does. */
export const strayReading = (
  edition: Edition,
  readings: Readings | undefined,
): { readonly id: ReadingId; readonly message: string } | null => {
  const id = READING_IDS.find((r) => readings?.[r] !== undefined && READING_EDITION[r] !== edition);
  return id === undefined
    ? null
    : {
        id,
        message: `reading ${id} is about ${READING_EDITION[id].toUpperCase()} and this game is played under ${edition.toUpperCase()}`,
      };
};

/** The readings with one changed (a what-if). */
export const withReading = (readings: Readings | undefined, id: ReadingId, value: string): Readings | string => {
  switch (id) {
    case 'n4-zoc-aro': {
      const choice = READING_CHOICES[id].find((c) => c === value);
      return choice === undefined
        ? `reading ${id} is one of ${READING_CHOICES[id].join(', ')}, not ${value}`
        : { ...readings, [id]: choice };
    }
  }
};
