/**
 * Which round a new Active Turn belongs to: a round is one Active Turn of each player, so a
 * Turn opens a new round when every player has had theirs in the current one (or none has yet).
 */
export const turnRound = (
  round: number,
  playedThisRound: readonly string[],
  players: number,
  player: string,
): { readonly round: number; readonly playedThisRound: readonly string[] } => {
  const opens = round === 0 || playedThisRound.length >= players;
  return opens
    ? { round: round + 1, playedThisRound: [player] }
    : { round, playedThisRound: [...playedThisRound, player] };
};
