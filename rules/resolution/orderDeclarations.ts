import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { TableFact } from '../table/tableFact.ts';
import type { TableView } from '../table/tableView.ts';

export interface AroEntry {
  readonly trooper: string;
  readonly position: 'first' | 'second';
  readonly declaration: SkillDeclaration;
}

/** Everything declared and measured in one Order, as the rules read it. */
export interface OrderDeclarations {
  readonly table: TableView;
  readonly player: string;
  readonly active: string;
  /** The other troopers of a Coordinated Order, moving with the active one (the spearhead). */
  readonly coordinated?: readonly string[];
  /** A Fireteam Order (N5): `coordinated` are the Fireteam's members, the active trooper its Leader. */
  readonly fireteamOrder?: boolean;
  /** Fireteam members and their team's level (N5, level 2 and above), as the Order was declared. */
  readonly fireteamLevels?: Readonly<Record<string, number>>;
  readonly first: SkillDeclaration | null;
  readonly second: SkillDeclaration | null;
  readonly aros: readonly AroEntry[];
  readonly facts: readonly TableFact[];
  /** Before unmet skills were made Idle (voidUnmetSkills): what the troopers did declare. */
  readonly asDeclared?: OrderDeclarations;
}

/** The active trooper's skills in declaration order. */
export const activeSkills = (d: OrderDeclarations): readonly SkillDeclaration[] =>
  [d.first, d.second].filter((s): s is SkillDeclaration => s !== null);
