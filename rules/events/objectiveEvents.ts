import * as t from 'io-ts';
import { CitationIdC, NonNegativeIntC } from './codecs/index.ts';

/**
 * A mission's item changed hands (rules/missions/supplies.ts): a Supply Box extracted from its
 * Tech-Coffin (`opened`), picked up or dropped. `holder`: the trooper now carrying `item`, null on the ground.
 */
export const ObjectiveChanged = t.readonly(
  t.intersection([
    t.type({
      type: t.literal('ObjectiveChanged'),
      order: NonNegativeIntC,
      item: t.string,
      holder: t.union([t.string, t.null]),
      citations: t.readonlyArray(CitationIdC),
    }),
    t.partial({ opened: t.string }),
  ]),
  'ObjectiveChanged',
);
