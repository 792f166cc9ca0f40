import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import { markerStateOf } from '../combat/markers.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { isNull, trooperView, type TableView, type TrooperView } from '../table/index.ts';
import {
  DEFAULT_FIRETEAM_CHART,
  FIRETEAM_SIZES,
  fireteamOf,
  type Fireteam,
  type FireteamChart,
  type FireteamSpec,
} from './fireteam.ts';

const REQUIREMENTS: CitationId = 'n5/fireteams/requirements';

/** N5 Fireteams are ruled; N4's and N3's are refused with their own rule. */
export const fireteamEditionRefusal = (edition: Edition): Refusal | null =>
  edition === 'n5'
    ? null
    : refuse(
        `${edition.toUpperCase()} Fireteams are not ruled by this engine (its Fireteams are N5's): record the game without them`,
        pick<CitationId>(edition, {
          n3: 'n3/fireteams/basic-rules',
          n4: 'n4/fireteams/basic-rules',
          n5: 'n5/fireteams/requirements',
        }),
      );

/**
 * Why a trooper cannot be in a Fireteam at all, if it cannot: a Peripheral, Infiltration, an
 * Airborne Deployment skill, a marker form (Camouflaged, Impersonation, Hidden Deployment), the
 * Suppressive Fire State, Isolated or a Null State. (Decoys are not modelled by the engine.)
 */
export const fireteamBar = (v: TrooperView): string | null => {
  const skill = v.profile.skills.find((s) => s === 'peripheral' || s === 'infiltration' || s === 'airborne-deployment');
  if (skill !== undefined) return `has ${skill}`;
  const marker = markerStateOf(v.states);
  if (marker !== undefined) return `is a marker (${marker})`;
  if (isNull(v.states)) return `is ${v.states.join(', ')}`;
  if (v.states.includes('isolated')) return 'is Isolated';
  if (v.states.includes('suppressive-fire')) return 'is in Suppressive Fire State';
  return null;
};

/**
 * Whether a player may form this Fireteam (N5): its size for the type, the Leader among the
 * members, each member the player's, in one Combat Group, in no other Fireteam, able to join and
 * listed for the type (or a Wildcard, with one member listed), and the Army's chart not exceeded.
 */
export const fireteamCreationRefusal = (
  table: TableView,
  player: string,
  chart: FireteamChart | undefined,
  teams: readonly Fireteam[],
  spec: FireteamSpec,
): Refusal | null => {
  const edition = fireteamEditionRefusal(table.edition);
  if (edition !== null) return edition;
  const { min, max } = FIRETEAM_SIZES[spec.kind];
  const n = spec.members.length;
  if (n < min || n > max)
    return refuse(
      `a Fireteam ${spec.kind} has ${min === max ? String(min) : `${min} to ${max}`} members, not ${n}`,
      'n5/fireteams/types',
    );
  if (new Set(spec.members).size !== n) return refuse('a trooper is named twice in the Fireteam', REQUIREMENTS);
  if (!spec.members.includes(spec.leader))
    return refuse(`the Fireteam Leader ${spec.leader} is not among its members`, REQUIREMENTS);
  if (teams.some((t) => t.id === spec.id)) return refuse(`there already is a Fireteam ${spec.id}`, REQUIREMENTS);
  const views: TrooperView[] = [];
  for (const id of spec.members) {
    const v = trooperView(table, id);
    if (v === undefined) return refuse(`there is no trooper ${id}`, REQUIREMENTS);
    if (v.player !== player) return refuse(`${id} is not ${player}'s`, REQUIREMENTS);
    const other = fireteamOf(teams, id);
    if (other !== undefined)
      return refuse(`${id} is already in Fireteam ${other.id}: a trooper is in one Fireteam at most`, REQUIREMENTS);
    const bar = fireteamBar(v);
    if (bar !== null) return refuse(`${id} ${bar} and cannot be part of a Fireteam`, REQUIREMENTS);
    if (!(v.profile.fireteams ?? []).includes(spec.kind) && v.profile.wildcard !== true)
      return refuse(
        `${id} may not form a Fireteam ${spec.kind} (its Fireteams Chart entry and Wildcard)`,
        REQUIREMENTS,
      );
    views.push(v);
  }
  const group = views[0]?.group;
  const apart = views.find((v) => v.group !== group);
  if (apart !== undefined)
    return refuse(
      `${apart.profile.id} is in Combat Group ${apart.group}, not ${group ?? ''}: a Fireteam is of one Combat Group`,
      REQUIREMENTS,
    );
  if (!views.some((v) => (v.profile.fireteams ?? []).includes(spec.kind)))
    return refuse(`a Fireteam ${spec.kind} of Wildcards only: one member must be listed for it`, 'n5/fireteams/types');
  const cap = (chart ?? DEFAULT_FIRETEAM_CHART)[spec.kind];
  const onTable = teams.filter((t) => t.player === player && t.kind === spec.kind).length;
  if (cap !== undefined && onTable + 1 > cap)
    return refuse(
      `${player}'s Fireteams Chart allows ${cap} Fireteam ${spec.kind} on the table at once, and ${onTable} ${onTable === 1 ? 'is' : 'are'} there`,
      'n5/fireteams/chart',
    );
  return null;
};
