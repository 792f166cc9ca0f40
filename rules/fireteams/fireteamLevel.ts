import type { CitationId } from '../citations/index.ts';

/** A Fireteam bonus granted at a level, with its rule. */
export interface FireteamBonus {
  readonly bonus: 'single-order' | 'bs-attack-extra-die' | 'discover-3' | 'dodge-1' | 'bs-1' | 'sixth-sense';
  readonly level: number;
  readonly citation: CitationId;
}

/**
 * The Fireteam level (N5): how many members belong to one Unit, the most of any Unit (1 when all
 * differ, up to 5). A Wildcard counts only for its own Unit.
 */
export const fireteamLevel = (units: readonly string[]): number => {
  const counts = new Map<string, number>();
  for (const u of units) counts.set(u, (counts.get(u) ?? 0) + 1);
  return Math.min(5, Math.max(1, ...counts.values()));
};

/** Every bonus a Fireteam of this level has, the lower levels' included (they are cumulative). */
export const fireteamBonuses = (level: number): readonly FireteamBonus[] =>
  (
    [
      { bonus: 'single-order', level: 1, citation: 'n5/fireteams/order' },
      { bonus: 'bs-attack-extra-die', level: 2, citation: 'n5/fireteams/bonus-bs-attack-sd' },
      { bonus: 'discover-3', level: 3, citation: 'n5/fireteams/bonus-discover-dodge' },
      { bonus: 'dodge-1', level: 3, citation: 'n5/fireteams/bonus-discover-dodge' },
      { bonus: 'bs-1', level: 4, citation: 'n5/fireteams/bonus-bs' },
      { bonus: 'sixth-sense', level: 5, citation: 'n5/fireteams/bonus-sixth-sense' },
    ] as const satisfies readonly FireteamBonus[]
  ).filter((b) => b.level <= level);

/** Whether a Fireteam of this level has the bonus. */
export const hasFireteamBonus = (level: number, bonus: FireteamBonus['bonus']): boolean =>
  fireteamBonuses(level).some((b) => b.bonus === bonus);
