/*
 * Decisions (docs/rulings.md "Markers"):
 * - N4 and N5 only: N3's Camouflage, TO Camouflage and Impersonation levels were not read for
 *   this engine; a marker state in an N3 game is refused where it matters (Discover, Attacks).
 * - Marker states: Camouflaged, IMP-1, IMP-2 (a marker on the table) and Hidden Deployment (off
 *   the table, at a written-down position). Holoecho is not ruled (three markers for one trooper).
 * - What reveals a marker (reading; the cancellation box was not in the copy read): declaring a
 *   skill other than Move, Cautious Movement, Jump, Climb or Idle (Hidden Deployment: other than
 *   Cautious Movement or Idle, as moving would show the model), declaring any ARO, or a passed
 *   Discover against it (IMP-1: not ruled), or a hit on it (an Intuitive Attack: reading).
 * - Only Discover, Dodge and Reset may be declared in ARO against an active marker (Look Out! is
 *   not modelled); nothing against a trooper in Hidden Deployment, which is not on the table.
 */
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { SkillId } from '../orders/skillDeclaration.ts';
import type { TrooperState } from './trooperState.ts';

/** The marker states: a marker on the table (CAMO, IMP-1, IMP-2) or off it (Hidden Deployment). */
export type MarkerState = Extract<TrooperState, 'camouflaged' | 'imp-1' | 'imp-2' | 'hidden-deployment'>;
export const MARKER_STATES: readonly MarkerState[] = ['camouflaged', 'imp-1', 'imp-2', 'hidden-deployment'];

type Modern = Exclude<Edition, 'n3'>;
type MarkerRule =
  | 'states/camouflaged'
  | 'states/impersonation'
  | 'states/hidden-deployment'
  | 'states/marker-reveal'
  | 'states/marker-aros'
  | 'skills/surprise-attack'
  | 'skills/discover-mods'
  | 'skills/discover-once'
  | 'intuitive-attack/marker-target'
  | 'states/marker-hit';

/** A marker rule in the game's edition; N3 answers with its Discover page (markers are refused there). */
export const markerCitation = (edition: Edition, rule: MarkerRule): CitationId =>
  edition === 'n3' ? 'n3/skills/discover' : (`${edition satisfies Modern}/${rule}` as const);

/** The state's own page. */
export const markerStateCitation = (edition: Edition, state: MarkerState): CitationId => {
  switch (state) {
    case 'camouflaged':
      return markerCitation(edition, 'states/camouflaged');
    case 'imp-1':
    case 'imp-2':
      return markerCitation(edition, 'states/impersonation');
    case 'hidden-deployment':
      return markerCitation(edition, 'states/hidden-deployment');
  }
};

/** The trooper's marker state, if it is in one. */
export const markerStateOf = (states: readonly TrooperState[]): MarkerState | undefined =>
  MARKER_STATES.find((s) => states.includes(s));

const NAMES: { readonly [S in MarkerState]: string } = {
  camouflaged: 'a Camouflaged (CAMO) marker',
  'imp-1': 'an Impersonation-1 (IMP-1) marker',
  'imp-2': 'an Impersonation-2 (IMP-2) marker',
  'hidden-deployment': 'in Hidden Deployment (not on the table)',
};
export const markerName = (state: MarkerState): string => NAMES[state];

/** The skill each marker state needs to start the game in it. */
export const markerSkillFor = (state: MarkerState): TrooperSkill => {
  switch (state) {
    case 'camouflaged':
      return 'camouflage';
    case 'imp-1':
    case 'imp-2':
      return 'impersonation';
    case 'hidden-deployment':
      return 'hidden-deployment';
  }
};

/** Skills a marker declares in its Active Turn without revealing itself. */
const KEEPS_MARKER: readonly SkillId[] = ['move', 'cautious-move', 'jump', 'climb', 'idle'];
const KEEPS_HIDDEN: readonly SkillId[] = ['cautious-move', 'idle'];

/** Whether declaring `skill` reveals a trooper in `state` (`aro`: declared as an ARO, which always reveals). */
export const revealsOnDeclaration = (state: MarkerState, skill: SkillId, aro: boolean): boolean =>
  aro || !(state === 'hidden-deployment' ? KEEPS_HIDDEN : KEEPS_MARKER).includes(skill);

/** The skills that may be declared in ARO against an active enemy marker. */
export const AROS_AGAINST_MARKER: readonly SkillId[] = ['discover', 'dodge', 'reset'];

const ATTACKS: readonly SkillId[] = ['bs-attack', 'cc-attack', 'comms-attack', 'berserk', 'intuitive-attack'];

/**
 * Why `skill` cannot be declared against `target` in `state` (an Attack or a Discover), or null.
 * An Intuitive Attack is the Attack a rule allows at a CAMO or IMP-2 marker without Discovering it
 * (`nX/intuitive-attack/marker-target`); IMP-1 takes no Attack at all.
 */
export const againstMarkerRefusal = (
  edition: Edition,
  target: string,
  state: MarkerState,
  skill: SkillId,
): Refusal | null => {
  const name = markerName(state);
  if (state === 'hidden-deployment')
    return refuse(
      `${target} is ${name}: nothing can be declared against it until it reveals itself`,
      markerStateCitation(edition, state),
    );
  if (edition === 'n3' && (skill === 'discover' || ATTACKS.includes(skill)))
    return refuse(
      `${target} is ${name}: markers are not adjudicated in N3 (record the Order as ruled by the players)`,
      'n3/skills/discover',
    );
  if (skill === 'discover')
    return state === 'imp-1'
      ? refuse(
          `${target} is ${name}: Discover against IMP-1 is not ruled by the engine (the N5 page was not read whole): record the Order as ruled by the players`,
          markerStateCitation(edition, state),
        )
      : null;
  if (skill === 'intuitive-attack' && state !== 'imp-1') return null;
  if (skill === 'intuitive-attack')
    return refuse(
      `${target} is ${name}: no Attack at all may be declared against an IMP-1 marker, not even an Intuitive Attack (Discover it first: it becomes IMP-2)`,
      markerStateCitation(edition, state),
    );
  if (ATTACKS.includes(skill))
    return refuse(
      `${target} is ${name}: no Attack may be declared against it before it is Discovered (the Discover + Attack maneuver is not ruled in one Order: Discover it first)`,
      markerStateCitation(edition, state),
    );
  return null;
};

/** Discover's own range MODs (N4 table; N5 read the same): +3 to 8", 0 to 32", -3 to 48", -6 to 96". */
export const discoverRangeMod = (edition: Edition, inches: number): Mod | null => {
  const cite = markerCitation(edition, 'skills/discover-mods');
  const band = inches <= 8 ? 3 : inches <= 32 ? 0 : inches <= 48 ? -3 : inches <= 96 ? -6 : null;
  return band === null ? null : mod(band, `Discover at ${inches}"`, cite);
};

/** One contributor to a Discover Roll's MODs (range, cover, concealment; a Fireteam bonus later). */
export type DiscoverModSource<S> = (edition: Edition, situation: S) => readonly Mod[];

/** The Discover Roll's MODs: each source in turn, in this order. */
export const discoverMods = <S>(
  edition: Edition,
  situation: S,
  sources: readonly DiscoverModSource<S>[],
): readonly Mod[] => sources.flatMap((f) => f(edition, situation));

/** The Surprise Attack MOD a trooper's profile gives, 0 without the skill. */
export const surpriseAttackValue = (skills: readonly TrooperSkill[]): number =>
  skills.includes('surprise-attack-6') ? -6 : skills.includes('surprise-attack-3') ? -3 : 0;

/** The skills that use Surprise Attack: a BS, CC or Comms Attack declared in the Active Turn. */
export const usesSurpriseAttack = (skill: SkillId): boolean =>
  skill === 'bs-attack' || skill === 'cc-attack' || skill === 'comms-attack';

/**
 * The Surprise Attack MOD on a target's ARO roll: the attacker's value, unless (N5) the target
 * has a Multispectral Visor L3 (it ignores the MOD with LoF to the attacker).
 */
export const surpriseAttackMod = (
  edition: Edition,
  attacker: string,
  attackerSkills: readonly TrooperSkill[],
  targetSkills: readonly TrooperSkill[],
): Mod | null => {
  const value = surpriseAttackValue(attackerSkills);
  if (value === 0) return null;
  const cite = markerCitation(edition, 'skills/surprise-attack');
  if (edition === 'n5' && targetSkills.includes('msv-3'))
    return mod(0, `${attacker}'s Surprise Attack (${value}), ignored by the Multispectral Visor L3`, cite);
  return mod(value, `${attacker}'s Surprise Attack (${value})`, cite);
};
