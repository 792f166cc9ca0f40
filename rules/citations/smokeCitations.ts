import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';

/*
 * Pages read for these entries (stored copies of the public wiki):
 * - Smoke Ammunition, N4 (`N4_SMOKE`): the template, its duration, throwing it at a point, the
 *   Face to Face Rolls against Attacks through it, its removal in the Effects step.
 * - Eclipse Ammunition, N4 (`N4_ECLIPSE`): Smoke that Multispectral Visors cannot see through.
 * - Visibility Conditions, N5 (`N5_ZONES`): Smoke makes a Zero Visibility Zone of a Circular
 *   Template with infinite height; Eclipse's zone blocks Visors of any Level. The N5 Smoke
 *   Ammunition page itself was not among the stored copies: its duration and removal are read
 *   from the N4 page, "(reading)" below.
 */
const N4_SMOKE = `${WIKI}/index.php?title=Smoke_Ammunition&oldid=1372`;
const N4_ECLIPSE = `${WIKI}/index.php?title=Eclipse_Ammunition&oldid=1375`;
const N5_ZONES = `${WIKI}/Visibility_Conditions`;

/** Smoke and Eclipse: the template a Smoke or Eclipse attack leaves as a Zero Visibility Zone. */
export const SMOKE_CITATIONS = {
  'n3/ammo/eclipse-unsourced': {
    edition: 'n3',
    title:
      'Eclipse ammunition has no N3 rule in the sources read: attacks with it are refused in N3 games (the N4 page was read)',
    source: N4_ECLIPSE,
  },
  'n4/smoke/template': {
    edition: 'n4',
    title:
      'Smoke: a hit leaves a Circular Template of infinite height on the table, a Zero Visibility Zone, until the start of the States Phase',
    source: N4_SMOKE,
  },
  'n5/smoke/template': {
    edition: 'n5',
    title:
      'Smoke: a hit leaves a Circular Template of infinite height, a Zero Visibility Zone, on the table until the end of the Turn (duration: reading of the N4 page)',
    source: N5_ZONES,
  },
  'n4/smoke/removed': {
    edition: 'n4',
    title:
      'Smoke: a throw that fails its Normal Roll or loses a Face to Face Roll leaves no template (removed in the Effects step)',
    source: N4_SMOKE,
  },
  'n5/smoke/removed': {
    edition: 'n5',
    title:
      'Smoke: a throw that fails its Normal Roll or loses a Face to Face Roll leaves no template (removed in the Effects step; reading of the N4 page)',
    source: N4_SMOKE,
  },
  'n4/smoke/in-play': {
    edition: 'n4',
    title:
      'Smoke: only a template on the table blocks a line of fire; one never placed or already removed blocks nothing',
    source: N4_SMOKE,
  },
  'n5/smoke/in-play': {
    edition: 'n5',
    title:
      'Smoke: only a template on the table blocks a line of fire; one never placed or already removed blocks nothing (reading)',
    source: N5_ZONES,
  },
  'n4/ammo/eclipse': {
    edition: 'n4',
    title:
      'Eclipse ammunition: Smoke whose Zero Visibility Zone no Multispectral Visor of any Level sees through; non-lethal, no Saving Roll',
    source: N4_ECLIPSE,
  },
  'n5/ammo/eclipse': {
    edition: 'n5',
    title:
      'Eclipse ammunition: Smoke whose Zero Visibility Zone no Multispectral Visor of any Level sees through; non-lethal, no Saving Roll',
    source: N5_ZONES,
  },
  'n4/smoke/face-to-face': {
    edition: 'n4',
    title:
      'Smoke: the thrower rolls Face to Face against every enemy Attack needing a Roll and LoF whose LoF crosses the template it throws (not adjudicated: such an Order is refused)',
    source: N4_SMOKE,
  },
  'n5/smoke/face-to-face': {
    edition: 'n5',
    title:
      'Smoke: the thrower rolls Face to Face against every enemy Attack needing a Roll and LoF whose LoF crosses the template it throws (reading of the N4 page; not adjudicated: such an Order is refused)',
    source: N4_SMOKE,
  },
  'n4/smoke/dodge': {
    edition: 'n4',
    title:
      'Smoke: an enemy inside the template who Dodges makes a Normal Roll, not a Face to Face Roll against the thrower, whose throw is a Normal Roll too',
    source: N4_SMOKE,
  },
  'n5/smoke/dodge': {
    edition: 'n5',
    title:
      'Smoke: an enemy inside the template who Dodges makes a Normal Roll, not a Face to Face Roll against the thrower, whose throw is a Normal Roll too (reading of the N4 page)',
    source: N4_SMOKE,
  },
  'n4/smoke/at-point': {
    edition: 'n4',
    title:
      'Smoke: Targetless, it needs no trooper as a target and may be thrown at any point of the table (a Normal Roll with the Range MOD to the point); no other ammunition may',
    source: N4_SMOKE,
  },
  'n5/smoke/at-point': {
    edition: 'n5',
    title:
      'Smoke: Targetless, it needs no trooper as a target and may be thrown at any point of the table (a Normal Roll with the Range MOD to the point); no other ammunition may (reading of the N4 page)',
    source: N4_SMOKE,
  },
} as const satisfies Record<string, CitationEntry>;
