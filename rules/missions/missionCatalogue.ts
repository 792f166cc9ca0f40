import { SUPREMACY_CONSOLES } from './consoles.ts';
import type { Mission, MissionId } from './mission.ts';

/**
 * The missions as data (docs/missions.md). Annihilation's bands are read from its N5 wiki page;
 * Frontline's sectors from a public summary of the ITS mission; each one's Classified Objectives
 * are UNCONFIRMED for N5 (docs/rulings.md "Missions and score").
 */
export const MISSIONS: Readonly<Record<MissionId, Mission>> = {
  'n5/missions/annihilation': {
    id: 'n5/missions/annihilation',
    edition: 'n5',
    title: 'Annihilation',
    rounds: 3,
    zones: [],
    scoring: {
      kind: 'annihilation',
      bands: {
        150: { low: 40, mid: 75, high: 125 },
        200: { low: 50, mid: 100, high: 150 },
        250: { low: 65, mid: 125, high: 200 },
        300: { low: 75, mid: 150, high: 250 },
        350: { low: 85, mid: 175, high: 270 },
        400: { low: 100, mid: 200, high: 300 },
      },
    },
    classified: { count: 1, points: 2 },
    maxPoints: 10,
    // No Quarter (reading): Annihilation is played to the end of its rounds.
    retreatEndsGame: false,
    citations: [
      'n5/missions/annihilation',
      'n5/annihilation/kill',
      'n5/annihilation/survive',
      'n5/missions/classified-objectives',
      'n5/missions/objective-points',
    ],
  },
  'n5/missions/frontline': {
    id: 'n5/missions/frontline',
    edition: 'n5',
    title: 'Frontline',
    rounds: 3,
    zones: ['sector-1', 'sector-2', 'sector-3'],
    scoring: { kind: 'frontline', points: [1, 2, 3] },
    classified: { count: 2, points: 2 },
    maxPoints: 10,
    retreatEndsGame: true,
    citations: [
      'n5/missions/frontline',
      'n5/frontline/sectors',
      'n5/frontline/dominate',
      'n5/missions/classified-objectives',
      'n5/missions/objective-points',
    ],
  },
  // Reading of the N3/N4-era ITS mission, UNCONFIRMED for N5 (docs/rulings.md "Objective skills and Supplies").
  'n5/missions/supplies': {
    id: 'n5/missions/supplies',
    edition: 'n5',
    title: 'Supplies',
    rounds: 3,
    zones: [],
    scoring: { kind: 'supplies', perBox: 1, more: 3 },
    classified: { count: 1, points: 1 },
    maxPoints: 10,
    retreatEndsGame: true,
    citations: [
      'n5/missions/supplies',
      'n5/supplies/score-boxes',
      'n5/supplies/score-more',
      'n5/missions/classified-objectives',
      'n5/missions/objective-points',
    ],
  },
  // Reading of the N3-era ITS mission (Season 8/9), UNCONFIRMED for N5 (docs/rulings.md "Consoles and Supremacy").
  'n5/missions/supremacy': {
    id: 'n5/missions/supremacy',
    edition: 'n5',
    title: 'Supremacy',
    rounds: 3,
    zones: ['quadrant-1', 'quadrant-2', 'quadrant-3', 'quadrant-4'],
    consoles: SUPREMACY_CONSOLES,
    scoring: { kind: 'supremacy', same: 1, more: 2, perConsole: 1 },
    classified: { count: 1, points: 1 },
    maxPoints: 10,
    retreatEndsGame: true,
    citations: [
      'n5/missions/supremacy',
      'n5/supremacy/quadrants',
      'n5/supremacy/score-consoles',
      'n5/missions/classified-objectives',
      'n5/missions/objective-points',
    ],
  },
};

export const MISSION_IDS = Object.keys(MISSIONS) as MissionId[];

export const isMissionId = (id: string): id is MissionId => Object.prototype.hasOwnProperty.call(MISSIONS, id);

export const missionById = (id: MissionId): Mission => MISSIONS[id];
