import { d6Odds, type InjuryFaces } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import { evolveNecromunda, type NecromundaState } from '../../projections/necromunda/index.ts';
import { aftermathTrailLine } from './aftermathTrailLine.ts';
import { hitOutOfActionOdds } from './hitOutOfActionOdds.ts';
import { hitTrailLine } from './hitTrailLine.ts';
import { modelName, percent } from './trailWords.ts';
import { vehicleTrailLine } from './vehicleTrailLine.ts';

/**
 * One line per event, read in the state the events before it left (names, the hit in progress, what
 * is owed): the ruling trail of a Necromunda game, with each roll's exact odds and its rules. What a
 * player entered starts a line; what the engine derived from it is indented under it.
 */
export const necromundaTrailLine = (state: NecromundaState, e: NecromundaEvent): string => {
  switch (e.type) {
    case 'NecromundaGameStarted': {
      const models = [
        ...e.fighters.map((f) => `${f.name} of ${f.gang}`),
        ...e.vehicles.map((v) => `${v.name} (a vehicle) of ${v.gang}`),
      ];
      return `${e.title} (${e.ruleset}): ${models.join(', ')}`;
    }
    case 'HitDeclared':
    case 'WoundRolled':
    case 'SaveRolled':
    case 'SaveDenied':
    case 'DamageInflicted':
    case 'InjuryDiceRolled':
    case 'FighterInjured':
    case 'FighterOutOfAction':
    case 'HitResolved':
      return hitTrailLine(state, e);
    case 'VehicleDiceOwed':
    case 'LocationRolled':
    case 'VehicleDamaged':
    case 'VehicleWrecked':
    case 'LastingDamageRolled':
    case 'CrewLastingInjuryRolled':
    case 'ThrownClearResolved':
    case 'ScrapClaimed':
      return vehicleTrailLine(state, e);
    case 'ConsequencesOwed':
    case 'OwedDropped':
    case 'LastingInjuryRolled':
    case 'NerveTestsCalled':
    case 'NerveTestTaken':
    case 'ModelBroken':
    case 'BrokenModelActivated':
    case 'RetreatTested':
    case 'BrokenMoved':
    case 'SmokePlaced':
    case 'RallyEntered':
    case 'FallMeasured':
      return aftermathTrailLine(state, e);
  }
};

/** Each event's trail line, folding the events once (event `seq` n's line at index n - 1). */
export const necromundaTrailLines = (events: Iterable<NecromundaEvent>): readonly string[] => {
  const lines: string[] = [];
  let state: NecromundaState = null;
  for (const e of events) {
    lines.push(necromundaTrailLine(state, e));
    state = evolveNecromunda(state, e);
  }
  return lines;
};

/**
 * The whole trail of a game's events, and the chance each wounding hit got through (wounded and not
 * saved), on a fighter or a vehicle; with the Injury dice's faces (entered: the page does not give
 * them), also the chance each hit on a fighter put it Out of Action, as it was declared.
 */
export const necromundaTrail = (
  events: Iterable<NecromundaEvent>,
  options: { readonly injuryFaces?: InjuryFaces | null } = {},
): readonly string[] => {
  const lines: string[] = [];
  let state: NecromundaState = null;
  let wound: number | null = null;
  const faces = options.injuryFaces ?? null;
  for (const e of events) {
    lines.push(necromundaTrailLine(state, e));
    if (e.type === 'HitDeclared' && faces !== null) {
      const out = hitOutOfActionOdds(state, e, faces);
      if (out !== null)
        lines.push(
          `  chance this hit puts ${modelName(state, e.target)} Out of Action: ${percent(out)} (the Injury dice's faces as entered)`,
        );
    }
    if (e.type === 'WoundRolled') wound = d6Odds(e.needs);
    if (e.type === 'SaveRolled' && wound !== null)
      lines.push(`  chance this hit got through (wounded, not saved): ${percent(wound * (1 - d6Odds(e.needs)))}`);
    if (e.type === 'SaveDenied' && wound !== null)
      lines.push(`  chance this hit got through (wounded, no save): ${percent(wound)}`);
    if (e.type === 'HitResolved') wound = null;
    state = evolveNecromunda(state, e);
  }
  return lines;
};
