import type { RollPurpose, SkillDeclaration } from '../orders/index.ts';
import type { TableFact } from '../table/index.ts';
import type { GutsOption } from '../combat/index.ts';
import type { TrooperSkill } from '../profiles/index.ts';

/** What players send an Order: declarations, measurements, dice and choices. */
export type OrderCommand =
  | { readonly type: 'declare'; readonly trooper: string; readonly declaration: SkillDeclaration }
  | { readonly type: 'aro'; readonly trooper: string; readonly declaration: SkillDeclaration }
  | { readonly type: 'end-aros' }
  | { readonly type: 'measure'; readonly fact: TableFact }
  | {
      readonly type: 'roll';
      readonly trooper: string;
      readonly purpose: RollPurpose;
      readonly faces: readonly number[];
      /** Special Dice (N5): the places (from 0) of the dice the player discards from `faces`. */
      readonly discard?: readonly number[];
      /** A saving roll: the Optional skills (Dogged, NWI) its player declines for this Order's Wounds. */
      readonly decline?: readonly TrooperSkill[];
    }
  | { readonly type: 'fail-guts'; readonly trooper: string }
  /** After a failed Guts Roll: the fallback the owner takes (the first one the table allows). */
  | { readonly type: 'guts-move'; readonly trooper: string; readonly option: GutsOption };

export type OrderCommandType = OrderCommand['type'];
