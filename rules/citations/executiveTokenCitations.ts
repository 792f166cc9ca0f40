import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
const N5_COMMAND_TOKENS = `${WIKI}/Command_Tokens`;
const N4_COMMAND_TOKENS = `${WIKI}/index.php?title=Command_Tokens&oldid=1570`;
const N4_OPERATIONAL = `${WIKI}/index.php?diff=1806&oldid=1724&title=Command_Tokens`;
const N4_ISOLATED = `${WIKI}/index.php?title=Isolated_State&oldid=2075`;
const N3_COMMAND_TOKENS = 'http://infinitythewiki.com/en/Command_Tokens';

/**
 * The Executive and Operational Uses of Command Tokens (N3: the Tactical Use) the engine rules,
 * per edition. Paraphrased; docs/rulings.md "Command Tokens" gives what was read and what is a
 * reading (the N4/N5 lists of uses were not readable in full).
 */
export const EXECUTIVE_TOKEN_CITATIONS = {
  'n5/command-tokens/uses': {
    edition: 'n5',
    title:
      'Command Tokens (N5): three modes of use, Strategic, Executive and Operational; a use the engine does not rule is refused (recorded as an Order ruled by the players)',
    source: N5_COMMAND_TOKENS,
  },
  'n5/command-tokens/reactive-turn': {
    edition: 'n5',
    title: 'Command Tokens (N5): a player never spends a Command Token in its Reactive Turn',
    source: N5_COMMAND_TOKENS,
  },
  'n4/command-tokens/reactive-turn': {
    edition: 'n4',
    title:
      'Command Tokens (N4): as many tokens as the player has may be spent in its Active Turn, several for the same effect, none in its Reactive Turn',
    source: N4_OPERATIONAL,
  },
  'n5/command-tokens/regular-order': {
    edition: 'n5',
    title:
      "Command Tokens, Executive Use (N5): one token turns a trooper's Irregular Order into a Regular Order of its Combat Group's pool for the Turn, never an Isolated trooper's (the when and where: reading)",
    source: N5_COMMAND_TOKENS,
  },
  'n4/command-tokens/regular-order': {
    edition: 'n4',
    title:
      "Command Tokens, Executive Use (N4): one token turns a trooper's Irregular Order into a Regular Order of its Combat Group's pool for the Turn; an Isolated trooper's Order may not be (Isolated State FAQ; the use itself: reading)",
    source: N4_ISOLATED,
  },
  'n4/command-tokens/executive': {
    edition: 'n4',
    title:
      "Command Tokens, Executive Use (N4): made in the Executive Use step of the player's Tactical Phase, any number of tokens, one effect each",
    source: N4_COMMAND_TOKENS,
  },
  'n5/command-tokens/change-group': {
    edition: 'n5',
    title:
      'Command Tokens, Executive Use (N5, UNCONFIRMED: the N3 Tactical Use read, the N5 list not): one token moves a trooper to another Combat Group of its army for good, ten troopers at most in a group, in the Tactical Phase of the Active Turn',
    source: N5_COMMAND_TOKENS,
  },
  'n4/command-tokens/change-group': {
    edition: 'n4',
    title:
      'Command Tokens, Executive Use (N4, UNCONFIRMED: the N3 Tactical Use read, the N4 list not): one token moves a trooper to another Combat Group of its army for good, ten troopers at most in a group, in the Executive Use step of the Tactical Phase',
    source: N4_COMMAND_TOKENS,
  },
  'n3/command-tokens/change-group': {
    edition: 'n3',
    title:
      'Command Tokens, Tactical Use (N3): one token moves an allied trooper to a different Combat Group for good, the ten-member limit kept, only during the Order Count of the Active Turn',
    source: N3_COMMAND_TOKENS,
  },
  'n4/command-tokens/ignore-retreat': {
    edition: 'n4',
    title:
      'Command Tokens, Operational Use (N4): one token lets a trooper ignore the effects of the Retreat! situation until the end of the game',
    source: N4_OPERATIONAL,
  },
} as const satisfies Record<string, CitationEntry>;
