import type { MissionScoring, RoundFacts, ScoreLine } from './mission.ts';

/** Supremacy's scoring as data: per round, `same` and `more` Quadrants; at the end, `perConsole`. */
export type SupremacyScoring = Omit<Extract<MissionScoring, { kind: 'supremacy' }>, 'kind'>;

const dominated = (facts: RoundFacts, player: string): number =>
  Object.values(facts.dominate).filter((p) => p === player).length;

/**
 * Supremacy's Main Objectives for `player` (N3-era text, UNCONFIRMED for N5): at the end of each
 * round, `same` OP for dominating as many Quadrants as every adversary (at least one) or `more` OP
 * for dominating more (n5/supremacy/quadrants); at the end, `perConsole` OP per Console it has
 * hacked (n5/supremacy/score-consoles).
 */
export const supremacyLines = (
  scoring: SupremacyScoring,
  rounds: readonly RoundFacts[],
  consoles: Readonly<Record<string, number>>,
  players: readonly string[],
  player: string,
): readonly ScoreLine[] => {
  const quadrants = rounds.flatMap((facts, i): ScoreLine[] => {
    const own = dominated(facts, player);
    const most = Math.max(0, ...players.filter((p) => p !== player).map((p) => dominated(facts, p)));
    const round = `round ${i + 1}`;
    if (own > most)
      return [
        {
          objective: `${round}: dominates more Quadrants (${own})`,
          points: scoring.more,
          citation: 'n5/supremacy/quadrants',
        },
      ];
    if (own > 0 && own === most)
      return [
        {
          objective: `${round}: dominates as many Quadrants (${own})`,
          points: scoring.same,
          citation: 'n5/supremacy/quadrants',
        },
      ];
    return [];
  });
  const held = consoles[player] ?? 0;
  return [
    ...quadrants,
    {
      objective: `Consoles hacked: ${held}`,
      points: held * scoring.perConsole,
      citation: 'n5/supremacy/score-consoles',
    },
  ];
};
