import type { GameCommand } from '../machines/index.ts';
import type { RollPurpose } from '../rules/orders/index.ts';
import type { TypedForm } from './typedAnswer.ts';

/** A roll the game waits for: who, what for, how many dice (of which `extra` are Special Dice to discard). */
export interface DiceDue {
  readonly trooper: string;
  readonly purpose: RollPurpose;
  readonly count: number;
  readonly extra?: number;
}

/** What a choice needs before it is a command: nothing more, a pick among values, a number, dice, or a typed value. */
export type Ask =
  | { readonly kind: 'command'; readonly command: GameCommand }
  | { readonly kind: 'pick'; readonly prompt: string; readonly options: readonly Choice[] }
  | {
      readonly kind: 'number';
      readonly prompt: string;
      readonly unit: string;
      readonly command: (n: number) => GameCommand;
    }
  | { readonly kind: 'dice'; readonly due: DiceDue; readonly preview: string }
  /** Several of a list (the troopers a template touches); none may be chosen. */
  | {
      readonly kind: 'multi';
      readonly prompt: string;
      readonly options: readonly { readonly label: string; readonly value: string }[];
      readonly command: (values: readonly string[]) => GameCommand;
    }
  /** A free note (where a trooper moves); empty: none. */
  | { readonly kind: 'note'; readonly prompt: string; readonly command: (note: string) => GameCommand }
  | { readonly kind: 'typed'; readonly form: TypedForm; readonly trooper: string }
  | { readonly kind: 'undo' }
  | { readonly kind: 'end-game' };

/** One entry of a menu: its label (unique in the menu) and what it asks or sends. */
export interface Choice {
  readonly label: string;
  readonly ask: Ask;
}

/**
 * What the game asks now: where it is (`header`), the question, and the choices the rules allow.
 * When one thing is owed (dice), `direct` is asked at once; the menu stays reachable.
 */
export interface Question {
  readonly header: string;
  readonly prompt: string;
  readonly choices: readonly Choice[];
  readonly direct?: Choice;
  /** Why the game cannot go on without more facts (a Resolution blocked by a missing measurement). */
  readonly blocked?: string;
}

export const command = (label: string, c: GameCommand): Choice => ({ label, ask: { kind: 'command', command: c } });
