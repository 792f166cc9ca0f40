import { possessive } from './possessive.ts';
/** What a Command Token was spent on, in the audit's words (rules/orders/strategicTokens.ts, executiveTokens.ts). */
export interface TokenSpending {
  readonly player: string;
  readonly use: 'remove-orders' | 'limit-tokens' | 'change-group' | 'regular-order' | 'ignore-retreat' | 'reroll';
  readonly groups: readonly string[];
  readonly floor: number | null;
  readonly trooper: string | null;
  readonly group: string | null;
}

/** One line: the use and its effect (without the tokens left). */
export const tokenSpendingText = (e: TokenSpending, name: (id: string) => string = (id) => id): string => {
  const who = e.trooper === null ? '' : name(e.trooper);
  switch (e.use) {
    case 'remove-orders':
      return `${name(e.player)} spends a Command Token (Strategic Use): two Regular Orders taken (${e.groups.join(', ')})`;
    case 'limit-tokens':
      return `${name(e.player)} spends a Command Token (Strategic Use): the opponent may spend only one Command Token this Turn (left with no fewer than ${e.floor ?? 0})`;
    case 'change-group':
      return `${name(e.player)} spends a Command Token (Executive Use): ${who} moves to Combat Group ${e.group ?? ''}`;
    case 'regular-order':
      return `${name(e.player)} spends a Command Token (Executive Use): ${possessive(who)} Irregular Order becomes a Regular Order of Combat Group ${e.group ?? ''}`;
    case 'ignore-retreat':
      return `${name(e.player)} spends a Command Token (Operational Use): ${who} ignores Retreat! for the rest of the game`;
    case 'reroll':
      return `${name(e.player)} spends a Command Token (Operational Use): ${who} rolls its failed support roll again`;
  }
};
