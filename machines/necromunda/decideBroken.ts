import * as E from 'fp-ts/lib/Either.js';
import {
  breakForAirMove,
  burnOut,
  fleeChoice,
  retreatFromCombat,
  retreatMove,
  runningForCoverMove,
  type FleeSpot,
} from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';
import { modelOf, onBattlefield } from './modelOf.ts';
import { idleGame, owedHead } from './owedHead.ts';
import { refuse, type NecromundaDecision } from './necromundaRefusal.ts';
import { ruledBy } from './ruledBy.ts';
import { testRolled } from './testRolled.ts';

const BROKEN = 'necromunda/nerve/broken';
const COVER = 'necromunda/nerve/running-for-cover';

/**
 * A Broken fighter Engaged when it activates retreats first (necromunda/nerve/running-for-cover): its
 * Initiative test; failed, the action ends; passed, each Engaged enemy that tries tests its Initiative,
 * those that pass make Reaction attacks (hits declared next), and then, if still standing, it moves.
 */
export const decideRetreat = (
  state: NecromundaState,
  model: string,
  initiative: number,
  enemies: readonly { readonly id: string; readonly initiative?: number }[],
): NecromundaDecision => {
  const at = owedHead(state, ['broken-activation'], model, `${model} retreating from combat`, COVER);
  if (E.isLeft(at)) return at;
  const { g } = at.right;
  const f = g.fighters[model];
  if (f === undefined)
    return refuse(`${model} is a vehicle: only a Broken fighter retreats from combat`, COVER, 'model');
  if (f.profile.initiative === null)
    return refuse(`${f.profile.name}'s Initiative is not given: add initiative to the fighter`, COVER, 'initiative');
  const checked: { id: string; target: number; roll: number | undefined }[] = [];
  for (const e of enemies) {
    if (checked.some((c) => c.id === e.id))
      return refuse(`${e.id} is given twice among the Engaged enemies: one Initiative test each`, COVER, 'enemies');
    const foe = g.fighters[e.id];
    if (foe === undefined || foe.profile.gang === f.profile.gang || foe.status === 'out-of-action')
      return refuse(
        `${e.id} is not an enemy fighter on the battlefield Engaged with ${f.profile.name}`,
        COVER,
        'enemies',
      );
    if (e.initiative !== undefined && foe.profile.initiative === null)
      return refuse(`${foe.profile.name}'s Initiative is not given: add initiative to the fighter`, COVER, 'enemies');
    checked.push({ id: e.id, target: foe.profile.initiative ?? 0, roll: e.initiative });
  }
  const ruled = ruledBy(COVER, 'initiative', () =>
    retreatFromCombat({
      initiative: { target: f.profile.initiative ?? 0, roll: initiative },
      enemies: checked.map((e) => ({
        id: e.id,
        ...(e.roll === undefined ? {} : { initiative: { target: e.target, roll: e.roll } }),
      })),
      seriouslyInjured: f.status === 'seriously-injured',
    }),
  );
  if (E.isLeft(ruled)) return ruled;
  const r = ruled.right;
  const rollOf = (id: string): number => checked.find((e) => e.id === id)?.roll ?? 0;
  const tested: NecromundaEvent = {
    type: 'RetreatTested',
    model,
    test: testRolled(r.test, f.profile.initiative, initiative),
    outcome: r.kind,
    enemyTests:
      r.kind === 'breaks-away'
        ? r.enemyTests.map((e) => ({
            id: e.id,
            test: testRolled(e.test, g.fighters[e.id]?.profile.initiative ?? 0, rollOf(e.id)),
          }))
        : [],
    reactionAttackers: r.kind === 'breaks-away' ? r.reactionAttackers : [],
    rules: r.rules,
  };
  if (r.kind === 'held') return E.right([tested]);
  return E.right([
    tested,
    {
      type: 'ConsequencesOwed',
      owed: [{ kind: 'broken-move', model, reactionAttackers: r.reactionAttackers }],
      rules: [COVER],
    },
  ]);
};

/**
 * A Broken model's move: a fighter Runs for Cover (2D6", half Move when Prone: Seriously Injured or
 * Pinned; after breaking away, half Move only when Seriously Injured), a Mobile vehicle Breaks for Air
 * (3D6"). The spot it ends at must be one the page's priorities keep.
 */
export const decideFlee = (
  state: NecromundaState,
  model: string,
  dice: readonly number[],
  spots: readonly FleeSpot[],
  chosen: string,
): NecromundaDecision => {
  const at = owedHead(state, ['broken-activation', 'broken-move'], model, `${model}'s Broken move`, BROKEN);
  if (E.isLeft(at)) return at;
  const { g, head } = at.right;
  const m = modelOf(g, model);
  if (m === undefined) throw new Error(`no model ${model}`);
  if (m.kind === 'vehicle' && m.state.profile.mobility === 'stationary')
    return refuse(
      `${m.state.profile.name} is Stationary: a Broken Stationary vehicle Burns Out, it does not move`,
      'necromunda/nerve/burn-out',
      'model',
    );
  const action = m.kind === 'fighter' ? ('running-for-cover' as const) : ('break-for-air' as const);
  const rule = m.kind === 'fighter' ? COVER : 'necromunda/nerve/break-for-air';
  const move = ruledBy(rule, 'dice', () => {
    if (m.kind === 'vehicle') return breakForAirMove(dice);
    const characteristic = m.state.profile.move ?? 0;
    const si = m.state.status === 'seriously-injured';
    return head.kind === 'broken-move'
      ? retreatMove(si, characteristic, dice)
      : runningForCoverMove(si || m.state.pinned, characteristic, dice);
  });
  if (E.isLeft(move)) return move;
  const twice = spots.find((sp, i) => spots.findIndex((o) => o.id === sp.id) !== i);
  if (twice !== undefined)
    return refuse(`spot ${twice.id} is given twice: each spot the model can reach is named once`, rule, 'spots');
  const choice = ruledBy(rule, 'spots', () => fleeChoice(action, spots));
  if (E.isLeft(choice)) return choice;
  if (!choice.right.best.includes(chosen))
    return refuse(
      `${chosen} is not where the priorities send ${m.state.profile.name}: ${choice.right.best.join(' or ')} (decided by ${choice.right.decidedBy})`,
      rule,
      'chosen',
    );
  return E.right([
    {
      type: 'BrokenMoved',
      model,
      action,
      dice,
      inches: move.right.inches,
      from: move.right.from,
      spots,
      best: choice.right.best,
      decidedBy: choice.right.decidedBy,
      chosen,
      rules: [BROKEN, rule],
    },
  ]);
};

/** A Stationary Broken vehicle Burns Out (necromunda/nerve/burn-out): D3 Smoke blasts within 1". */
export const decideBurnOut = (
  state: NecromundaState,
  model: string,
  d3: number,
  placedInches: readonly number[],
): NecromundaDecision => {
  const rule = 'necromunda/nerve/burn-out';
  const at = owedHead(state, ['broken-activation'], model, `${model} Burning Out`, rule);
  if (E.isLeft(at)) return at;
  const v = at.right.g.vehicles[model];
  if (v === undefined || v.profile.mobility !== 'stationary')
    return refuse(`only a Stationary Broken vehicle Burns Out; ${model} is not one`, rule, 'model');
  const r = ruledBy(rule, 'd3', () => burnOut(d3, placedInches));
  if (E.isLeft(r)) return r;
  return E.right([{ type: 'SmokePlaced', model, d3, placedInches, rules: [BROKEN, rule] }]);
};

/** A Broken model activating again later (necromunda/nerve/broken): it takes its Broken action again. */
/** A hits-only game records no Nerve tests: Broken is the players' ruling there, not the log's. */
const hitsOnly = (state: NecromundaState, what: string): NecromundaDecision | null =>
  state?.start.aftermath === 'hits-only'
    ? refuse(`this game records its hits only (aftermath: hits-only): the players ruled ${what} themselves`, BROKEN)
    : null;

export const decideActivateBroken = (state: NecromundaState, model: string): NecromundaDecision => {
  const only = hitsOnly(state, `${model}'s Broken activation`);
  if (only !== null) return only;
  const idle = idleGame(state, `${model}'s activation`, BROKEN);
  if (E.isLeft(idle)) return idle;
  const m = modelOf(idle.right, model);
  if (m === undefined) return refuse(`no fighter or vehicle ${model} in this game`, BROKEN, 'model');
  if (!onBattlefield(m) || !m.state.broken)
    return refuse(`${m.state.profile.name} is not Broken on the battlefield: it activates as usual`, BROKEN, 'model');
  return E.right([{ type: 'BrokenModelActivated', model, rules: [BROKEN] }]);
};

/** A Broken model's rally attempt in the End phase, as the players ruled it: the page gives no test. */
export const decideRally = (state: NecromundaState, model: string, rallied: boolean): NecromundaDecision => {
  const only = hitsOnly(state, `${model}'s rally`);
  if (only !== null) return only;
  const idle = idleGame(state, `${model}'s rally`, BROKEN);
  if (E.isLeft(idle)) return idle;
  const m = modelOf(idle.right, model);
  if (m === undefined) return refuse(`no fighter or vehicle ${model} in this game`, BROKEN, 'model');
  if (!onBattlefield(m) || !m.state.broken)
    return refuse(`${m.state.profile.name} is not Broken on the battlefield: nothing to rally from`, BROKEN, 'model');
  return E.right([{ type: 'RallyEntered', model, rallied, rules: [BROKEN] }]);
};
