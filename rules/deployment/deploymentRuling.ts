import type { CitationId } from '../citations/index.ts';
import { isDieFace, judgeDie } from '../dice/judgedDie.ts';
import type { Edition } from '../edition.ts';
import type { TrooperProfile } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';

/**
 * Where a trooper is deployed (docs/rulings.md "Deployment"): inside its own Deployment Zone (the
 * default), beyond it in its own half of the table (Forward Deployment, Infiltration), in the
 * enemy half (Infiltration, with a PH Roll), or off the table (Airborne Deployment: Combat Jump,
 * Parachutist). The places are facts the players record; the engine checks the skill allows them.
 */
export type DeploymentPlace = 'deployment-zone' | 'beyond-zone' | 'enemy-half' | 'off-table';

export const DEPLOYMENT_PLACES: readonly DeploymentPlace[] = [
  'deployment-zone',
  'beyond-zone',
  'enemy-half',
  'off-table',
];

/** One trooper's deployment as the players declare it, with the die of its Infiltration Roll. */
export interface DeploymentDeclaration {
  readonly trooper: string;
  readonly place: DeploymentPlace;
  readonly die?: number;
}

/** The PH Roll of an Infiltration into the enemy half: a Normal Roll, its die logged. */
export interface DeploymentRoll {
  readonly attribute: 'PH';
  readonly sv: number;
  readonly die: number;
  readonly passed: boolean;
}

/** A trooper's deployment as ruled: where it was declared, where it stands (a failed Infiltration: its own zone). */
export interface TrooperDeployment {
  readonly trooper: string;
  readonly declared: DeploymentPlace;
  readonly place: DeploymentPlace;
  readonly roll?: DeploymentRoll;
  readonly citations: readonly CitationId[];
}

export const deploymentPhaseCitation = (): CitationId => 'n5/deployment/phase';

const has = (p: TrooperProfile, ...skills: TrooperProfile['skills']): boolean =>
  skills.some((s) => p.skills.includes(s));

const noDie = (d: DeploymentDeclaration, citation: CitationId): Refusal | null =>
  d.die === undefined ? null : refuse(`${d.trooper} rolls no die to deploy in ${d.place}`, citation);

const ruled = (d: DeploymentDeclaration, citations: readonly CitationId[]): TrooperDeployment => ({
  trooper: d.trooper,
  declared: d.place,
  place: d.place,
  citations,
});

/** Infiltration into the enemy half: a Normal PH Roll; a failure deploys the trooper in its own Deployment Zone. */
const infiltrationRoll = (
  edition: Edition,
  p: TrooperProfile,
  d: DeploymentDeclaration,
): Refusal | TrooperDeployment => {
  const citation: CitationId = 'n5/skills/infiltration';
  if (d.die === undefined)
    return refuse(`${d.trooper} owes the die of its Infiltration PH Roll (die: 1 to 20)`, citation);
  if (!isDieFace(d.die)) return refuse(`a d20 shows 1 to 20, not ${String(d.die)}`, citation);
  const sv = p.attributes.PH;
  const judged = judgeDie(edition, sv, d.die);
  return {
    trooper: d.trooper,
    declared: d.place,
    place: judged.success ? d.place : 'deployment-zone',
    roll: { attribute: 'PH', sv, die: d.die, passed: judged.success },
    citations: [deploymentPhaseCitation(), citation, judged.citation],
  };
};

/**
 * Whether `profile` may be deployed where the players declare, and how it stands after its roll:
 * a place beyond the zone needs Forward Deployment or Infiltration, the enemy half Infiltration and
 * its PH Roll, off the table Combat Jump or Parachutist; a Peripheral deploys with its Controller.
 * Deployment is ruled in N5 only (N3/N4 not read).
 */
export const deploymentRuling = (
  edition: Edition,
  profile: TrooperProfile,
  d: DeploymentDeclaration,
): Refusal | TrooperDeployment => {
  const phase = deploymentPhaseCitation();
  if (edition !== 'n5') return refuse(`the Deployment Phase is ruled for N5 games only, not ${edition}`, phase);
  if (profile.peripheralOf !== undefined)
    return refuse(
      `${d.trooper} is a Peripheral: it deploys with its Controller ${profile.peripheralOf}, not on its own`,
      'n5/skills/peripheral',
    );
  switch (d.place) {
    case 'deployment-zone':
      return noDie(d, phase) ?? ruled(d, [phase]);
    case 'beyond-zone': {
      const skill: CitationId = has(profile, 'infiltration')
        ? 'n5/skills/infiltration'
        : 'n5/skills/forward-deployment';
      if (!has(profile, 'infiltration', 'forward-deployment'))
        return refuse(
          `${d.trooper} has neither Forward Deployment nor Infiltration: it deploys inside its own Deployment Zone`,
          phase,
        );
      return noDie(d, skill) ?? ruled(d, [phase, skill]);
    }
    case 'enemy-half':
      if (!has(profile, 'infiltration'))
        return refuse(
          `${d.trooper} has no Infiltration: it cannot deploy in the enemy half of the table`,
          'n5/skills/infiltration',
        );
      return infiltrationRoll(edition, profile, d);
    case 'off-table': {
      if (!has(profile, 'combat-jump', 'parachutist'))
        return refuse(
          `${d.trooper} has neither Combat Jump nor Parachutist (Airborne Deployment): it deploys on the table`,
          phase,
        );
      const skill: CitationId = has(profile, 'combat-jump') ? 'n5/skills/combat-jump' : 'n5/skills/parachutist';
      return noDie(d, skill) ?? ruled(d, [phase, skill]);
    }
  }
};

export const isRefusal = (r: Refusal | TrooperDeployment): r is Refusal => 'reason' in r;
