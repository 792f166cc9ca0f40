import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/mod.ts';
import type { TableView } from '../table/index.ts';
import type { Fireteam } from './fireteam.ts';
import { hasFireteamBonus } from './fireteamLevel.ts';
import { levelOf } from './fireteamOrder.ts';

/** The rolls a Fireteam level gives a bonus to. */
export type FireteamRoll = 'bs-attack' | 'dodge' | 'discover';

/** What a Fireteam level adds to one roll: MODs, and Special Dice with the rule that gives them. */
export interface FireteamRollBonus {
  readonly mods: readonly Mod[];
  readonly extraDice: { readonly count: number; readonly citation: CitationId } | null;
}

/**
 * The bonuses of a Fireteam of `level` on one roll of a member who benefits from them (the Leader
 * in its Fireteam Order, each member in its ARO): a BS Attack gets +1 SD from level 2 and +1 BS
 * from level 4; a Dodge +1 and a Discover +3 from level 3 (n5/fireteams/bonus-*). Level 5's Sixth
 * Sense changes no roll (docs/rulings.md "Fireteams").
 */
export const fireteamRollBonus = (level: number, roll: FireteamRoll): FireteamRollBonus => {
  const at = `Fireteam level ${level}`;
  switch (roll) {
    case 'bs-attack':
      return {
        mods: hasFireteamBonus(level, 'bs-1') ? [mod(1, `${at}: +1 BS`, 'n5/fireteams/bonus-bs')] : [],
        extraDice: hasFireteamBonus(level, 'bs-attack-extra-die')
          ? { count: 1, citation: 'n5/fireteams/bonus-bs-attack-sd' }
          : null,
      };
    case 'dodge':
      return {
        mods: hasFireteamBonus(level, 'dodge-1')
          ? [mod(1, `${at}: +1 Dodge`, 'n5/fireteams/bonus-discover-dodge')]
          : [],
        extraDice: null,
      };
    case 'discover':
      return {
        mods: hasFireteamBonus(level, 'discover-3')
          ? [mod(3, `${at}: +3 Discover`, 'n5/fireteams/bonus-discover-dodge')]
          : [],
        extraDice: null,
      };
  }
};

/** Each member of a Fireteam (N5) and its team's level, for the level-2-and-above teams. */
export const fireteamLevels = (table: TableView, teams: readonly Fireteam[]): Readonly<Record<string, number>> => {
  if (table.edition !== 'n5') return {};
  const out: Record<string, number> = {};
  for (const t of teams) {
    const level = levelOf(table, t.members);
    if (level >= 2) for (const m of t.members) out[m] = level;
  }
  return out;
};
