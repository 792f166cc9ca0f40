import type { CitationEntry } from './citationEntry.ts';

const N3_WIKI = 'http://infinitythewiki.com/en';
const N3_OFFICIAL = 'http://wiki.infinitythegame.com/en';
const WIKI = 'https://infinitythewiki.com';

/** Rolls: Success Values, MODs, Criticals, Normal and Face to Face Rolls. */
export const ROLL_CITATIONS = {
  'n3/rolls/normal-roll': {
    edition: 'n3',
    title: 'Normal Roll: d20 at or under the modified Attribute succeeds',
    source: `${N3_OFFICIAL}/Normal_CC_Rolls`,
  },
  'n4/rolls/normal-roll': {
    edition: 'n4',
    title: 'Normal Roll: d20 at or under the Success Value succeeds',
    source: `${WIKI}/index.php?oldid=143&title=Rolls`,
  },
  'n5/rolls/normal-roll': {
    edition: 'n5',
    title: 'Normal Roll: d20 at or under the Success Value succeeds',
    source: `${WIKI}/index.php?oldid=2897&title=Rolls`,
  },
  'n3/rolls/modifiers': {
    edition: 'n3',
    title: 'MODs are added to the Attribute before rolling (no stated cap)',
    source: `${N3_WIKI}/Rolls`,
  },
  'n4/rolls/maximum-modifier': {
    edition: 'n4',
    title: 'The sum of MODs is capped at +12 and -12',
    source: `${WIKI}/index.php?oldid=143&title=Rolls`,
  },
  'n5/rolls/maximum-modifier': {
    edition: 'n5',
    title: 'The sum of MODs is capped at +12 and -12',
    source: `${WIKI}/index.php?oldid=2897&title=Rolls`,
  },
  'n3/rolls/attribute-below-1': {
    edition: 'n3',
    title: 'An Attribute below 1 after MODs fails automatically, with no roll',
    source: `${N3_WIKI}/Attributes_Below_1`,
  },
  'n4/rolls/sv-below-1': {
    edition: 'n4',
    title: 'A Success Value below 1 fails automatically, with no roll',
    source: `${WIKI}/index.php?oldid=143&title=Rolls`,
  },
  'n5/rolls/sv-below-1': {
    edition: 'n5',
    title: 'A Success Value below 1 fails automatically, with no roll (read as in N4)',
    source: `${WIKI}/index.php?oldid=2897&title=Rolls`,
  },
  'n3/rolls/attribute-above-20': {
    edition: 'n3',
    title: 'Above 20: the excess is added to the die and any result of 20 or more is a Critical',
    source: `${N3_WIKI}/Attributes_Below_1`,
  },
  'n4/rolls/sv-above-20': {
    edition: 'n4',
    title: 'Above 20: the excess is added to the die and any result of 20 or more is a Critical',
    source: `${WIKI}/index.php?diff=826&oldid=711&title=Rolls`,
  },
  'n5/rolls/sv-above-20': {
    edition: 'n5',
    title: 'Above 20: the excess is no longer added; the Critical range continues from 1 (community changelog reading)',
    source: 'https://docs.google.com/document/u/0/d/1S_c01UPo8eV1_INlyY2CdAXuE-x_Hv8uhpSlcx6SRZ8/mobilebasic',
  },
  'n3/rolls/critical': {
    edition: 'n3',
    title: 'A die equal to the modified Attribute is a Critical success',
    source: `${N3_WIKI}/Criticals`,
  },
  'n4/rolls/critical': {
    edition: 'n4',
    title: 'A die equal to the Success Value is a Critical success',
    source: `${WIKI}/index.php?oldid=143&title=Rolls`,
  },
  'n5/rolls/critical': {
    edition: 'n5',
    title: 'A die equal to the Success Value is a Critical, an automatic success',
    source: `${WIKI}/index.php?oldid=2897&title=Rolls`,
  },
  'n3/face-to-face/cancellation': {
    edition: 'n3',
    title: 'Face to Face: failures are discarded; a success cancels every lower enemy success',
    source: `${N3_OFFICIAL}/index.php?title=Face_to_Face_Rolls&printable=yes`,
  },
  'n4/face-to-face/cancellation': {
    edition: 'n4',
    title: 'Face to Face: failures are discarded; a success cancels every lower enemy success',
    source: `${WIKI}/index.php?diff=3689&oldid=959&title=Rolls`,
  },
  'n5/face-to-face/cancellation': {
    edition: 'n5',
    title:
      'Face to Face: failures are discarded; a success cancels every lower enemy success, even if it is cancelled in turn',
    source: `${WIKI}/Face_to_Face_Rolls`,
  },
  'n3/face-to-face/ties': {
    edition: 'n3',
    title: 'Face to Face: equal results cancel each other',
    source: `${N3_OFFICIAL}/index.php?title=Face_to_Face_Rolls&printable=yes`,
  },
  'n4/face-to-face/ties': {
    edition: 'n4',
    title: 'Face to Face: equal results cancel each other',
    source: `${WIKI}/index.php?diff=3689&oldid=959&title=Rolls`,
  },
  'n5/face-to-face/ties': {
    edition: 'n5',
    title: 'Face to Face: a tie, critical or not, cancels both rolls',
    source: `${WIKI}/Face_to_Face_Rolls`,
  },
  'n3/face-to-face/criticals': {
    edition: 'n3',
    title: 'Face to Face: a Critical beats any non-critical success; Criticals on both sides cancel',
    source: `${N3_OFFICIAL}/index.php?title=Face_to_Face_Rolls&printable=yes`,
  },
  'n4/face-to-face/criticals': {
    edition: 'n4',
    title: 'Face to Face: a Critical beats any non-critical success; Criticals on both sides cancel',
    source: `${WIKI}/index.php?diff=3689&oldid=959&title=Rolls`,
  },
  'n5/face-to-face/criticals': {
    edition: 'n5',
    title:
      'Face to Face: a Critical wins even over a higher success; Criticals on both sides all cancel and other successes are discarded',
    source: `${WIKI}/Face_to_Face_Rolls`,
  },
  'n3/face-to-face/when': {
    edition: 'n3',
    title: 'Face to Face only when both actions affect each other; otherwise Normal Rolls',
    source: `${N3_OFFICIAL}/index.php?title=Face_to_Face_Rolls&printable=yes`,
  },
  'n4/face-to-face/when': {
    edition: 'n4',
    title: 'Face to Face only when both actions affect each other; otherwise Normal Rolls',
    source: `${WIKI}/index.php?diff=3689&oldid=959&title=Rolls`,
  },
  'n5/face-to-face/when': {
    edition: 'n5',
    title: 'Face to Face only when both actions affect each other directly; otherwise Normal Rolls',
    source: `${WIKI}/Face_to_Face_Rolls`,
  },
  'n3/face-to-face/burst': {
    edition: 'n3',
    title: 'Each side rolls one die per point of Burst assigned to the exchange',
    source: `${N3_OFFICIAL}/BS_Attack_Resolution`,
  },
  'n4/face-to-face/burst': {
    edition: 'n4',
    title: 'Each side rolls one die per point of Burst assigned to the exchange',
    source: `${WIKI}/index.php?diff=711&oldid=689&title=Rolls`,
  },
  'n5/face-to-face/burst': {
    edition: 'n5',
    title: 'Each side rolls one die per point of Burst assigned to the exchange',
    source: `${WIKI}/Face_to_Face_Rolls`,
  },
} as const satisfies Record<string, CitationEntry>;
