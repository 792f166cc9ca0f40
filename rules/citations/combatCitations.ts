import type { CitationEntry } from './citationEntry.ts';

const N3_WIKI = 'http://infinitythewiki.com/en';
const N3_OFFICIAL = 'http://wiki.infinitythegame.com/en';
const WIKI = 'https://infinitythewiki.com';

/** Sources used by several entries below (all listed in shared/rules/facts.md unless noted). */
const N3_TEMPLATES = `${N3_OFFICIAL}/Impact_Template_(Circular)`; // not in facts.md; redirects to the N3 "Template Weapons and Equipment" page (seed 001 text)
const N3_TWIN = `${N3_WIKI}/index.php?title=Twin_Weapons&oldid=1473`; // not in facts.md; N3 wiki revision of the Twin Weapons page
const N3_DODGE = `${N3_WIKI}/Dodge`;
const N3_GUTS = `${N3_WIKI}/index.php?title=Guts_Roll&oldid=1845`;
const N3_INTO_CC = `${N3_WIKI}/index.php?title=BS_Attacks_into_Close_Combat&oldid=1472`;
const N3_COVER = `${N3_OFFICIAL}/Partial_Cover_MOD`;
const N4_SAVES = `${WIKI}/index.php?diff=next&oldid=1095&title=Saving_Rolls`;
const N5_SAVES = `${WIKI}/index.php?diff=cur&oldid=1095&title=Saving_Roll_%28SR%29`;
const N4_ENGAGED = `${WIKI}/index.php?oldid=310&title=Engaged_State`;
const N5_ENGAGED = `${WIKI}/index.php?diff=3284&oldid=524&title=Engaged_State`;
const N4_DIRECT = `${WIKI}/Direct_Template_Weapon`; // not in facts.md; N4 page of the Direct Template Weapons rule
const N5_DIRECT = `${WIKI}/index.php?diff=3545&oldid=3464&title=Direct_Template_Weapons`;
const N4_DODGE = `${WIKI}/index.php?title=Dodge`;
const N5_DODGE = `${WIKI}/Dodging`;
const N5_BURST = `${WIKI}/index.php?diff=cur&oldid=2246&title=Melee_Weapon_Profile`;
const IMM_A = `${WIKI}/index.php?direction=prev&oldid=2102&title=Immobilized-A_State`;
const IMM_B = `${WIKI}/Immobilized-B_State`;
const N4_RESET = `${WIKI}/index.php?oldid=1968&title=Reset`; // not in facts.md; the N4 revision (FAQ 1.0) of the Reset page
const N5_RESET = `${WIKI}/Reset`;
const N3_IMMOBILIZED = `${N3_WIKI}/Immobilized-1`; // also the N3 Reset source: the N3 Reset page was not read; this one names Reset as its cancellation
const CHANGE_FACING_GONE = 'https://forum.corvusbelli.com/goto/post?id=355116';
const INF_DICE = 'https://github.com/toadchild/inf-dice'; // facts.md §4/§12: public N4 calculator

/**
 * Combat: BS Attack, range, cover, Burst, saving rolls, wounds, states, Guts, Dodge, templates.
 * Titles are our paraphrases; "(reading)" marks a rule the research could not confirm, where
 * the title says which reading the engine applies.
 */
export const COMBAT_CITATIONS = {
  // Range
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
  // Attack MODs
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
  // Burst
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
  // Saving rolls (rolls per hit, AP, Criticals and Smoke are cited from savingRollCitations.ts)
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
  'n3/templates/no-cover-save': {
    edition: 'n3',
    title: 'Troopers hit by a template get no ARM/BTS bonus from Partial Cover',
    source: N3_TEMPLATES,
  },
  'n4/templates/no-cover-save': {
    edition: 'n4',
    title: 'Template hits ignore the cover bonus to the save (reading, as public calculators apply it)',
    source: INF_DICE,
  },
  'n5/templates/no-cover-save': {
    edition: 'n5',
    title: 'Template hits ignore the cover bonus to the Saving Roll (reading, as public calculators apply it)',
    source: N5_DIRECT,
  },
  // Wounds and states
  'n3/wounds/unconscious-dead': {
    edition: 'n3',
    title: 'Wounds/STR at 0: Unconscious; below 0: Dead',
    source: `${N3_WIKI}/Unconscious`,
  },
  'n4/wounds/unconscious-dead': {
    edition: 'n4',
    title: 'Wounds/STR at 0: Unconscious; below 0: Dead',
    source: `${WIKI}/index.php?diff=cur&oldid=244&title=Unconscious_State`,
  },
  'n5/wounds/vita': {
    edition: 'n5',
    title: 'VITA: Wounds received equal to VITA, Unconscious; more than VITA, Dead',
    source: `${WIKI}/index.php?direction=prev&oldid=3538&title=Wounds`,
  },
  'n3/wounds/shock': {
    edition: 'n3',
    title: 'Shock: a 1-Wound profile that loses its Wound goes straight to Dead; no effect on STR',
    source: 'http://infinitythewiki.com/de/Shock',
  },
  'n4/wounds/shock': {
    edition: 'n4',
    title: 'Shock: a failed save cancels Unconscious (held or entered this Order) into Dead',
    source: `${WIKI}/Shock`,
  },
  'n5/wounds/shock': {
    edition: 'n5',
    title: 'Shock: as N4, but only against a VITA 1 target',
    source: `${WIKI}/index.php?diff=cur&oldid=1371&title=Shock_Ammunition`,
  },
  'n3/states/unconscious': {
    edition: 'n3',
    title: 'Unconscious: the trooper is Null and can declare nothing',
    source: `${N3_OFFICIAL}/Wound`,
  },
  'n4/states/unconscious': {
    edition: 'n4',
    title: 'Unconscious: Null, no Orders or AROs, goes Prone if its type can',
    source: `${WIKI}/index.php?direction=next&oldid=1190&title=Unconscious_State`,
  },
  'n5/states/unconscious': {
    edition: 'n5',
    title: 'Unconscious: Null, no Orders or AROs, goes Prone unless Motorcycle, VH or TAG',
    source: `${WIKI}/index.php?diff=cur&oldid=244&title=Unconscious_State`,
  },
  'n3/states/dead': {
    edition: 'n3',
    title: 'Dead: removed from play, declares nothing (reading: as N4)',
    source: `${N3_OFFICIAL}/Wound`,
  },
  'n4/states/dead': {
    edition: 'n4',
    title: 'Dead: removed from the table, no Orders, irreversible',
    source: 'http://infinitythewiki.com/index.php?title=Dead&oldid=1254',
  },
  'n5/states/dead': {
    edition: 'n5',
    title: 'Dead: removed from the table and from its Combat Group',
    source: `${WIKI}/index.php?diff=3632&oldid=1254&title=Dead_State`,
  },
  'n3/states/engaged': {
    edition: 'n3',
    title: 'Engaged: only CC Attack, Dodge, Idle or Reset (reading: as N4)',
    source: N3_DODGE,
  },
  'n4/states/engaged': {
    edition: 'n4',
    title: 'Engaged: only CC Attack, Dodge, Idle, Reset and skills usable in CC',
    source: N4_ENGAGED,
  },
  'n5/states/engaged': {
    edition: 'n5',
    title: 'Engaged: only CC Attack, Dodge, Idle, Reset and skills usable in CC',
    source: N5_ENGAGED,
  },
  'n3/states/immobilized': {
    edition: 'n3',
    title:
      'Immobilized: no movement skill but Discover and no Attacks; a passed Reset cancels it (reading: IMM-A and IMM-B both read this way)',
    source: N3_IMMOBILIZED,
  },
  'n4/states/imm-a': {
    edition: 'n4',
    title: 'IMM-A: only Dodge, at -6 PH; a successful Dodge ends it; still gives its Order',
    source: IMM_A,
  },
  'n5/states/imm-a': {
    edition: 'n5',
    title: 'IMM-A: only Dodge, at -6 PH; a successful Dodge ends it; still gives its Order',
    source: IMM_A,
  },
  'n4/states/imm-b': { edition: 'n4', title: 'IMM-B: only Reset, at -3 WIP; a passed Reset cancels it', source: IMM_B },
  'n5/states/imm-b': { edition: 'n5', title: 'IMM-B: only Reset, at -3 WIP; a passed Reset cancels it', source: IMM_B },
  'n5/states/isolated': {
    edition: 'n5',
    title: 'Isolated: Comms Equipment and Hacking disabled; a passed Reset at -9 WIP cancels it',
    source: `${WIKI}/Isolated_State`,
  },
  'n5/states/prone': {
    edition: 'n5',
    title: 'Prone: Movement skills, Dodge included, cover half the distance',
    source: `${WIKI}/Prone`,
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
  // Reset
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
  // Dodge
  'n3/dodge/requires-lof': {
    edition: 'n3',
    title: 'Dodge needs LoF to the attacker, except against a template that affects the trooper',
    source: N3_DODGE,
  },
  'n3/dodge/unit-type': { edition: 'n3', title: 'Dodge: Motorcycles and Remotes -3 PH, TAGs -6 PH', source: N3_DODGE },
  'n3/dodge/templates': {
    edition: 'n3',
    title: 'Dodging a template: PH-3 without LoF to the attacker or against a Deployable',
    source: N3_TEMPLATES,
  },
  'n4/dodge/templates': {
    edition: 'n4',
    title: 'Dodge: -3 PH against Mines and Deployable templates, or without LoF to the template user',
    source: `${WIKI}/index.php?title=Mines`,
  },
  'n5/dodge/templates': {
    edition: 'n5',
    title: 'Dodge: -3 PH against Deployables and templates from outside LoF (reading of a truncated box)',
    source: N5_DODGE,
  },
  'n3/dodge/move': {
    edition: 'n3',
    title: 'A successful Dodge moves up to 2 inches in the Reactive Turn only, never into base contact',
    source: N3_DODGE,
  },
  'n4/dodge/move': {
    edition: 'n4',
    title: 'A successful Dodge moves up to 2 inches in either turn and may enter Engaged',
    source: N4_DODGE,
  },
  'n5/dodge/move': {
    edition: 'n5',
    title: 'A successful Dodge moves up to 2 inches in either turn and may enter Engaged',
    source: N5_DODGE,
  },
  'n3/dodge/mine': {
    edition: 'n3',
    title:
      'Dodge against an attacker and a Mine: Face to Face against the attacker, Normal against the Mine; failing either, no move',
    source: N3_DODGE,
  },
  'n4/dodge/mine': {
    edition: 'n4',
    title:
      'Dodge against an attacker and a Mine: one PH die, Face to Face and Normal; failing either, no move (reading: as N3)',
    source: `${WIKI}/index.php?title=Mines`,
  },
  'n5/dodge/mine': {
    edition: 'n5',
    title: 'Dodge against shots and a Mine: one PH die, Face to Face and Normal; failing either, no move',
    source: `${WIKI}/index.php?diff=prev&oldid=3583&title=Dodge`,
  },
  'n4/dodge/no-deployable-trigger': {
    edition: 'n4',
    title: 'Dodge movement generates no AROs and triggers no Deployables',
    source: N4_DODGE,
  },
  'n5/dodge/no-deployable-trigger': {
    edition: 'n5',
    title: 'Dodge movement generates no AROs and triggers no Deployables',
    source: N5_DODGE,
  },
  'n3/dodge/face-to-face': {
    edition: 'n3',
    title:
      'Dodge: one PH roll against every attack: in the Active Turn all attack AROs, in the Reactive Turn the whole Burst of the active enemy',
    source: N3_DODGE,
  },
  'n4/dodge/face-to-face': {
    edition: 'n4',
    title:
      'Dodge: one Face to Face PH roll against every enemy Attack of the Order; a Normal roll against a Direct Template',
    source: N4_DODGE,
  },
  'n5/dodge/face-to-face': {
    edition: 'n5',
    title:
      'Dodge: one Face to Face PH roll against every enemy Attack of the Order; a Normal roll against a Direct Template',
    source: N5_DODGE,
  },
  // Templates
  'n3/templates/direct': {
    edition: 'n3',
    title: 'Direct Template: no roll to hit; attacks on its user are Normal Rolls; Dodge is a Normal PH Roll',
    source: N3_TEMPLATES,
  },
  'n4/templates/direct': {
    edition: 'n4',
    title: 'Direct Template: no roll to hit; attacks on its user are Normal Rolls; Dodge is a Normal PH Roll',
    source: N4_DIRECT,
  },
  'n5/templates/direct': {
    edition: 'n5',
    title: 'Direct Template: no roll to hit; AROs against it are not Face to Face; Dodge is a Normal PH Roll',
    source: N5_DIRECT,
  },
  'n3/templates/critical-main-target': {
    edition: 'n3',
    title: 'A template Critical affects only the main target; others take the regular hit',
    source: N3_TEMPLATES,
  },
  'n4/templates/critical-main-target': {
    edition: 'n4',
    title: 'A template Critical affects only the main target (reading: as in N3)',
    source: N4_DIRECT,
  },
  'n5/templates/critical-main-target': {
    edition: 'n5',
    title: 'A template Critical affects only the main target (reading: as in N3)',
    source: N5_DIRECT,
  },
  'n3/templates/friendly-nullified': {
    edition: 'n3',
    title:
      'A template shot touching a friendly or Neutral trooper is nullified; its enemies keep their ARO; an Expendable use is spent',
    source: N3_TEMPLATES,
  },
  'n4/templates/friendly-nullified': {
    edition: 'n4',
    title: 'A template shot touching a friendly or Neutral trooper is nullified (reading: as in N3)',
    source: N4_DIRECT,
  },
  'n5/templates/friendly-nullified': {
    edition: 'n5',
    title: 'A template shot touching a friendly or Neutral trooper is nullified (reading: as in N3)',
    source: N5_DIRECT,
  },
  'n3/templates/impact': {
    edition: 'n3',
    title:
      'Impact Template: one attack roll with the MODs against the main target, compared Face to Face with each affected trooper on its own',
    source: N3_TEMPLATES,
  },
  'n4/templates/impact': {
    edition: 'n4',
    title:
      'Impact Template: one attack roll against the main target, compared separately with each affected trooper (reading: as in N3)',
    source: N4_DIRECT,
  },
  'n5/templates/impact': {
    edition: 'n5',
    title:
      'Impact Template: one attack roll against the main target, compared separately with each affected trooper (reading: as in N3)',
    source: N5_DIRECT,
  },
  'n3/templates/affected-may-dodge': {
    edition: 'n3',
    title: 'A trooper a template touches may declare Dodge as its ARO even without LoF to the attacker',
    source: N3_TEMPLATES,
  },
  'n4/templates/affected-may-dodge': {
    edition: 'n4',
    title: 'A trooper a template touches may Dodge it as an ARO without LoF (reading: as in N3)',
    source: N4_DODGE,
  },
  'n5/templates/affected-may-dodge': {
    edition: 'n5',
    title: 'A trooper a template touches may declare an ARO (ARO eligibility lists it)',
    source: `${WIKI}/ARO`,
  },
  // Mines
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
  // Close Combat
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
  // Guts
  'n3/guts/requirements': {
    edition: 'n3',
    title: 'Guts Roll after surviving an Attack by passing ARM/BTS; not for troopers in Close Combat',
    source: N3_GUTS,
  },
  'n4/guts/requirements': {
    edition: 'n4',
    title:
      'Guts (2.1): not Engaged, Null or IMM; a successful Attack made it save or enter a State, even if the attackers are Null',
    source: `${WIKI}/index.php?title=Guts_Roll&diff=2118&oldid=1799`,
  },
  'n5/guts/requirements': {
    edition: 'n5',
    title:
      'Guts: not Engaged, Null or IMM; a successful Attack made it save or enter a State, even if the attackers are Null',
    source: `${WIKI}/index.php?diff=next&oldid=2537&title=Guts_Roll`,
  },
  'n4/guts/no-damage-no-state': {
    edition: 'n4',
    title: 'FAQ: an Attack with no Damage that inflicts no State causes no Guts Roll',
    source: `${WIKI}/Guts_Roll`,
  },
  'n3/guts/roll': {
    edition: 'n3',
    title: 'Guts: one Normal WIP Roll at the end of the Order; the owner may fail it on purpose',
    source: N3_GUTS,
  },
  'n4/guts/roll': {
    edition: 'n4',
    title: 'Guts: one Normal WIP Roll at the very end of the Order; the owner may fail it on purpose',
    source: `${WIKI}/index.php?title=Guts_Roll&oldid=2011`,
  },
  'n5/guts/roll': {
    edition: 'n5',
    title: 'Guts: one Normal WIP Roll at the very end of the Order; the owner may fail it on purpose',
    source: `${WIKI}/Guts_Roll`,
  },
  'n3/guts/fallback': {
    edition: 'n3',
    title:
      'Failed Guts: leave the danger zone, or improve cover, within 2 inches, or go Prone (reading: in that order)',
    source: N3_GUTS,
  },
  'n4/guts/fallback': {
    edition: 'n4',
    title: 'Failed Guts: the first possible of leave LoF within 2 inches, reach cover within 2 inches, go Prone',
    source: `${WIKI}/index.php?title=Guts_Roll&oldid=2011`,
  },
  'n5/guts/fallback': {
    edition: 'n5',
    title: 'Failed Guts: the first possible of leave LoF within 2 inches, reach cover within 2 inches, go Prone',
    source: `${WIKI}/Guts_Roll`,
  },
} as const satisfies Record<string, CitationEntry>;
