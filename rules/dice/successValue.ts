import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import type { Mod } from './mod.ts';

/** An attribute, the MODs applied to it, and the Success Value they give. */
export interface SuccessValue {
  readonly attribute: string;
  readonly base: number;
  readonly mods: readonly Mod[];
  /** Sum of the MODs as given. */
  readonly rawModTotal: number;
  /** Sum after the edition's cap (equal to rawModTotal where there is no cap). */
  readonly modTotal: number;
  readonly value: number;
  /** Citations that shaped the value (the cap, when it bit). */
  readonly citations: readonly CitationId[];
}

const MOD_CAP = 12;

/**
 * Success Value = attribute + MODs. N4/N5 cap the sum of MODs at +/-12; N3 states no cap.
 */
export const successValue = (edition: Edition, attribute: string, base: number, mods: readonly Mod[]): SuccessValue => {
  const rawModTotal = mods.reduce((sum, m) => sum + m.value, 0);
  const capped = pick(edition, { n3: false, n4: true, n5: true });
  const modTotal = capped ? Math.max(-MOD_CAP, Math.min(MOD_CAP, rawModTotal)) : rawModTotal;
  const citations: CitationId[] = [];
  if (modTotal !== rawModTotal) {
    citations.push(
      pick<CitationId>(edition, {
        n3: 'n3/rolls/modifiers',
        n4: 'n4/rolls/maximum-modifier',
        n5: 'n5/rolls/maximum-modifier',
      }),
    );
  }
  return { attribute, base, mods, rawModTotal, modTotal, value: base + modTotal, citations };
};
