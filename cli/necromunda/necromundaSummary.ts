import { owedStepWords } from '../../machines/necromunda/index.ts';
import type { NecromundaGame } from '../../projections/necromunda/index.ts';
import { fighterTable } from './fighterTable.ts';
import { vehicleTable } from './vehicleTable.ts';

/** What the game still waits for: the hit in progress, the steps owed in order, or the battle's end. */
export const owedLines = (g: NecromundaGame): string[] => [
  ...(g.hit === null ? [] : [`hit ${g.hit.declared.hit} in progress: ${g.hit.step.replace(/-/g, ' ')} owed`]),
  ...(g.owed.length === 0
    ? []
    : [
        `still owed, in order (the page calls for ${g.owed.length === 1 ? 'it' : 'them'} before the next hit):`,
        ...g.owed.map((o, i) => `  ${i + 1}. ${owedStepWords(g, o)}`),
      ]),
  ...(g.scrapClaimed === null
    ? []
    : [`scrap claimed: ${g.scrapClaimed.gang}, ${g.scrapClaimed.credits} credits (the battle is over)`]),
];

/**
 * The state of a Necromunda game as `record`, `replay` and `audit` print it: the fighters, the
 * vehicles (when the game has any), then what is still owed.
 */
export const necromundaSummary = (g: NecromundaGame): string[] => {
  const vehicles = vehicleTable(g);
  const owed = owedLines(g);
  return [
    ...fighterTable(g),
    ...(vehicles.length === 0 ? [] : ['', ...vehicles]),
    ...(owed.length === 0 ? [] : ['', ...owed]),
  ];
};
