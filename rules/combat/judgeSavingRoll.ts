import type { CitationId } from '../citations/index.ts';
import { isDieFace } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import { ammoCitation, savingRollCitation, type SaveFailure, type SavingRollSpec } from './savingRollSpec.ts';

export interface JudgedSave {
  /** Saved, or failed with what the failure inflicts (a Wound; PARA: IMM-A). */
  readonly outcome: 'saved' | SaveFailure;
  readonly face: number;
  /** A sentence a judge reads: the comparison that decided it. */
  readonly why: string;
  readonly citation: CitationId;
}

/**
 * One saving roll die. N3: face + ARM > DAM saves. N4: face ≤ DAM − ARM (− cover) wounds.
 * N5: face ≤ ARM + PS (+ cover) saves. PARA: face ≤ PH − 6 (+ cover) saves, failing enters IMM-A.
 * A Smoke spec has no roll to judge; an attribute roll with SV below 1 is never rolled.
 */
export const judgeSavingRoll = (edition: Edition, spec: SavingRollSpec, face: number): JudgedSave => {
  if (spec.edition !== edition) throw new RangeError(`a ${spec.edition} saving roll spec judged under ${edition}`);
  if (!isDieFace(face)) throw new RangeError(`a d20 shows 1 to 20, not ${String(face)}`);
  const citation = savingRollCitation(edition);
  const t = spec.threshold;
  switch (t.kind) {
    case 'none':
      throw new RangeError(`${spec.ammo} forces no saving roll`);
    case 'attribute-roll': {
      if (t.sv < 1) throw new RangeError(`an SV of ${t.sv} fails with no roll`);
      const read = `${spec.attribute} ${spec.attributeValue}${spec.mods.map((m) => ` ${m.value >= 0 ? '+' : '-'} ${Math.abs(m.value)}`).join('')} = ${t.sv}`;
      const cite = ammoCitation(edition, spec.ammo);
      return face <= t.sv
        ? { outcome: 'saved', face, why: `${face} ≤ ${read}`, citation: cite }
        : { outcome: spec.failure, face, why: `${face} > ${read}`, citation: cite };
    }
    case 'n3-arm-roll': {
      const total = face + t.armour;
      return total > t.damage
        ? {
            outcome: 'saved',
            face,
            why: `${face} + ${spec.attribute} ${t.armour} = ${total} > DAM ${t.damage}`,
            citation,
          }
        : {
            outcome: spec.failure,
            face,
            why: `${face} + ${spec.attribute} ${t.armour} = ${total} ≤ DAM ${t.damage}`,
            citation,
          };
    }
    case 'n4-attack-damage':
      return face <= t.attackDamage
        ? { outcome: spec.failure, face, why: `${face} ≤ Attack Damage ${t.attackDamage}`, citation }
        : { outcome: 'saved', face, why: `${face} > Attack Damage ${t.attackDamage}`, citation };
    case 'n5-success-value':
      return face <= t.sv
        ? { outcome: 'saved', face, why: `${face} ≤ SV ${t.sv}`, citation }
        : { outcome: spec.failure, face, why: `${face} > SV ${t.sv}`, citation };
  }
};
