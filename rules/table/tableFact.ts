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
  | { readonly fact: 'visibility'; readonly from: string; readonly to: string; readonly mod: number; readonly reason: string }
  /**
   * Who a template touches, as placed at declaration: shot `shot` (1-based across the Burst; an
   * ARO's single shot is 1) of `from`'s template weapon. An Impact Template always touches its
   * main target too; a Direct Template touches exactly these (default: the declared target).
   */
  | { readonly fact: 'template'; readonly from: string; readonly shot: number; readonly affects: readonly string[] }
  /**
   * A Mine (a Deployable template) set off this Order, with the troopers its template touches.
   * `declaration`: a declared skill or ARO set it off; `destination`: only where a Dodge would end.
   */
  | { readonly fact: 'mine'; readonly mine: string; readonly weapon: string; readonly trigger: MineTrigger; readonly affects: readonly string[] }
  /** The ally that takes a stray shot of `attacker` into a Close Combat (the attacker's choice). */
  | { readonly fact: 'friendly-fire'; readonly attacker: string; readonly ally: string }
  /** After a failed Guts Roll: what the trooper could do on the table (going Prone is always possible). */
  | { readonly fact: 'guts-options'; readonly trooper: string; readonly leaveLof: boolean; readonly reachCover: boolean }
  /**
   * Whether `trooper` is inside `hacker`'s Hacking Area (N4/N5: the hacker's ZoC and that of its
   * side's Repeaters), as measured at the table.
   */
  | { readonly fact: 'hacking-area'; readonly hacker: string; readonly trooper: string; readonly value: boolean };

export type MineTrigger = 'declaration' | 'destination';

export type TableFactKind = TableFact['fact'];
