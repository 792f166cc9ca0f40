/*
 * Decisions (docs/rulings.md "Comms Attacks"; rules/citations/hacking2Citations.ts):
 * - The wiki's Hacking pages list more programs than this engine rules. Their pages were not
 *   among the stored copies read (Oblivion, Trinity, Cybermask, White Noise, the Supportware and
 *   the others; Maestro and Overlord were not found either), so their figures are not guessed:
 *   declaring one is refused with the reason, as a declaration or an ARO, before any die.
 * - Total Control: its State (Possessed, read on the N4 and N5 State pages) changes the trooper's
 *   side and profile, which this engine does not model: refused, citing the State.
 * - N4 Spotlight: its N4 page (B1, no save, Targeted on a success) was read, but N4 Targeted is
 *   not (its N4 page was not read), so the N4 program is refused too.
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { refuse, type Refusal } from '../refusal.ts';

/** Programs named by the wiki's Hacking pages (and the brief) that this engine does not rule. */
const UNRULED: Readonly<Record<string, string>> = {
  oblivion: 'Oblivion',
  trinity: 'Trinity',
  'total-control': 'Total Control',
  cybermask: 'Cybermask',
  'white-noise': 'White Noise',
  'assisted-fire': 'Assisted Fire',
  'controlled-jump': 'Controlled Jump',
  'enhanced-reaction': 'Enhanced Reaction',
  'fairy-dust': 'Fairy Dust',
  'zero-pain': 'Zero Pain',
  maestro: 'Maestro',
  overlord: 'Overlord',
};

const programsCitation = (edition: Exclude<Edition, 'n3'>): CitationId =>
  edition === 'n5' ? 'n5/hacking/unruled-programs' : 'n4/hacking/unruled-programs';

/** Why this known program cannot be declared in this edition (null: not one of them). */
export const unruledProgramRefusal = (edition: Exclude<Edition, 'n3'>, id: string): Refusal | null => {
  if (id === 'total-control')
    return refuse(
      'Total Control puts its target in Possessed, a change of side and profile this engine does not model: not adjudicated',
      edition === 'n5' ? 'n5/states/possessed' : 'n4/states/possessed',
    );
  if (id === 'spotlight' && edition === 'n4')
    return refuse(
      'N4 Spotlight puts its target in Targeted, whose N4 effects were not read: not adjudicated',
      programsCitation(edition),
    );
  const name = UNRULED[id];
  return name === undefined
    ? null
    : refuse(
        `${name}: its page was not among the sources this engine was built from, so its figures are not known: not adjudicated`,
        programsCitation(edition),
      );
};
