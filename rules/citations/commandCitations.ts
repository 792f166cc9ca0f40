import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
const N3_WIKI = 'http://wiki.infinitythegame.com/en';
const N5_TACTICAL_AWARENESS = `${WIKI}/Tactical_Awareness`;
const N4_TACTICAL_AWARENESS = `${WIKI}/index.php?direction=prev&oldid=2263&title=Tactical_Awareness`;
const N3_TACTICAL_AWARENESS = `${N3_WIKI}/Tactical_Awareness`;
const N5_LIEUTENANT = `${WIKI}/index.php?diff=prev&oldid=3667&title=Lieutenant`;
const N5_CHAIN_OF_COMMAND = `${WIKI}/Chain_of_Command`;
const N5_NCO = `${WIKI}/index.php?diff=3307&oldid=3110&title=NCO`;
const N4_NCO = `${WIKI}/index.php?direction=next&oldid=2058&title=NCO`;
const N3_CHAIN_OF_COMMAND = `${N3_WIKI}/Chain_of_Command`;

/**
 * Orders and command: Tactical Awareness, the Lieutenant's +1 Command Token and Chain of Command,
 * per edition. Paraphrased; docs/rulings.md "Orders and command" gives the readings chosen.
 */
export const COMMAND_CITATIONS = {
  'n5/skills/tactical-awareness': {
    edition: 'n5',
    title:
      'Tactical Awareness: a trooper on the table (Model or Marker) gets a Tactical Order besides its Training Order, placed beside it and for its own use only',
    source: N5_TACTICAL_AWARENESS,
  },
  'n4/skills/tactical-awareness': {
    edition: 'n4',
    title:
      'Tactical Awareness: a trooper on the table (Model or Marker) gets an extra Irregular Order for itself, which no Command Token turns Regular; Isolated does not stop it (N4 FAQ)',
    source: N4_TACTICAL_AWARENESS,
  },
  'n3/skills/tactical-awareness': {
    edition: 'n3',
    title: 'Tactical Awareness: the trooper gets an extra Irregular Order for itself in the Order Count',
    source: N3_TACTICAL_AWARENESS,
  },
  'n5/skills/lieutenant-plus-one-token': {
    edition: 'n5',
    title:
      'Lieutenant (+1 Command Token): the player who takes this trooper as Lieutenant has one more Command Token for the game',
    source: N5_LIEUTENANT,
  },
  'n5/skills/chain-of-command': {
    edition: 'n5',
    title:
      'Chain of Command: at the start of the Loss of Lieutenant check, with the Lieutenant Isolated or Null, a user on the table and neither Isolated nor Null becomes the Lieutenant (no extra abilities) and there is no Loss of Lieutenant',
    source: N5_CHAIN_OF_COMMAND,
  },
  'n4/skills/chain-of-command': {
    edition: 'n4',
    title:
      'Chain of Command (reading: as N5): with the Lieutenant Isolated or Null, a user on the table and able to act becomes the Lieutenant and there is no Loss of Lieutenant',
    source: N5_CHAIN_OF_COMMAND,
  },
  'n3/skills/chain-of-command': {
    edition: 'n3',
    title:
      'Chain of Command: when the Lieutenant is Isolated or Null, the user, on the table as a model or a Marker, takes its place',
    source: N3_CHAIN_OF_COMMAND,
  },
  'n5/skills/nco': {
    edition: 'n5',
    title:
      'NCO: the user may take the Lieutenant Orders generated in the Order Count as Tactical Orders and spend them, whatever its Combat Group; not while Isolated',
    source: N5_NCO,
  },
  'n4/skills/nco': {
    edition: 'n4',
    title:
      "NCO: the user may spend the Lieutenant's special Order as a Regular Order of its own Combat Group, whatever the Lieutenant's group",
    source: N4_NCO,
  },
} as const satisfies Record<string, CitationEntry>;
