/** Cover a target has against one attacker. */
export type Cover = 'none' | 'partial' | 'total';

/**
 * A fact the players measured or agreed at the table. Arbiter applies rules to these; it does
 * not compute geometry.
 */
export type TableFact =
  | { readonly fact: 'lof'; readonly from: string; readonly to: string; readonly value: boolean }
  | { readonly fact: 'range'; readonly from: string; readonly to: string; readonly inches: number }
  | { readonly fact: 'cover'; readonly target: string; readonly from: string; readonly value: Cover }
  | { readonly fact: 'zoc'; readonly trooper: string; readonly of: string; readonly value: boolean }
  | { readonly fact: 'base-contact'; readonly a: string; readonly b: string; readonly value: boolean }
  | { readonly fact: 'visibility'; readonly from: string; readonly to: string; readonly mod: number; readonly reason: string };

export type TableFactKind = TableFact['fact'];
