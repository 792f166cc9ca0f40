import type { CitationEntry } from './citationEntry.ts';
import {
  N3_WIKI,
  N3_OFFICIAL,
  WIKI,
  N3_TWIN,
  N3_INTO_CC,
  N3_COVER,
  N4_SAVES,
  N5_SAVES,
  N4_ENGAGED,
  N5_ENGAGED,
  N5_BURST,
  N4_RESET,
  N5_RESET,
  N3_IMMOBILIZED,
  CHANGE_FACING_GONE,
} from './combatSources.ts';

/**
 * Combat: BS Attack, range, cover, Burst, CC Attack, weapons, saving rolls (Dodge and templates: dodgeCitations.ts; states, wounds, Guts: stateGutsCitations.ts).
 * Titles are our paraphrases; "(reading)" marks a rule the research could not confirm, where
 * the title says which reading the engine applies.
 */
export const COMBAT_CITATIONS = {
  'n3/bs-attack/requirements': {
    edition: 'n3',
    title:
      'BS Attack requirements: a BS Weapon, LoF to the target unless the weapon needs none, no enemy in base contact',
    source: `${N3_WIKI}/BS_Attack`,
  },
  'n4/bs-attack/requirements': {
    edition: 'n4',
    title:
      'BS Attack requirements: a BS Weapon, LoF to the target unless the weapon needs none, not in Silhouette contact with an enemy',
    source: `${WIKI}/BS_Attack`,
  },
  'n5/bs-attack/requirements': {
    edition: 'n5',
    title:
      'BS Attack requirements: a BS Weapon, LoF to the target unless the weapon needs none, not in Silhouette contact with an enemy',
    source: `${WIKI}/BS_Attack`,
  },
  'n3/bs-attack/range': {
    edition: 'n3',
    title: 'Range MOD from the weapon profile; beyond maximum range the attack fails automatically',
    source: `${N3_OFFICIAL}/Maximum_Range`,
  },
  'n4/bs-attack/range': {
    edition: 'n4',
    title: 'Range MOD from the weapon profile in 8-inch bands; beyond maximum range the attack fails automatically',
    source: `${WIKI}/BS_Weapon`,
  },
  'n5/bs-attack/range': {
    edition: 'n5',
    title: 'Range MOD from the weapon profile in 8-inch bands; beyond maximum range the attack fails automatically',
    source: `${WIKI}/BS_Weapon`,
  },
  'n3/bs-attack/modifiers': {
    edition: 'n3',
    title: 'BS Attack MODs: range, cover, visibility, skills and equipment',
    source: `${N3_OFFICIAL}/BS_Attack_Resolution`,
  },
  'n4/bs-attack/modifiers': {
    edition: 'n4',
    title: 'BS Attack MODs are added to the attribute to give the Success Value',
    source: `${WIKI}/index.php?diff=1349&oldid=1236&title=Rolls`,
  },
  'n5/bs-attack/modifiers': {
    edition: 'n5',
    title: 'BS Attack MODs are added to the attribute to give the Success Value',
    source: `${WIKI}/index.php?oldid=2897&title=Rolls`,
  },
  'n3/cover/partial': {
    edition: 'n3',
    title: "Partial Cover: -3 to the attacker's BS and +3 to the target's ARM/BTS",
    source: N3_COVER,
  },
  'n4/cover/partial': {
    edition: 'n4',
    title: "Partial Cover: -3 to the attacker's BS and -3 to the Attack Damage",
    source: N4_SAVES,
  },
  'n5/cover/partial': {
    edition: 'n5',
    title: "Partial Cover: -3 to the attacker's BS and +3 to the Saving Roll",
    source: N5_SAVES,
  },
  'n3/cover/total': {
    edition: 'n3',
    title: 'Total Cover: no BS Attack that needs LoF may target the trooper',
    source: N3_COVER,
  },
  'n4/cover/total': {
    edition: 'n4',
    title: 'Total Cover: no Attack that needs LoF may target the trooper (reading: as in N3)',
    source: N3_COVER,
  },
  'n5/cover/total': {
    edition: 'n5',
    title: 'Total Cover: no Attack that needs LoF may target the trooper (reading: as in N3)',
    source: N3_COVER,
  },
  'n3/bs-attack/into-close-combat': {
    edition: 'n3',
    title: 'BS Attack at an enemy in base contact with allies: -6 per ally in that Close Combat',
    source: N3_INTO_CC,
  },
  'n4/bs-attack/into-close-combat': {
    edition: 'n4',
    title: 'BS Attack into a Close Combat: -6 per ally engaged (reading: as in N3)',
    source: N4_ENGAGED,
  },
  'n5/bs-attack/into-close-combat': {
    edition: 'n5',
    title: 'BS Attack into a Close Combat: -6 per ally engaged (reading: as in N3)',
    source: N5_ENGAGED,
  },
  'n3/bs-attack/friendly-fire': {
    edition: 'n3',
    title: 'A failed roll whose Failure Category (die minus SV) is within the ally MOD hits an ally',
    source: N3_INTO_CC,
  },
  'n4/bs-attack/friendly-fire': {
    edition: 'n4',
    title: 'A failed roll whose Failure Category is within the ally MOD hits an ally (reading: as in N3)',
    source: N4_ENGAGED,
  },
  'n5/bs-attack/friendly-fire': {
    edition: 'n5',
    title: 'A failed roll whose Failure Category is within the ally MOD hits an ally (reading: as in N3)',
    source: N5_ENGAGED,
  },
  'n3/burst/weapon': {
    edition: 'n3',
    title: "A BS Attack takes as many shots as the weapon's Burst, split among valid targets",
    source: `${N3_OFFICIAL}/BS_Attack_Resolution`,
  },
  'n4/burst/weapon': {
    edition: 'n4',
    title: 'In the Active Turn the attacker uses the full Burst including its MODs',
    source: `${WIKI}/index.php?diff=2476&oldid=1248&title=Combat_Module_Intro`,
  },
  'n5/burst/weapon': {
    edition: 'n5',
    title: "The weapon's Burst is the number of dice of the Attack in the Active Turn",
    source: N5_BURST,
  },
  'n3/burst/aro': {
    edition: 'n3',
    title: 'In ARO the Burst is reduced to 1 unless a rule changes it',
    source: `${N3_WIKI}/B`,
  },
  'n4/burst/aro': {
    edition: 'n4',
    title: 'In the Reactive Turn the Burst is 1 unless a rule changes it (read from the Fireteam bonus wording)',
    source: `${WIKI}/index.php?diff=1743&oldid=1730&title=Fireteam_Bonuses`,
  },
  'n5/burst/aro': {
    edition: 'n5',
    title: 'In the Reactive Turn the Burst is generally 1 unless modified',
    source: N5_BURST,
  },
  'n3/burst/total-reaction': {
    edition: 'n3',
    title: 'Total Reaction: full Burst in ARO against a single target',
    source: `${N3_WIKI}/index.php?title=Total_Reaction&printable=yes`,
  },
  'n4/burst/total-reaction': {
    edition: 'n4',
    title: 'Total Reaction keeps the full Burst in ARO (reading: a rule that modifies the ARO Burst)',
    source: `${WIKI}/index.php?diff=1743&oldid=1730&title=Fireteam_Bonuses`,
  },
  'n5/burst/total-reaction': {
    edition: 'n5',
    title: 'Total Reaction keeps the full Burst in ARO (reading: a rule that modifies the ARO Burst)',
    source: N5_BURST,
  },
  'n3/burst/twin-weapons': {
    edition: 'n3',
    title:
      'Twin Weapons: +1 Burst in the Active Turn, not for Entire Order attacks; Disposable twins spend one use of each',
    source: N3_TWIN,
  },
  'n4/burst/twin-weapons': {
    edition: 'n4',
    title: 'Twin Weapons (reading: as in N3): +1 Burst in the Active Turn, not for Entire Order attacks',
    source: N3_TWIN,
  },
  'n5/burst/twin-weapons': {
    edition: 'n5',
    title: 'Twin Weapons (reading: as in N3): +1 Burst in the Active Turn, not for Long Skill attacks',
    source: N3_TWIN,
  },
  'n3/weapons/disposable': {
    edition: 'n3',
    title: 'Each Attack with a Disposable weapon spends one use, even when it fails automatically',
    source: `${N3_OFFICIAL}/Maximum_Range`,
  },
  'n4/weapons/disposable': {
    edition: 'n4',
    title: 'Each Attack with a Disposable weapon spends one use (reading: as in N3)',
    source: `${WIKI}/BS_Weapon`,
  },
  'n5/weapons/disposable': {
    edition: 'n5',
    title: 'Each Attack with a Disposable weapon spends one use, even when it becomes Idle',
    source: `${WIKI}/Idle`,
  },
  'n3/saving-roll/arm-roll': {
    edition: 'n3',
    title: 'ARM/BTS Roll: d20 plus ARM/BTS must exceed the Damage, or the target loses 1 Wound',
    source: `${N3_WIKI}/ARM`,
  },
  'n4/saving-roll/attack-damage': {
    edition: 'n4',
    title: 'Saving Roll: a d20 at or under Damage minus ARM/BTS (and cover) wounds',
    source: `${WIKI}/index.php?title=Ammunition_Summary_Chart&oldid=661`,
  },
  'n5/saving-roll/ps': {
    edition: 'n5',
    title: 'Saving Roll: a d20 at or under ARM/BTS plus PS (plus cover) saves; above it, a Wound',
    source: `${WIKI}/Saving_Rolls`,
  },
  'n3/skills/change-facing': {
    edition: 'n3',
    title: 'Change Facing is an N3 Common Skill',
    source: `${N3_OFFICIAL}/Zone_of_Control_(ZoC)`,
  },
  'n4/skills/change-facing-removed': {
    edition: 'n4',
    title: 'Change Facing and Engage no longer exist; Dodge does their job',
    source: CHANGE_FACING_GONE,
  },
  'n5/skills/change-facing-removed': {
    edition: 'n5',
    title: 'Change Facing and Engage no longer exist; Dodge does their job',
    source: CHANGE_FACING_GONE,
  },
  'n3/skills/reset': {
    edition: 'n3',
    title: 'Reset: a WIP roll, Face to Face only against hacking (reading: as N4); a passed Reset cancels Immobilized',
    source: N3_IMMOBILIZED,
  },
  'n4/skills/reset': {
    edition: 'n4',
    title:
      'Reset: WIP Face to Face against Comms Attacks, otherwise a Normal WIP roll; evades no other Attack; a pass cancels IMM-B and Targeted',
    source: N4_RESET,
  },
  'n5/skills/reset': {
    edition: 'n5',
    title:
      'Reset: WIP Face to Face against Comms and Guided Attacks, otherwise a Normal WIP roll; evades no other Attack; a pass cancels IMM-B and Targeted',
    source: N5_RESET,
  },
  'n3/weapons/mines': {
    edition: 'n3',
    title: 'A Mine set off by an enemy places its template: each trooper it touches is hit unless it Dodges at PH-3',
    source: `${N3_OFFICIAL}/index.php?title=Anti-Personnel_Mine&action=history`,
  },
  'n4/weapons/mines': {
    edition: 'n4',
    title: 'A Mine set off by an enemy places its template: each trooper it touches is hit unless it Dodges at PH-3',
    source: `${WIKI}/index.php?title=Mines`,
  },
  'n5/weapons/mines': {
    edition: 'n5',
    title: 'A Mine set off by an enemy places its template: each trooper it touches is hit unless it Dodges at PH-3',
    source: `${WIKI}/index.php?diff=prev&oldid=3583&title=Dodge`,
  },
  'n3/cc-attack/roll': {
    edition: 'n3',
    title: 'CC Attack: a CC roll against an enemy in base contact; Face to Face when the target fights back or Dodges',
    source: `${N3_OFFICIAL}/CC_Attack_Results`,
  },
  'n4/cc-attack/roll': {
    edition: 'n4',
    title:
      'CC Attack: a CC roll against an enemy in Silhouette contact; Face to Face when the target fights back or Dodges',
    source: N4_ENGAGED,
  },
  'n5/cc-attack/roll': {
    edition: 'n5',
    title:
      'CC Attack: a CC roll against an enemy in Silhouette contact; Face to Face when the target fights back or Dodges',
    source: N5_ENGAGED,
  },
  'n3/cc-attack/weapon': {
    edition: 'n3',
    title: 'A CC Attack is made with a CC Weapon (reading: a weapon with no range bands and no template)',
    source: `${N3_WIKI}/CC_Attack`,
  },
  'n4/cc-attack/weapon': {
    edition: 'n4',
    title: 'A CC Attack is made with a CC Weapon, or a weapon allowed in CC such as a Pistol (reading)',
    source: `${WIKI}/CC_Attack`,
  },
  'n5/cc-attack/weapon': {
    edition: 'n5',
    title: 'A CC Attack is made with a CC Weapon, or a weapon allowed in CC such as a Pistol (reading)',
    source: `${WIKI}/CC_Attack`,
  },
} as const satisfies Record<string, CitationEntry>;
