import type { VisibilityZone } from '../combat/concealmentMods.ts';

/** Cover a target has against one attacker. */
export type Cover = 'none' | 'partial' | 'total';

/**
 * A fact the players measured or agreed at the table. Arbiter applies rules to these; it does
 * not compute geometry.
 *
 * `at` (LoF, range, cover, ZoC, visibility): measured with the activated trooper at that point
 * of its declared route (`start` is where it began). Without `at` a fact is the Order's plain
 * measurement, read by every skill and ARO that names no point.
 */
export type TableFact =
  | { readonly fact: 'lof'; readonly from: string; readonly to: string; readonly value: boolean; readonly at?: string }
  | {
      readonly fact: 'range';
      readonly from: string;
      readonly to: string;
      readonly inches: number;
      readonly at?: string;
    }
  | {
      readonly fact: 'cover';
      readonly target: string;
      readonly from: string;
      readonly value: Cover;
      readonly at?: string;
    }
  | {
      /** `of` is inside `trooper`'s Zone of Control: `trooper` is the one who may react, `of` the one activated (not symmetric). */
      readonly fact: 'zoc';
      readonly trooper: string;
      readonly of: string;
      readonly value: boolean;
      readonly at?: string;
    }
  | { readonly fact: 'base-contact'; readonly a: string; readonly b: string; readonly value: boolean }
  | {
      readonly fact: 'visibility';
      readonly from: string;
      readonly to: string;
      readonly mod: number;
      readonly reason: string;
      readonly at?: string;
    }
  /**
   * A Visibility Zone (Low, Poor or Zero) the line of fire between the two troopers crosses: from,
   * into or through it, either way. The engine gives its MOD, or for Zero Visibility its
   * restrictions, as each trooper's Multispectral Visor leaves them (rules/combat/concealmentMods.ts).
   */
  | {
      readonly fact: 'visibility-zone';
      readonly from: string;
      readonly to: string;
      readonly zone: VisibilityZone;
      readonly at?: string;
      /** The zone is this Smoke or Eclipse template (zone `zero`), which must be on the table. */
      readonly smoke?: string;
    }
  /**
   * Who a template touches, as placed at declaration: shot `shot` (1-based across the Burst; an
   * ARO's single shot is 1) of `from`'s template weapon. An Impact Template always touches its
   * main target too; a Direct Template touches exactly these (default: the declared target).
   */
  | {
      readonly fact: 'template';
      readonly from: string;
      readonly shot: number;
      readonly affects: readonly string[];
      /** A Smoke or Eclipse shot: the id of the template it leaves on the table if it hits. */
      readonly smoke?: string;
    }
  /**
   * A Mine (a Deployable template) set off this Order, with the troopers its template touches.
   * `declaration`: a declared skill or ARO set it off; `destination`: only where a Dodge would end.
   */
  | {
      readonly fact: 'mine';
      readonly mine: string;
      readonly weapon: string;
      readonly trigger: MineTrigger;
      readonly affects: readonly string[];
    }
  /** The ally that takes a stray shot of `attacker` into a Close Combat (the attacker's choice). */
  | { readonly fact: 'friendly-fire'; readonly attacker: string; readonly ally: string }
  /**
   * Where `trooper`'s Dodge would end, declared with it (like a Mine `destination`): the measured
   * length of the move and the troopers it would end in base contact with. Applied only if the
   * Dodge succeeds; `inches: 0` stays put.
   */
  | {
      readonly fact: 'dodge-move';
      readonly trooper: string;
      readonly inches: number;
      readonly contacts: readonly string[];
    }
  /** After a failed Guts Roll: what the trooper could do on the table (going Prone is always possible). */
  | {
      readonly fact: 'guts-options';
      readonly trooper: string;
      readonly leaveLof: boolean;
      readonly reachCover: boolean;
    }
  /**
   * Whether `trooper` is inside `hacker`'s Hacking Area (N4/N5: the hacker's ZoC and that of its
   * side's Repeaters), as measured at the table.
   */
  | { readonly fact: 'hacking-area'; readonly hacker: string; readonly trooper: string; readonly value: boolean };

/** The facts that may be qualified by a point of the activated trooper's route. */
export type PositionedFact = Extract<
  TableFact,
  { readonly fact: 'lof' | 'range' | 'cover' | 'zoc' | 'visibility' | 'visibility-zone' }
>;

/** The point every Order starts from: facts at `start` are the Order's plain measurements. */
export const START_POINT = 'start';

export type MineTrigger = 'declaration' | 'destination';

export type TableFactKind = TableFact['fact'];
