import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** The Initiative and Deployment page (the Deployment Phase's steps), as read. */
const DEPLOYMENT = 'http://infinitythewiki.com/index.php?title=Initiative_and_Deployment&oldid=1224';

/**
 * Deployment and army structure (N5): the Deployment Phase as recorded facts, the Deployment
 * Skills that place a trooper beyond its Deployment Zone (Forward Deployment, Infiltration) or off
 * the table (Combat Jump, Parachutist: Airborne Deployment), and Peripherals. Paraphrased; see
 * docs/rulings.md "Deployment" for the readings chosen and what is UNCONFIRMED.
 */
export const DEPLOYMENT_CITATIONS = {
  'n5/deployment/phase': {
    edition: 'n5',
    title:
      'Deployment Phase (reading: the N4 page, same steps in N5): the player named by the Initiative Roll deploys first; each player places its troopers inside its own Deployment Zone unless a Deployment Skill says otherwise',
    source: DEPLOYMENT,
  },
  'n5/skills/forward-deployment': {
    edition: 'n5',
    title:
      'Forward Deployment: the trooper may deploy beyond its Deployment Zone by the inches its profile gives, with no roll',
    source: `${WIKI}/index.php?title=Forward_Deployment&diff=prev&oldid=947`,
  },
  'n5/skills/infiltration': {
    edition: 'n5',
    title:
      'Infiltration (UNCONFIRMED: page not read): the trooper may deploy outside its Deployment Zone in its own half freely; in the enemy half it makes a Normal PH Roll, and on a failure it deploys inside its own Deployment Zone',
    source: `${WIKI}/Infiltration`,
  },
  'n5/skills/combat-jump': {
    edition: 'n5',
    title:
      'Combat Jump (Airborne Deployment): the trooper may stay off the table, adding no Order to the pool, and enters in its Active Turn with its own Order: placed, then a Normal PH Roll; a failure puts it in its Deployment Zone against the table edge; then the AROs',
    source: `${WIKI}/index.php?title=Combat_Jump&oldid=1133`,
  },
  'n5/skills/parachutist': {
    edition: 'n5',
    title:
      'Parachutist (Airborne Deployment): the trooper may stay off the table, adding no Order to the pool, and enters in its Active Turn with its own Order, with no roll, in contact with a table edge and outside the enemy Deployment Zone; then the AROs',
    source: `${WIKI}/Parachutist`,
  },
  'n5/skills/peripheral': {
    edition: 'n5',
    title:
      "Peripheral: deployed with its Controller, it adds no Order of its own and is activated only by its Controller's Order (same skills, its own targets); when the Controller enters a Null State it becomes Disconnected at the end of that Order",
    source: `${WIKI}/index.php?title=Peripheral`,
  },
} as const satisfies Record<string, CitationEntry>;
