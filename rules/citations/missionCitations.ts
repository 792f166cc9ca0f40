import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** The N5 Triumph and Defeat Module (Victory Conditions): Standard Game, Victory Points, Retreat! ending. */
const VICTORY = `${WIKI}/Victory_Conditions`;
/** The N5 scenario page on Objective Points and their tiebreak. */
const OBJECTIVE_POINTS = `${WIKI}/Objective_Points`;
const SPECIALIST_OPERATIVE = `${WIKI}/Specialist_Operative`;
/** The N5 mission page (N5.1.1 revision, April 2025). */
const ANNIHILATION = `${WIKI}/index.php?oldid=3251&title=Annihilation`;
/** No N5 Frontline page was stored: a public summary of the ITS mission (Korean), read for its objectives. */
const FRONTLINE =
  'https://namu.moe/w/%EC%9D%B8%ED%94%BC%EB%8B%88%ED%8B%B0(%EA%B2%8C%EC%9E%84)/%EC%9E%84%EB%AC%B4/%EC%B5%9C%EC%A0%84%EC%84%A0';
/** An ITS introduction (N3 era): who counts as a Specialist, Classified Objectives, 3 rounds, Retreat! and the scoring turn. */
const ITS_INTRO = 'http://data-sphere.net/introduction-to-infinity-tournament-system/';

/**
 * The mission and its score (docs/missions.md): Specialist Troops, the game's end, Victory and
 * Objective Points, and the missions of the catalogue. Paraphrased; the readings and what could
 * not be read (UNCONFIRMED) are in docs/rulings.md "Missions and score".
 */
export const MISSION_CITATIONS = {
  'n5/specialist/troops': {
    edition: 'n5',
    title:
      'Specialist Troops (reading): troopers with Doctor, Engineer, Hacker, Forward Observer, Paramedic, Chain of Command or Specialist Operative; only they accomplish the objectives a mission reserves for Specialists',
    source: `${ITS_INTRO}`,
  },
  'n5/skills/specialist-operative': {
    edition: 'n5',
    title:
      'Specialist Operative: in a mission its user counts as a Specialist Troop, though it has none of the skills that make one',
    source: SPECIALIST_OPERATIVE,
  },
  'n5/missions/objective-points': {
    edition: 'n5',
    title:
      'Objective Points: in a mission the player with more Objective Points wins; on a tie, the player with more Victory Points wins the tiebreak',
    source: OBJECTIVE_POINTS,
  },
  'n5/missions/victory-points': {
    edition: 'n5',
    title: "Victory Points: the sum of the Costs of the player's troopers that are not in a Null State",
    source: VICTORY,
  },
  'n5/missions/game-end': {
    edition: 'n5',
    title:
      'End of the game: after the third Game Round; or earlier, at the end of the Active Turn of a player who began it in a Retreat! situation',
    source: VICTORY,
  },
  'n5/missions/classified-objectives': {
    edition: 'n5',
    title:
      'Classified Objectives (UNCONFIRMED for N5): drawn before the game, each accomplished one scores the Objective Points its mission gives; some need a Specialist',
    source: ITS_INTRO,
  },
  'n5/missions/annihilation': {
    edition: 'n5',
    title:
      'Annihilation: 3 Game Rounds, no zones; Objective Points for enemy Army Points killed and own Victory Points surviving, and one Classified Objective (No Quarter: Retreat! does not end it, reading)',
    source: ANNIHILATION,
  },
  'n5/missions/frontline': {
    edition: 'n5',
    title:
      'Frontline (reading of a summary): 3 Game Rounds, three sectors across the table as Zones of Operations, scored by who dominates them at the end of the game, and Classified Objectives',
    source: FRONTLINE,
  },
  'n5/annihilation/kill': {
    edition: 'n5',
    title:
      'Annihilation: Objective Points for the enemy Army Points killed (in a Null State at the end), in bands by the game size: 1, 3 or 4 OP (300 points: 75-150, 151-250, more than 250)',
    source: ANNIHILATION,
  },
  'n5/annihilation/survive': {
    edition: 'n5',
    title:
      'Annihilation: Objective Points for your own surviving Victory Points, in the same bands: 1, 3 or 4 OP (300 points: 75-150, 151-250, more than 250)',
    source: ANNIHILATION,
  },
  'n5/frontline/sectors': {
    edition: 'n5',
    title:
      'Frontline (reading of a summary): at the end of the game, dominating the sector nearest your Deployment Zone scores 1 OP, the central sector 2 OP, the farthest sector 3 OP',
    source: FRONTLINE,
  },
  'n5/frontline/dominate': {
    edition: 'n5',
    title:
      'Dominating a Zone of Operations: having more Victory Points inside it than the enemy (troopers not in a Null State, markers included), a fact the players record',
    source: FRONTLINE,
  },
} as const satisfies Record<string, CitationEntry>;
