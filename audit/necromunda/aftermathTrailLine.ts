import {
  BURN_OUT_BLAST_INCHES,
  BURN_OUT_WITHIN_INCHES,
  FALLING_MIN_INCHES,
  NERVE_HELP_INCHES,
  NERVE_RANGES,
  type ModelKind,
} from '../../rules/necromunda/index.ts';
import type { BrokenMoved, NecromundaEvent, NerveTestTaken, NerveTestsCalled } from '../../events/necromunda/index.ts';
import { owedStepWords } from '../../machines/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';
import { andList, inchesText, modelName, rulesText, testText } from './trailWords.ts';

/** What the page calls for after a hit (or between hits): owed steps, Lasting Injuries, Nerve, Broken, falls. */
export type AftermathTrailEvent = Extract<
  NecromundaEvent,
  {
    type:
      | 'ConsequencesOwed'
      | 'OwedDropped'
      | 'LastingInjuryRolled'
      | 'NerveTestsCalled'
      | 'NerveTestTaken'
      | 'ModelBroken'
      | 'BrokenModelActivated'
      | 'RetreatTested'
      | 'BrokenMoved'
      | 'SmokePlaced'
      | 'RallyEntered'
      | 'FallMeasured';
  }
>;

const ACTION_WORDS = {
  'running-for-cover': 'Running for Cover (Double)',
  'break-for-air': 'Break for Air (Double)',
  'burn-out': 'Burn Out (Double)',
} as const;

const PRIORITY_WORDS = {
  'beyond-3-of-enemies': 'the 1st priority, more than 3" from enemy models',
  'out-of-sight': 'the 2nd priority, out of enemy line of sight',
  'in-cover': 'the 3rd priority, in partial or full cover',
  'furthest-away': 'the 4th priority, as far from the enemy as possible',
} as const;

const kindOf = (state: NecromundaState, id: string): ModelKind =>
  state?.vehicles[id] === undefined ? 'fighter' : 'vehicle';

const calledLine = (state: NecromundaState, e: NerveTestsCalled): string => {
  const name = (id: string): string => modelName(state, id);
  const at = (id: string): number | undefined => e.distances.find((d) => d.id === id)?.inches;
  const away = (id: string): string => {
    const inches = at(id);
    return inches === undefined ? '' : `${inchesText(inches)}`;
  };
  const casualtyKind = kindOf(state, e.casualty);
  const excuse = (x: NerveTestsCalled['excused'][number]): string => {
    switch (x.why) {
      case 'immune':
        return `${name(x.id)} (immune to Nerve tests)`;
      case 'ignores-fighters':
        return `${name(x.id)} (a vehicle ignores a fighter's casualty)`;
      case 'out-of-range':
        return `${name(x.id)} (${away(x.id)}, beyond ${inchesText(Number(NERVE_RANGES[kindOf(state, x.id)][casualtyKind]))})`;
      case 'juve-casualty':
        return `${name(x.id)} (a Juve taken Out of Action makes only other Juves test)`;
    }
  };
  const testers = e.testers.map((id) => {
    const range = NERVE_RANGES[kindOf(state, id)][casualtyKind];
    return `${name(id)} (${away(id)}${typeof range === 'number' ? `, within ${inchesText(range)}` : ''})`;
  });
  const result =
    e.result === 'out-of-action' ? (casualtyKind === 'vehicle' ? 'Wrecked' : 'Out of Action') : 'Seriously Injured';
  return `Nerve tests for ${name(e.casualty)} (${result}): ${testers.length === 0 ? 'no one tests' : `${andList(testers)} ${testers.length === 1 ? 'tests' : 'test'}`}${e.excused.length === 0 ? '' : `; excused: ${andList(e.excused.map(excuse))}`}${rulesText(e.rules)}`;
};

const takenLine = (state: NecromundaState, e: NerveTestTaken): string => {
  const testerKind = kindOf(state, e.tester);
  const friend = (f: NerveTestTaken['friends'][number]): string => {
    const kind = kindOf(state, f.id);
    const fighter = state?.fighters[f.id];
    const why = f.helps
      ? '+1'
      : kind !== testerKind
        ? `a ${kind}: no help to a ${testerKind}`
        : f.inches > NERVE_HELP_INCHES[testerKind]
          ? `beyond ${inchesText(NERVE_HELP_INCHES[testerKind])}: no help`
          : fighter?.broken === true
            ? 'Broken: no help'
            : fighter?.status === 'seriously-injured'
              ? 'Seriously Injured: no help'
              : 'no help';
    return `${modelName(state, f.id)} ${inchesText(f.inches)} (${why})`;
  };
  const friends = e.friends.length === 0 ? '; no friend near' : `; friends: ${e.friends.map(friend).join(', ')}`;
  return `${modelName(state, e.tester)}'s Nerve test (for ${modelName(state, e.casualty)}): ${testText(e.test)}${e.broken ? ': Broken' : ''}${friends}${rulesText(e.rules)}`;
};

const movedLine = (state: NecromundaState, e: BrokenMoved): string => {
  const distance =
    e.from === 'half-move'
      ? `Prone (Pinned or Seriously Injured): half its Move, ${inchesText(e.inches)}`
      : `${e.dice.length}D6 ${e.dice.join(' + ')} = ${inchesText(e.inches)}${e.action === 'break-for-air' ? ' with any number of pivots' : ''}`;
  const spot = (s: BrokenMoved['spots'][number]): string =>
    `${s.id} (enemy models ${inchesText(s.nearestEnemyModelInches)}, enemy fighters ${inchesText(s.nearestEnemyFighterInches)}, ${s.outOfEnemyLineOfSight ? 'out of sight' : 'in sight'}, ${s.inCover ? 'in cover' : 'in the open'})`;
  const decided =
    e.decidedBy === 'none'
      ? e.spots.length === 1
        ? 'the only spot'
        : 'no priority told the spots apart'
      : `decided by ${PRIORITY_WORDS[e.decidedBy]}`;
  const best = e.best.length > 1 ? `; the players chose among ${andList(e.best)}` : '';
  return `${modelName(state, e.model)} takes ${ACTION_WORDS[e.action]}: ${distance}; spots: ${e.spots.map(spot).join(', ')}; ${decided}${best}: ends at ${e.chosen}${rulesText(e.rules)}`;
};

/** The line of an owed step, a Nerve test, a Broken model's action, a rally or a fall. */
export const aftermathTrailLine = (state: NecromundaState, e: AftermathTrailEvent): string => {
  const name = (id: string): string => modelName(state, id);
  const owedWords = (o: Parameters<typeof owedStepWords>[1]): string =>
    state === null ? `${o.kind} (${JSON.stringify(o)})` : owedStepWords(state, o);
  switch (e.type) {
    case 'ConsequencesOwed':
      return `  now owed: ${e.owed.map(owedWords).join(', then ')}${rulesText(e.rules)}`;
    case 'OwedDropped':
      return `  no longer owed, ${name(e.model)} having left the battlefield: ${e.owed.map(owedWords).join(', ')}${rulesText(e.rules)}`;
    case 'LastingInjuryRolled':
      return `${name(e.fighter)}'s Lasting Injury roll (Out of Action in a campaign): ${e.result} (entered)${rulesText(e.rules)}`;
    case 'NerveTestsCalled':
      return calledLine(state, e);
    case 'NerveTestTaken':
      return takenLine(state, e);
    case 'ModelBroken':
      return `  ${name(e.model)} is Broken: it loses any Ready marker and activates at once: ${ACTION_WORDS[e.action]}${rulesText(e.rules)}`;
    case 'BrokenModelActivated':
      return `${name(e.model)} activates while Broken: it loses any Ready marker, and its Broken action is owed${rulesText(e.rules)}`;
    case 'RetreatTested': {
      const enemies = e.enemyTests.map(
        (t) => `${name(t.id)}'s ${testText(t.test)}: ${t.test.passed ? 'a Reaction attack' : 'no Reaction attack'}`,
      );
      return `${name(e.model)}, Broken and Engaged, retreats first: ${testText(e.test)}: ${e.outcome === 'breaks-away' ? 'it breaks away' : 'it holds, and the action ends'}${enemies.length === 0 ? '' : `; ${enemies.join('; ')}`}${rulesText(e.rules)}`;
    }
    case 'BrokenMoved':
      return movedLine(state, e);
    case 'SmokePlaced':
      return `${name(e.model)} takes ${ACTION_WORDS['burn-out']}: D3 = ${e.d3} Smoke ${e.d3 === 1 ? 'blast' : 'blasts'} (${inchesText(BURN_OUT_BLAST_INCHES)}) placed ${andList(e.placedInches.map(inchesText))} away (within ${inchesText(BURN_OUT_WITHIN_INCHES)}); -1 to its Restart test per Smoke marker${rulesText(e.rules)}`;
    case 'RallyEntered':
      return `${name(e.model)}'s rally in the End phase: ${e.rallied ? 'rallied, no longer Broken' : 'did not rally, still Broken'} (entered by the players: the page gives no test, the engine did not rule it)${rulesText(e.rules)}`;
    case 'FallMeasured':
      return e.hits
        ? `${name(e.fighter)} falls ${inchesText(e.inches)} (rounded up to ${inchesText(e.roundedInches)}): ${inchesText(FALLING_MIN_INCHES)} or more, a hit as if Falling${rulesText(e.rules)}`
        : `${name(e.fighter)} falls ${inchesText(e.inches)}: under ${inchesText(FALLING_MIN_INCHES)} as measured, no hit${rulesText(e.rules)}`;
  }
};
