import { d6Odds, testOdds, type InjuryFaces, type TestDice } from '../../rules/necromunda/index.ts';
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
      const scope =
        e.aftermath === 'hits-only'
          ? 'the log records its hits only: Nerve tests, Lasting rolls, Thrown Clear and Broken models were ruled by the players, not by the engine'
          : `the engine rules every step the page calls for after a hit${e.campaign ? ', Lasting rolls included (a campaign game)' : ' (not a campaign game: no Lasting rolls)'}`;
      return `${e.title} (${e.ruleset}): ${models.join(', ')}; ${scope}`;
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

/** What a trail is asked for beyond the log: the Injury dice's faces, the tests' dice, one hit only. */
export interface TrailOptions {
  readonly injuryFaces?: InjuryFaces | null;
  /** How Initiative and Cool tests are rolled (the page does not say): with it, each test's chance. */
  readonly testDice?: TestDice | null;
  /** Only this hit: from its declaration to the next hit's (what followed it included). */
  readonly hit?: number | null;
}

/** The test an event records, when it records one. */
const testsOf = (
  state: NecromundaState,
  e: NecromundaEvent,
): readonly { readonly who: string; readonly needed: number }[] => {
  if (e.type === 'NerveTestTaken')
    return [{ who: `${modelName(state, e.tester)}'s Nerve test`, needed: e.test.needed }];
  if (e.type === 'ThrownClearResolved')
    return [{ who: `${modelName(state, e.fighter)}'s Initiative test`, needed: e.test.needed }];
  if (e.type === 'RetreatTested')
    return [
      { who: `${modelName(state, e.model)}'s Initiative test`, needed: e.test.needed },
      ...e.enemyTests.map((t) => ({ who: `${modelName(state, t.id)}'s Initiative test`, needed: t.test.needed })),
    ];
  return [];
};

/**
 * The whole trail of a game's events, and the chance each wounding hit got through (wounded and not
 * saved), on a fighter or a vehicle; with the Injury dice's faces (entered: the page does not give
 * them), also the chance each hit on a fighter put it Out of Action, as it was declared; with the
 * tests' dice (entered), the chance each Initiative and Cool test passed. With `hit`, one hit's lines.
 */
export const necromundaTrail = (events: Iterable<NecromundaEvent>, options: TrailOptions = {}): readonly string[] => {
  const lines: string[] = [];
  let state: NecromundaState = null;
  let wound: number | null = null;
  let current = 0;
  const faces = options.injuryFaces ?? null;
  const dice = options.testDice ?? null;
  const only = options.hit ?? null;
  for (const e of events) {
    if (e.type === 'HitDeclared') current = e.hit;
    const shown = only === null || e.type === 'NecromundaGameStarted' || current === only;
    const add = (line: string): void => {
      if (shown) lines.push(line);
    };
    add(necromundaTrailLine(state, e));
    if (e.type === 'HitDeclared' && faces !== null) {
      const out = hitOutOfActionOdds(state, e, faces);
      if (out !== null)
        add(
          `  chance this hit puts ${modelName(state, e.target)} Out of Action: ${percent(out)} (the Injury dice's faces as entered)`,
        );
    }
    if (e.type === 'WoundRolled') wound = d6Odds(e.needs);
    if (e.type === 'SaveRolled' && wound !== null)
      add(`  chance this hit got through (wounded, not saved): ${percent(wound * (1 - d6Odds(e.needs)))}`);
    if (e.type === 'SaveDenied' && wound !== null)
      add(`  chance this hit got through (wounded, no save): ${percent(wound)}`);
    if (e.type === 'HitResolved') wound = null;
    if (dice !== null)
      for (const t of testsOf(state, e))
        add(
          `  chance ${t.who} passed: ${percent(testOdds(dice, t.needed))} (${t.needed} or more on ${dice.toUpperCase()}, the tests' dice as entered)`,
        );
    state = evolveNecromunda(state, e);
  }
  return lines;
};
