import type { EventOf } from '../events/index.ts';
import { citation } from '../rules/citations/index.ts';
import { describeFate, type DieOutcome } from '../rules/dice/index.ts';
import { inflictedName, type SaveState } from '../rules/combat/index.ts';
import type { DieLine, ModLine, RollerLine, SideLine, SvLine } from './auditEntry.ts';
import { cite } from './lineCitations.ts';

/** The lines of a ruling as the trail shows them: MODs, SVs, dice, rollers, saving-roll readings. */
export type Sv = EventOf<'FaceToFaceResolved'>['a']['rollers'][number]['sv'];
type Mod = Sv['mods'][number];

export const modLine = (m: Mod): ModLine => ({ value: m.value, reason: m.reason, citation: citation(m.citation) });
export const svLine = (sv: Sv): SvLine => ({
  attribute: sv.attribute,
  base: sv.base,
  mods: sv.mods.map(modLine),
  rawModTotal: sv.rawModTotal,
  modTotal: sv.modTotal,
  value: sv.value,
  citations: cite(sv.citations),
});
export const dieLine = (d: DieOutcome): DieLine => ({
  id: d.id,
  roller: d.roller,
  face: d.die.face,
  sv: d.die.sv,
  result: d.die.result,
  success: d.die.success,
  critical: d.die.critical,
  fate: d.fate,
  fateText: describeFate(d.fate),
  citation: citation(d.die.citation),
});
export const rollerLine = (
  r: EventOf<'FaceToFaceResolved'>['a']['rollers'][number],
  automatic: readonly string[],
): RollerLine => ({
  trooper: r.trooper,
  skill: r.skill,
  sv: svLine(r.sv),
  automaticFailure: automatic.includes(r.trooper),
});
export const sideLine = (s: EventOf<'FaceToFaceResolved'>['a']): SideLine => ({
  rollers: s.rollers.map((r) => rollerLine(r, s.automaticFailures)),
  dice: s.dice.map(dieLine),
  hits: s.hits,
  criticals: s.criticals,
});

type Threshold = EventOf<'SavingRollResolved'>['threshold'];
/** The reading of a save no die is rolled for (Smoke; a Hacking Program allowing none: Spotlight). */
export const NO_SAVE_READING = 'no Saving Roll';
export const reading = (t: Threshold, attribute: string, inflicts: readonly SaveState[]): string => {
  switch (t.kind) {
    case 'none':
      return NO_SAVE_READING;
    case 'attribute-roll':
      return t.sv < 1
        ? `${attribute} roll at SV ${t.sv}: below 1, every roll fails with no die (${inflictedName(inflicts)})`
        : `${attribute} Normal Roll: saved on d20 ≤ ${t.sv}, ${inflicts.length === 0 ? 'wounded' : inflictedName(inflicts)} above`;
    case 'n3-arm-roll':
      return `d20 + ${attribute} ${t.armour} must beat DAM ${t.damage}: ${inflicts.length === 0 ? 'wounded' : inflictedName(inflicts)} on ${t.damage - t.armour} or less`;
    case 'n4-attack-damage':
      return `${inflicts.length === 0 ? 'wounded' : inflictedName(inflicts)} on d20 ≤ Attack Damage ${t.attackDamage}`;
    case 'n5-success-value':
      return `saved on d20 ≤ SV ${t.sv}, ${inflicts.length === 0 ? 'wounded' : inflictedName(inflicts)} above`;
  }
};
