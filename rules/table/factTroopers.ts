import type { TableFact } from './tableFact.ts';

/** Every trooper a measured fact is about (a Mine's troopers are those its template touches). */
export const factTroopers = (f: TableFact): readonly string[] => {
  switch (f.fact) {
    case 'lof':
    case 'range':
    case 'visibility':
    case 'visibility-zone':
      return [f.from, f.to];
    case 'cover':
      return [f.target, f.from];
    case 'zoc':
      return [f.trooper, f.of];
    case 'base-contact':
      return [f.a, f.b];
    case 'template':
      return [f.from, ...f.affects];
    case 'mine':
      return f.affects;
    case 'friendly-fire':
      return [f.attacker, f.ally];
    case 'dodge-move':
      return [f.trooper, ...f.contacts];
    case 'guts-options':
      return [f.trooper];
    case 'hacking-area':
      return [f.hacker, f.trooper];
  }
};
