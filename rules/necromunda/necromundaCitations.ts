import { NECROMUNDA_RULESET, type NecromundaCitationEntry } from './necromundaCitationEntry.ts';

/**
 * The archived (pre-2023) "Resolve Hits" page, as seeded in `shared/rules/seeds/003_…`. The seed
 * carries no address; this is the archive of the site that hosts the current page
 * (necrodamus.org/docs/the-rules/resolve-hits), UNCONFIRMED until checked against the live site.
 */
const RESOLVE_HITS = 'https://necrodamus.org/docs/old-rules/resolve-hits';
const at = (anchor: string): string => `${RESOLVE_HITS}#${anchor}`;
const entry = (title: string, anchor: string): NecromundaCitationEntry => ({
  ruleset: NECROMUNDA_RULESET,
  title,
  source: at(anchor),
});

/** Every section of the page, one id each. Paraphrased; ids name the page's sections. */
export const NECROMUNDA_CITATIONS = {
  'necromunda/resolve-hits/sequence': entry('A hit is resolved in three steps: wound, save, damage', 'resolve-hits'),
  'necromunda/wound-roll/table': entry(
    "Wound roll: a D6 against a target set by comparing the weapon's Strength with the Toughness (2+ to 6+)",
    '1-wound-roll',
  ),
  'necromunda/wound-roll/vehicle-facing': entry(
    'Vehicles are wounded against the Toughness of the facing the attack comes from; the highest when unclear',
    '1-wound-roll',
  ),
  'necromunda/save-roll/when': entry(
    'One save per wounding hit (or hit causing an Injury roll), before the Wound or the Injury dice',
    '2-save-roll',
  ),
  'necromunda/save-roll/no-save-traits': entry(
    'Some weapon traits allow no save at all, whatever the modifiers',
    '2-save-roll',
  ),
  'necromunda/save-roll/armour-penetration': entry(
    'Armour Penetration worsens the armour save; past what the armour grants, the save is lost',
    'armour-penetration',
  ),
  'necromunda/save-roll/positive-modifiers': entry(
    'Save bonuses improve the save (not for unmodifiable armour); an unarmoured model counts as 7+ for them',
    'positive-save-modifiers',
  ),
  'necromunda/inflict-damage/fighters': entry(
    'Each Damage point removes a Wound; at 0 Wounds an Injury dice, one more per further Damage point',
    'fighters',
  ),
  'necromunda/injuries/flesh-wound': entry(
    'Flesh Wound: Toughness one lower, stacking; at Toughness 0 the fighter goes Out of Action',
    'injuries',
  ),
  'necromunda/injuries/serious-injury': entry(
    'Serious Injury: the fighter goes Prone (may recover at End phase); open to Coup de Grace after close combat',
    'injuries',
  ),
  'necromunda/injuries/out-of-action': entry('Out of Action: the fighter leaves the battlefield', 'injuries'),
  'necromunda/damage/dash-weapons': entry(
    "Damage '–' weapons remove no Wound; Injury dice they cause apply as usual",
    'damage--weapons',
  ),
  'necromunda/damage/falling': entry(
    'A fall of 3" or more is a hit whose profile depends on the distance, rounded up',
    'falling',
  ),
  'necromunda/damage/vehicles': entry(
    'Vehicles: an unsaved wound makes a Location roll then a Damage roll',
    'vehicles',
  ),
  'necromunda/out-of-action/fighters': entry('A fighter Out of Action makes a Lasting Injury roll', 'fighters-1'),
  'necromunda/out-of-action/wrecked': entry(
    'A vehicle at 0 Wounds (or rolling over) is Wrecked; crew and vehicle roll for lasting effects',
    'vehicles-wrecked',
  ),
  'necromunda/out-of-action/claiming-scrap': entry(
    'After the battle, the last gang standing scraps wrecked enemy vehicles for credits',
    'claiming-scrap',
  ),
  'necromunda/out-of-action/thrown-clear': entry(
    'Crew thrown clear of a wreck: placed nearby, an Initiative test, Pinned and a falling hit',
    'thrown-clear',
  ),
  'necromunda/nerve/tests': entry(
    'Friends near a fighter Seriously Injured or taken Out of Action test their nerve (Cool), helped by friends near',
    'nerve-tests',
  ),
  'necromunda/nerve/broken': entry('A Broken fighter or vehicle acts only as the page allows', 'broken'),
  'necromunda/nerve/running-for-cover': entry(
    'A Broken fighter runs for cover by priorities (double action)',
    'fighter-running-for-cover-double',
  ),
  'necromunda/nerve/break-for-air': entry(
    'A Broken mobile vehicle breaks for air (double action)',
    'mobile-vehicle-break-for-air-double',
  ),
  'necromunda/nerve/burn-out': entry(
    'A Broken stationary vehicle burns out, with smoke (double action)',
    'stationary-vehicle-burn-out-double',
  ),
} as const satisfies Readonly<Record<string, NecromundaCitationEntry>>;

export type NecromundaCitationId = keyof typeof NECROMUNDA_CITATIONS;

/** A citation with its id, for rulings. */
export interface NecromundaCitation extends NecromundaCitationEntry {
  readonly id: NecromundaCitationId;
}

export const necromundaCitation = (id: NecromundaCitationId): NecromundaCitation => ({
  id,
  ...NECROMUNDA_CITATIONS[id],
});

export const isNecromundaCitationId = (value: string): value is NecromundaCitationId =>
  Object.hasOwn(NECROMUNDA_CITATIONS, value);
