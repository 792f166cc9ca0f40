/** An Infinity ruleset. Chosen once per game and pinned by the game's first event. */
export type Edition = 'n3' | 'n4' | 'n5';

export const EDITIONS: readonly Edition[] = ['n3', 'n4', 'n5'];

export const DEFAULT_EDITION: Edition = 'n5';

export const isEdition = (value: unknown): value is Edition => value === 'n3' || value === 'n4' || value === 'n5';

export const editionLabel = (edition: Edition): string => {
  switch (edition) {
    case 'n3':
      return 'Infinity N3';
    case 'n4':
      return 'Infinity N4';
    case 'n5':
      return 'Infinity N5';
  }
};
