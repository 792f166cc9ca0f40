import type { NecromundaCitationId } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent, Owed, VehicleWrecked } from '../../events/necromunda/index.ts';
import { owedModel, type NecromundaGame } from '../../projections/necromunda/index.ts';

/** The events that drop what was owed for a model that left the battlefield. */
const dropFor = (g: NecromundaGame, model: string, rule: NecromundaCitationId): readonly NecromundaEvent[] => {
  const owed = g.owed.filter((o) => owedModel(o) === model);
  return owed.length === 0 ? [] : [{ type: 'OwedDropped', owed, model, rules: [rule] }];
};

const owe = (owed: readonly Owed[], rules: readonly NecromundaCitationId[]): readonly NecromundaEvent[] =>
  owed.length === 0 ? [] : [{ type: 'ConsequencesOwed', owed, rules }];

/**
 * What a fighter Seriously Injured or taken Out of Action calls for (in a `full` game): Out of Action,
 * its owed steps are dropped (it has left the battlefield), a Lasting Injury roll in a campaign
 * (necromunda/out-of-action/fighters), then the Nerve check around it (necromunda/nerve/tests).
 */
export const casualtyEvents = (
  g: NecromundaGame,
  fighter: string,
  result: 'seriously-injured' | 'out-of-action',
): readonly NecromundaEvent[] => {
  if (g.start.aftermath === 'hits-only') return [];
  const out = result === 'out-of-action';
  const owed: Owed[] = [];
  const rules: NecromundaCitationId[] = [];
  if (out && g.start.campaign) {
    owed.push({ kind: 'lasting-injury', fighter });
    rules.push('necromunda/out-of-action/fighters');
  }
  owed.push({ kind: 'nerve-check', casualty: fighter, result });
  rules.push('necromunda/nerve/tests');
  return [...(out ? dropFor(g, fighter, 'necromunda/injuries/out-of-action') : []), ...owe(owed, rules)];
};

/**
 * What a Wrecked vehicle calls for (in a `full` game): its owed steps dropped, in a campaign the crew's
 * one Lasting Injury roll and its Lasting Damage roll(s), every fighter aboard Thrown Clear, then the
 * Nerve check around it.
 */
export const wreckEvents = (g: NecromundaGame, wrecked: VehicleWrecked): readonly NecromundaEvent[] => {
  if (g.start.aftermath === 'hits-only') return [];
  const v = wrecked.vehicle;
  const owed: Owed[] = [];
  const rules: NecromundaCitationId[] = ['necromunda/out-of-action/wrecked'];
  if (g.start.campaign) {
    if (wrecked.crewLastingInjuryRolls > 0) owed.push({ kind: 'crew-lasting-injury', vehicle: v });
    for (let i = 1; i <= wrecked.lastingDamageRolls; i++)
      owed.push({ kind: 'lasting-damage', vehicle: v, roll: i, of: wrecked.lastingDamageRolls });
  }
  for (const fighter of wrecked.thrownClear)
    owed.push({ kind: 'thrown-clear', fighter, vehicle: v, vehicleWasMobile: wrecked.wasMobile });
  if (wrecked.thrownClear.length > 0) rules.push('necromunda/out-of-action/thrown-clear');
  owed.push({ kind: 'nerve-check', casualty: v, result: 'out-of-action' });
  rules.push('necromunda/nerve/tests');
  return [...dropFor(g, v, 'necromunda/out-of-action/wrecked'), ...owe(owed, rules)];
};
