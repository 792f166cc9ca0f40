import type { Edition } from '../../rules/edition.ts';
import type { ArmyList } from '../../rules/profiles/index.ts';
import type { TableView } from '../../rules/table/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';

export interface GameInput {
  readonly edition: Edition;
  readonly title: string;
  readonly armies: readonly ArmyList[];
}

export interface GameContext extends GameInput {
  readonly table: TableView;
  readonly round: number;
  readonly activePlayer: string | null;
  readonly orders: number;
  readonly outbox: readonly ArbiterEvent[];
}
