import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
const N5_COMMAND_TOKENS = `${WIKI}/Command_Tokens`;
const N4_COMMAND_TOKENS = `${WIKI}/index.php?title=Command_Tokens&oldid=1570`;
const N3_COMMAND_TOKENS = 'http://infinitythewiki.com/en/Command_Tokens';

/**
 * The Strategic Use of Command Tokens, per edition (the other uses: commandCitations.ts and the
 * Coordinated Order and Fireteam families). Paraphrased; docs/rulings.md "Command Tokens" gives
 * the readings chosen.
 */
export const COMMAND_TOKEN_CITATIONS = {
  'n5/command-tokens/strategic': {
    edition: 'n5',
    title:
      "Command Tokens, Strategic Use (Procedural): in the opponent's first Turn, right after its Order Count, the player with the second Turn may spend one Command Token to take two Regular Orders from the opponent's pools (only if it has more than ten Orders, Hidden Deployment ones aside) or to let the opponent spend at most one Command Token that Turn",
    source: N5_COMMAND_TOKENS,
  },
  'n4/command-tokens/strategic': {
    edition: 'n4',
    title:
      "Command Tokens, Strategic Use: at the end of the opponent's first Order Count, the player with the second Turn may spend one Command Token to take two Regular Orders from the opponent's pools for that Turn, or to let it spend at most one Command Token that Turn",
    source: N4_COMMAND_TOKENS,
  },
  'n3/command-tokens/strategic': {
    edition: 'n3',
    title:
      "Command Tokens, Strategic Use: only the player with the second Turn, only in the first Turn of the game, after the opponent's Order Count: one Command Token nullifies two of its Regular Orders that Turn, or limits it to one Command Token that Turn",
    source: N3_COMMAND_TOKENS,
  },
} as const satisfies Record<string, CitationEntry>;
