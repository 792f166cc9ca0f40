import * as E from 'fp-ts/lib/Either.js';
import type { NecromundaState } from '../../projections/necromunda/index.ts';
import type { DeclareHit } from './necromundaCommand.ts';
import { refuse, type NecromundaDecision } from './necromundaRefusal.ts';
import { owedWords } from './owedWords.ts';

/**
 * A hit declared (necromunda/resolve-hits/sequence): one hit at a time, between fighters of the game,
 * on a target still on the battlefield. A Damage '–' weapon hurts only through the Injury dice its
 * trait causes, so it must say how many; a weapon with Damage causes none of its own.
 */
export const decideDeclareHit = (state: NecromundaState, c: DeclareHit): NecromundaDecision => {
  if (state === null) return refuse('the game has not started', 'necromunda/resolve-hits/sequence');
  if (state.hit !== null)
    return refuse(
      `hit ${state.hit.declared.hit} is not resolved yet: ${owedWords(state.hit)}; hits are resolved one at a time`,
      'necromunda/resolve-hits/sequence',
    );
  const attacker = state.fighters[c.attacker];
  if (attacker === undefined)
    return refuse(`no fighter ${c.attacker} in this game`, 'necromunda/resolve-hits/sequence', 'attacker');
  const target = state.fighters[c.target];
  if (target === undefined)
    return refuse(`no fighter ${c.target} in this game`, 'necromunda/resolve-hits/sequence', 'target');
  if (target.status === 'out-of-action')
    return refuse(
      `${target.profile.name} is Out of Action: removed from the battlefield, no hit can reach them`,
      'necromunda/injuries/out-of-action',
      'target',
    );
  if (attacker.status === 'out-of-action')
    return refuse(
      `${attacker.profile.name} is Out of Action: removed from the battlefield, they make no attack`,
      'necromunda/injuries/out-of-action',
      'attacker',
    );
  const dash = c.weapon.damage === 'dash';
  if (dash && c.traitInjuryDice < 1)
    return refuse(
      `the ${c.weapon.name} has Damage '–': it removes no Wound, so give the Injury dice its trait causes (injuryDice: 1 or more)`,
      'necromunda/damage/dash-weapons',
      'injuryDice',
    );
  if (!dash && c.traitInjuryDice > 0)
    return refuse(
      `the ${c.weapon.name} has Damage ${c.weapon.damage}: its Injury dice come from its Damage, not from injuryDice`,
      'necromunda/inflict-damage/fighters',
      'injuryDice',
    );
  if (!Number.isInteger(c.saveBonus) || c.saveBonus < 0)
    return refuse(
      `a save bonus is a whole number of 0 or more, not ${c.saveBonus}`,
      'necromunda/save-roll/positive-modifiers',
      'saveBonus',
    );
  return E.right([
    {
      type: 'HitDeclared',
      hit: state.hitsResolved + 1,
      attacker: c.attacker,
      target: c.target,
      weapon: c.weapon,
      closeCombat: c.closeCombat,
      saveBonus: c.saveBonus,
      noSaveTrait: c.noSaveTrait,
      traitInjuryDice: c.traitInjuryDice,
      rules: ['necromunda/resolve-hits/sequence'],
    },
  ]);
};
