import type { GameCommand } from '../machines/index.ts';
import type { PathSegment } from './parseRecordedGame.ts';
import type { PlayersOrder } from './recordedGameCodec.ts';

/** Sends a command; a refusal about one field of it is located by `locate`. */
type Send = (
  command: GameCommand,
  path: readonly PathSegment[],
  locate?: (field: readonly PathSegment[]) => readonly PathSegment[],
) => void;

/**
 * One Order ruled by the players (`ruledByPlayers`), as the file records it: the engine takes the
 * declaration, dice and agreed outcome as one command and refuses an outcome that cannot be true
 * of the table; the recording then stops at the field it names (`ruledByPlayers.outcome.wounds.remote`).
 */
export const recordPlayersOrder = (send: Send, order: PlayersOrder, at: readonly PathSegment[]): void => {
  const r = order.ruledByPlayers;
  const here: PathSegment[] = [...at, 'ruledByPlayers'];
  send(
    {
      type: 'rule-by-players',
      trooper: order.trooper,
      declared: r.declared,
      outcome: r.outcome,
      ...(r.skills === undefined ? {} : { skills: r.skills }),
      ...(r.dice === undefined ? {} : { dice: r.dice }),
      ...(r.note === undefined ? {} : { note: r.note }),
    },
    here,
    (field) => (field[0] === 'trooper' ? [...at, 'trooper'] : [...here, ...field]),
  );
};
