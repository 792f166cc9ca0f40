import type { CitationEntry } from './citationEntry.ts';
import { WIKI, N3_TEMPLATES, N3_DODGE, N4_DIRECT, N5_DIRECT, N4_DODGE, N5_DODGE, INF_DICE } from './combatSources.ts';

/** Dodge and template weapons. Titles are our paraphrases; "(reading)" marks a rule the research could not confirm. */
export const DODGE_CITATIONS = {
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
} as const satisfies Record<string, CitationEntry>;
