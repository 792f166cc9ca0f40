import * as E from 'fp-ts/lib/Either.js';
import { applyInjury, isInjuryResult, type InjuryResult } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';
import { closeHit, hitOutcome } from './hitOutcome.ts';
import { refuse, type NecromundaDecision } from './necromundaRefusal.ts';
import { noHitWords } from './noHitWords.ts';
import { owedWords } from './owedWords.ts';
import { playEvents } from './playEvents.ts';

/**
 * An Injury dice's result, entered (the page gives no faces): applied to the fighter as it stacks
 * (necromunda/injuries/…). The hit is resolved after its last owed dice, or as soon as the fighter
 * is Out of Action (it has left the battlefield: the dice left are not rolled, docs/rulings.md).
 */
export const decideInjury = (state: NecromundaState, result: InjuryResult): NecromundaDecision => {
  if (state === null) return refuse('the game has not started', 'necromunda/resolve-hits/sequence');
  const hit = state.hit;
  if (hit === null) return refuse(noHitWords(state, 'Injury dice'), 'necromunda/inflict-damage/fighters');
  if (hit.step !== 'injury-dice')
    return refuse(
      `hit ${hit.declared.hit} owes no Injury dice yet: ${owedWords(hit)}`,
      'necromunda/inflict-damage/fighters',
    );
  if (!isInjuryResult(result))
    return refuse(
      `an Injury dice's result is flesh-wound, serious-injury or out-of-action, not ${String(result)}`,
      'necromunda/injuries/flesh-wound',
      'result',
    );
  const d = hit.declared;
  const target = state.fighters[d.target];
  if (target === undefined) throw new Error(`no fighter ${d.target}`);
  const o = applyInjury(
    { baseToughness: target.profile.toughness, fleshWounds: target.fleshWounds, status: target.status },
    result,
    d.closeCombat,
  );
  const events: NecromundaEvent[] = [
    {
      type: 'InjuryDiceRolled',
      hit: d.hit,
      fighter: d.target,
      dice: hit.injuryDiceRolled + 1,
      of: hit.injuryDiceOwed,
      result,
    },
    {
      type: 'FighterInjured',
      hit: d.hit,
      fighter: d.target,
      result,
      fleshWounds: o.fighter.fleshWounds,
      toughness: Math.max(0, o.fighter.baseToughness - o.fighter.fleshWounds),
      baseToughness: o.fighter.baseToughness,
      status: o.fighter.status,
      coupDeGraceOpen: o.coupDeGraceOpen,
      rules: o.rules,
    },
  ];
  const out = o.fighter.status === 'out-of-action' && target.status !== 'out-of-action';
  if (out)
    events.push({
      type: 'FighterOutOfAction',
      hit: d.hit,
      fighter: d.target,
      cause: result === 'out-of-action' ? 'out-of-action-result' : 'toughness-zero',
      rules: o.rules,
    });
  const after = playEvents(state, events);
  const last = hit.injuryDiceRolled + 1 >= hit.injuryDiceOwed;
  return E.right(out || last ? [...events, ...closeHit(after, hitOutcome(after))] : events);
};
