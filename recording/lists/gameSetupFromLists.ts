import * as E from 'fp-ts/lib/Either.js';
import type { Edition } from '../../rules/edition.ts';
import { decideGameStarted, type GameSetup } from '../../rules/decide/gameSetup.ts';
import { toGameInput } from '../toGameInput.ts';
import { listError, type ListError } from './listError.ts';
import type { ListRead } from './readArmyList.ts';

const nowhere = (
  lists: readonly ListRead[],
  edition: Edition,
  message: string,
  rule: ListError['rule'],
): ListError => ({
  file: lists.map((l) => l.file).join(' + '),
  line: 1,
  column: 1,
  path: '',
  message,
  rule,
  edition,
});

/**
 * The start of a game of `edition` from two army lists read for it: two players, each id naming
 * one thing across both lists (players, Combat Groups, troopers, case aside), the deployment
 * Fireteams and starting states as the game's first event checks them (decideGameStarted). A
 * problem is located in the list that holds it.
 */
export const gameSetupFromLists = (
  edition: Edition,
  lists: readonly ListRead[],
  title: string,
): E.Either<ListError, GameSetup> => {
  if (lists.length !== 2)
    return E.left(
      nowhere(
        lists,
        edition,
        `a game is played by two armies: give two lists, not ${lists.length}`,
        'recorded-game/missing-field',
      ),
    );
  const other = lists.find((l) => l.edition !== edition);
  if (other !== undefined)
    return E.left(
      nowhere(
        lists,
        edition,
        `${other.file} was read for ${other.edition}, the game is ${edition}`,
        'recorded-game/reading-edition',
      ),
    );
  const input = toGameInput({
    format: 'arbiter/recorded-game@1',
    title,
    edition,
    armies: lists.map((l) => l.script),
    turns: [],
  });
  if (E.isLeft(input)) {
    const [, a] = input.left.path;
    const list = lists[typeof a === 'number' ? a : 0] ?? lists[0];
    if (list !== undefined)
      return E.left(
        listError(list.file, list.map, edition, {
          path: input.left.path.slice(2),
          message: input.left.message,
          rule: input.left.rule,
        }),
      );
  }
  const startingStates = lists.flatMap((l) => l.startingStates);
  const setup: GameSetup = {
    edition,
    title,
    armies: lists.map((l) => l.army),
    ...(startingStates.length === 0 ? {} : { startingStates }),
  };
  const started = decideGameStarted(setup);
  if (E.isLeft(started)) return E.left(nowhere(lists, edition, started.left, 'recorded-game/starting-state'));
  return E.right(setup);
};
