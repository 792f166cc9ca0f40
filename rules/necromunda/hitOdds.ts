import { applyInjury, type InjuredFighter } from './applyInjury.ts';
import { d6Odds, type D6Target } from './d6Odds.ts';
import { inflictDamage, type Damage } from './inflictDamage.ts';
import { INJURY_RESULTS, type InjuryResult } from './injuryResult.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';
import type { SaveTarget } from './saveTarget.ts';

/**
 * How many of the Injury dice's six faces show each result. The page names the results but not the
 * faces: they are entered with the game (a fact, like a die), never assumed here.
 */
export type InjuryFaces = Readonly<Record<InjuryResult, number>>;

export interface HitOddsInput {
  readonly wound: D6Target;
  readonly save: SaveTarget;
  readonly damage: Damage;
  /** The target's Wounds left before the hit. */
  readonly wounds: number;
  readonly fighter: InjuredFighter;
  /** Null when the game did not enter them: the chance of each injury result is then unknown. */
  readonly injuryFaces: InjuryFaces | null;
  /** A Damage '–' weapon: the Injury dice its trait causes on a wound (necromunda/damage/dash-weapons); 0 when absent. */
  readonly traitInjuryDice?: number;
}

export interface HitOdds {
  /** The wound roll succeeds. */
  readonly wounded: number;
  /** The save roll (when there is one) fails: 1 with no save. */
  readonly unsaved: number;
  /** The hit wounds and is not saved: its Damage is inflicted. */
  readonly damaged: number;
  /** Injury dice an unsaved hit calls for (the same whatever the dice: Damage is fixed). */
  readonly injuryDice: number;
  /** The fighter ends the hit Out of Action / Seriously Injured; null without the Injury dice's faces. */
  readonly outOfAction: number | null;
  readonly seriouslyInjured: number | null;
  readonly rules: readonly NecromundaCitationId[];
}

const checkFaces = (faces: InjuryFaces): void => {
  const counts = INJURY_RESULTS.map((r) => faces[r]);
  if (counts.some((n) => !Number.isInteger(n) || n < 0) || counts.reduce((a, b) => a + b, 0) !== 6)
    throw new RangeError(
      `necromunda/inflict-damage/fighters: the Injury dice's faces are six, each a result; got ${JSON.stringify(faces)}`,
    );
};

/** The chance of each status after `dice` Injury dice, applied in turn with applyInjury (results stack). */
const afterInjuries = (fighter: InjuredFighter, dice: number, faces: InjuryFaces): ReadonlyMap<string, number> => {
  let states = new Map<string, { readonly f: InjuredFighter; readonly p: number }>([
    [JSON.stringify(fighter), { f: fighter, p: 1 }],
  ]);
  for (let d = 0; d < dice; d += 1) {
    const next = new Map<string, { f: InjuredFighter; p: number }>();
    for (const { f, p } of states.values())
      for (const r of INJURY_RESULTS) {
        if (faces[r] === 0) continue;
        const g = applyInjury(f, r, false).fighter;
        const key = JSON.stringify(g);
        const q = p * (faces[r] / 6);
        const had = next.get(key);
        next.set(key, { f: g, p: (had?.p ?? 0) + q });
      }
    states = next;
  }
  const byStatus = new Map<string, number>();
  for (const { f, p } of states.values()) byStatus.set(f.status, (byStatus.get(f.status) ?? 0) + p);
  return byStatus;
};

/**
 * The exact odds of one hit on a fighter, step by step as the page resolves it: wound roll, save
 * roll, Damage, then the Injury dice (each with the entered faces, stacking as applyInjury says).
 * What the audit shows beside each roll.
 */
export const hitOdds = (input: HitOddsInput): HitOdds => {
  const wounded = d6Odds(input.wound);
  const unsaved = input.save.kind === 'save' ? 1 - d6Odds(input.save.target) : 1;
  const damaged = wounded * unsaved;
  const damage = inflictDamage(input.wounds, input.damage);
  const rules: NecromundaCitationId[] = ['necromunda/wound-roll/table', ...input.save.rules, ...damage.rules];
  const injuryDice = input.damage === 'dash' ? (input.traitInjuryDice ?? 0) : damage.injuryDice;
  const odds = { wounded, unsaved, damaged, injuryDice };
  const status = input.fighter.status;
  // No Injury dice: the hit changes no status.
  if (injuryDice === 0)
    return {
      ...odds,
      outOfAction: status === 'out-of-action' ? 1 : 0,
      seriouslyInjured: status === 'seriously-injured' ? 1 : 0,
      rules,
    };
  if (input.injuryFaces === null) return { ...odds, outOfAction: null, seriouslyInjured: null, rules };
  checkFaces(input.injuryFaces);
  const after = afterInjuries(input.fighter, injuryDice, input.injuryFaces);
  // A hit that does not get through leaves the fighter as it was.
  const kept = (s: InjuredFighter['status']): number => (status === s ? 1 - damaged : 0);
  return {
    ...odds,
    outOfAction: kept('out-of-action') + damaged * (after.get('out-of-action') ?? 0),
    seriouslyInjured: kept('seriously-injured') + damaged * (after.get('seriously-injured') ?? 0),
    rules: [...rules, 'necromunda/injuries/flesh-wound', 'necromunda/injuries/out-of-action'],
  };
};
