import type { ScoreLine } from './mission.ts';

/**
 * Supplies' Main Objectives for `player` (reading, UNCONFIRMED for N5): `perBox` Objective Points
 * for each Supply Box it holds at the end (n5/supplies/score-boxes), and `more` for holding more
 * than every opponent, at least one (n5/supplies/score-more).
 */
export const suppliesLines = (
  scoring: { readonly perBox: number; readonly more: number },
  boxes: Readonly<Record<string, number>>,
  player: string,
): readonly ScoreLine[] => {
  const own = boxes[player] ?? 0;
  const most = Math.max(
    0,
    ...Object.entries(boxes)
      .filter(([p]) => p !== player)
      .map(([, n]) => n),
  );
  return [
    { objective: `Supply Boxes held: ${own}`, points: own * scoring.perBox, citation: 'n5/supplies/score-boxes' },
    ...(own > 0 && own > most
      ? [
          {
            objective: 'holds more Supply Boxes than the opponent',
            points: scoring.more,
            citation: 'n5/supplies/score-more' as const,
          },
        ]
      : []),
  ];
};
