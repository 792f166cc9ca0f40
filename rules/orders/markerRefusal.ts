import {
  againstMarkerRefusal,
  AROS_AGAINST_MARKER,
  markerCitation,
  markerName,
  markerStateCitation,
  markerStateOf,
} from '../combat/markers.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { areEnemies, trooperView, type TableView } from '../table/tableView.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';

/** The troopers a declaration is aimed at (an Attack's targets, a Discover's marker). */
export const declarationTargets = (d: SkillDeclaration): readonly string[] => {
  switch (d.skill) {
    case 'bs-attack':
    case 'comms-attack':
      return d.targets.map((t) => t.target);
    case 'cc-attack':
    case 'discover':
    case 'doctor':
    case 'engineer':
    case 'medikit':
    case 'gizmokit':
    case 'berserk':
    case 'intuitive-attack':
    case 'speculative-fire':
      return [d.target];
    case 'move':
    case 'cautious-move':
    case 'jump':
    case 'climb':
    case 'dodge':
    case 'reset':
    case 'idle':
    case 'change-facing':
    case 'suppressive-fire':
    case 'camouflage':
    case 'combat-jump':
    case 'parachutist':
    case 'extract':
    case 'pick-up':
    case 'drop':
    case 'hack-console':
      return [];
  }
};

const discoverCitation = (table: TableView) => markerCitation(table.edition, 'skills/discover-once');

/**
 * Why `trooper` cannot declare `d` against the markers it names, or null: no Attack at a marker
 * and nothing at a trooper in Hidden Deployment (rules/combat/markers.ts); a Discover must name an
 * enemy marker, and never the same one twice in the Order (`previous`: the Order's first skill).
 */
export const markerTargetRefusal = (
  table: TableView,
  trooper: string,
  d: SkillDeclaration,
  previous: SkillDeclaration | null,
): Refusal | null => {
  for (const target of declarationTargets(d)) {
    const state = markerStateOf(trooperView(table, target)?.states ?? []);
    if (state !== undefined) {
      const refused = againstMarkerRefusal(table.edition, target, state, d.skill);
      if (refused !== null) return refused;
    }
  }
  if (d.skill === 'camouflage') return camouflageRefusal(table, trooper);
  if (d.skill !== 'discover') return null;
  const view = trooperView(table, d.target);
  if (view === undefined) return refuse(`there is no trooper ${d.target}`, discoverCitation(table));
  if (markerStateOf(view.states) === undefined)
    return refuse(
      `${d.target} is not a marker (Camouflaged, Impersonation or Hidden Deployment): there is nothing to Discover`,
      discoverCitation(table),
    );
  if (!areEnemies(table, trooper, d.target))
    return refuse(`${d.target} is no enemy of ${trooper}: Discover reveals enemy markers`, discoverCitation(table));
  if (trooperView(table, trooper)?.discoverFailed?.includes(d.target) === true)
    return refuse(
      `${trooper} failed to Discover ${d.target} this Player Turn: it may try again in the next one`,
      discoverCitation(table),
    );
  if (previous?.skill === 'discover' && previous.target === d.target)
    return refuse(`${trooper} already declared Discover against ${d.target} this Order`, discoverCitation(table));
  return null;
};

/**
 * What may be declared in ARO against the active trooper while it is a marker: nothing while it
 * is in Hidden Deployment (it is not on the table), only Discover, Dodge or Reset against a
 * marker on the table. Null when the active trooper is no marker (any more).
 */
export const aroAgainstMarkerRefusal = (table: TableView, active: string, d: SkillDeclaration): Refusal | null => {
  const state = markerStateOf(trooperView(table, active)?.states ?? []);
  if (state === undefined) return null;
  if (state === 'hidden-deployment')
    return refuse(
      `${active} is ${markerName(state)}: no ARO can be declared against it until it reveals itself`,
      markerStateCitation(table.edition, state),
    );
  if (!AROS_AGAINST_MARKER.includes(d.skill))
    return refuse(
      `${active} is ${markerName(state)}: only Discover, Dodge or Reset may be declared against it in ARO (or delay the ARO to its second skill, which may reveal it)`,
      markerCitation(table.edition, 'states/marker-aros'),
    );
  return null;
};

/** Back into Camouflage: a trooper with the Camouflage skill that is not a marker already (Impersonation: not ruled). */
const camouflageRefusal = (table: TableView, trooper: string): Refusal | null => {
  const view = trooperView(table, trooper);
  const cite = markerCitation(table.edition, 'states/camouflaged');
  if (table.edition === 'n3') return refuse('markers are not adjudicated in N3', 'n3/skills/discover');
  if (view === undefined || !view.profile.skills.includes('camouflage'))
    return refuse(`${trooper} has no Camouflage skill: it cannot go back into the Camouflaged State`, cite);
  const state = markerStateOf(view.states);
  if (state !== undefined) return refuse(`${trooper} is ${markerName(state)} already`, cite);
  return null;
};

/** Whether the active trooper is still a marker (its enemies may then delay their AROs). */
export const activeIsMarker = (table: TableView, active: string): boolean =>
  markerStateOf(trooperView(table, active)?.states ?? []) !== undefined;
