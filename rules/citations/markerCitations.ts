import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/*
 * Pages read for these entries (stored copies of the public wiki; docs/rulings.md "Markers"):
 * - Camouflaged State, the N5 revision (`CAMOUFLAGED`): activation, effects; its cancellation
 *   box was cut off in the copy read, so what reveals a marker is our reading.
 * - Impersonation State, the N4 text and the N5.2 diff (`IMPERSONATION`): IMP-1 and IMP-2, the
 *   AROs allowed against an Impersonation marker and the delayed ARO.
 * - Hidden Deployment State, the N5 first version diff (`HIDDEN`): off the table, the written
 *   position used to check AROs, no Order to the pool.
 * - Surprise Attack, N5 (`SURPRISE`), with the N4 text in its diff.
 * - Discover, the N4 revision with its range table (`DISCOVER`); the N5 page was not read whole.
 */
const CAMOUFLAGED = `${WIKI}/index.php?title=Camouflaged`;
const IMPERSONATION = `${WIKI}/index.php?diff=cur&oldid=2280&title=Impersonation_State`;
const HIDDEN = `${WIKI}/index.php?diff=next&oldid=2617&title=Hidden_Deployment_State`;
const SURPRISE = `${WIKI}/Surprise_Attack`;
const SURPRISE_N4 = `${WIKI}/index.php?diff=3142&oldid=2616&title=Surprise_Attack`;
const DISCOVER = `${WIKI}/index.php?diff=cur&oldid=403&title=Discover`;

/**
 * Markers: the Camouflaged, Impersonation and Hidden Deployment States, what may be declared
 * against them, what reveals them, Surprise Attack and Discover's own MODs and limits (N4, N5).
 */
export const MARKER_CITATIONS = {
  'n5/states/camouflaged': {
    edition: 'n5',
    title:
      'Camouflaged State: the trooper is a CAMO marker (deployed so, or back by an Entire Order out of enemy LoF); no Attack may be declared against it before it is Discovered; a passed Discover replaces it by the model',
    source: CAMOUFLAGED,
  },
  'n4/states/camouflaged': {
    edition: 'n4',
    title:
      'Camouflaged State: the trooper is a CAMO marker (deployed so, or back by an Entire Order out of enemy LoF); no Attack may be declared against it before it is Discovered; a passed Discover replaces it by the model',
    source: CAMOUFLAGED,
  },
  'n5/states/marker-reveal': {
    edition: 'n5',
    title:
      'A marker is revealed (its state cancelled) when it declares a skill other than Move, Cautious Movement, Jump, Climb or Idle, when it declares any ARO, or when an enemy Discovers it (reading: the cancellation list was not in the copy read)',
    source: CAMOUFLAGED,
  },
  'n4/states/marker-reveal': {
    edition: 'n4',
    title:
      'A marker is revealed (its state cancelled) when it declares a skill other than Move, Cautious Movement, Jump, Climb or Idle, when it declares any ARO, or when an enemy Discovers it (reading)',
    source: CAMOUFLAGED,
  },
  'n5/states/marker-aros': {
    edition: 'n5',
    title:
      'Against an activated enemy marker only Discover, Dodge, Look Out! or Reset may be declared in ARO, and a reactive trooper may delay its ARO to the second skill, when the marker may reveal itself (read on the Impersonation State page; reading for Camouflaged)',
    source: IMPERSONATION,
  },
  'n4/states/marker-aros': {
    edition: 'n4',
    title:
      'Against an activated enemy marker only Discover, Dodge, Look Out! or Reset may be declared in ARO, and a reactive trooper may delay its ARO to the second skill, when the marker may reveal itself',
    source: IMPERSONATION,
  },
  'n5/states/impersonation': {
    edition: 'n5',
    title:
      'Impersonation State: an IMP-1 or IMP-2 marker; no Attack against IMP-1, none against IMP-2 before it is Discovered; Surprise Attack in its Active Turn (Discover against IMP-1 not ruled here: reading)',
    source: IMPERSONATION,
  },
  'n4/states/impersonation': {
    edition: 'n4',
    title:
      'Impersonation State: an IMP-1 or IMP-2 marker; no Attack against IMP-1, none against IMP-2 before it is Discovered; Surprise Attack in its Active Turn',
    source: IMPERSONATION,
  },
  'n5/states/hidden-deployment': {
    edition: 'n5',
    title:
      'Hidden Deployment State: deployed at a written-down position with no model or marker; not on the table (no LoF to it, nothing declared against it) until it reveals itself; its position decides whether it may react',
    source: HIDDEN,
  },
  'n4/states/hidden-deployment': {
    edition: 'n4',
    title:
      'Hidden Deployment State: deployed at a written-down position with no model or marker; not on the table (no LoF to it, nothing declared against it) until it reveals itself',
    source: HIDDEN,
  },
  'n5/skills/surprise-attack': {
    edition: 'n5',
    title:
      'Surprise Attack (-3)/(-6): a trooper in marker form or Hidden Deployment when activated, declaring a BS, CC or Comms Attack in its Active Turn, gives that MOD to every ARO roll of its targets (a Multispectral Visor L3 with LoF ignores it)',
    source: SURPRISE,
  },
  'n4/skills/surprise-attack': {
    edition: 'n4',
    title:
      'Surprise Attack (-3)/(-6): a trooper in marker form when activated, declaring a BS, CC or Comms Attack in its Active Turn, gives that MOD to every ARO roll of its targets',
    source: SURPRISE_N4,
  },
  'n5/skills/discover-mods': {
    edition: 'n5',
    title:
      'Discover Roll: a Normal WIP Roll with the BS Attack\'s cover and concealment MODs and Discover\'s own range MODs (+3 to 8", 0 to 32", -3 to 48", -6 to 96"; reading: the N4 table)',
    source: DISCOVER,
  },
  'n4/skills/discover-mods': {
    edition: 'n4',
    title:
      'Discover Roll: a Normal WIP Roll with the BS Attack\'s cover and concealment MODs and Discover\'s own range MODs (+3 to 8", 0 to 32", -3 to 48", -6 to 96")',
    source: DISCOVER,
  },
  'n5/skills/discover-once': {
    edition: 'n5',
    title:
      'Discover: never twice against the same target in one Order, nor again at a marker it failed to Discover until the next Player Turn; it needs LoF to the target, an enemy marker',
    source: DISCOVER,
  },
  'n4/skills/discover-once': {
    edition: 'n4',
    title:
      'Discover: never twice against the same target in one Order, nor again at a marker it failed to Discover until the next Player Turn; it needs LoF to the target, an enemy marker',
    source: DISCOVER,
  },
} as const satisfies Record<string, CitationEntry>;
