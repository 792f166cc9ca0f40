import * as E from 'fp-ts/lib/Either.js';
import { brokenReactionModifier, facingToughness } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaGame, NecromundaState } from '../../projections/necromunda/index.ts';
import type { DeclareHit } from './necromundaCommand.ts';
import { modelOf, onBattlefield } from './modelOf.ts';
import { refuse, type NecromundaDecision } from './necromundaRefusal.ts';
import { owedWords, owedStepWords } from './owedWords.ts';

/** Why no hit can be declared now: one in progress, something owed (a Broken fighter's retreat excepted). */
const blocked = (g: NecromundaGame, c: DeclareHit): NecromundaDecision | null => {
  if (g.scrapClaimed !== null)
    return refuse('the battle is over: scrap was claimed', 'necromunda/out-of-action/claiming-scrap');
  if (g.hit !== null)
    return refuse(
      `hit ${g.hit.declared.hit} is not resolved yet: ${owedWords(g.hit)}; hits are resolved one at a time`,
      'necromunda/resolve-hits/sequence',
    );
  const head = g.owed[0];
  if (head === undefined) return null;
  // A Broken fighter breaking away: the enemies whose Initiative test passed strike it before it moves.
  if (head.kind === 'broken-move' && head.reactionAttackers.includes(c.attacker) && c.target === head.model)
    return null;
  return refuse(`${owedStepWords(g, head)} is owed before the next hit`, 'necromunda/resolve-hits/sequence');
};

const whole = (n: number, min: number, max: number): boolean => Number.isInteger(n) && n >= min && n <= max;
const FACINGS: readonly string[] = ['front', 'side', 'rear'];

/** The declaration's own values, checked before any rule reads them: the weapon's profile and the hit's facts. */
const checkDeclared = (c: DeclareHit): NecromundaDecision | null => {
  const w = c.weapon;
  if (!whole(w.strength, 1, 20))
    return refuse(
      `Strength is a whole number from 1 to 20, not ${w.strength}`,
      'necromunda/wound-roll/table',
      'strength',
    );
  if (!whole(w.ap, -10, 0))
    return refuse(
      `AP is written 0 (for '–') or negative (-1, -2…), not ${w.ap}`,
      'necromunda/save-roll/armour-penetration',
      'ap',
    );
  if (w.damage !== 'dash' && !whole(w.damage, 1, 20))
    return refuse(
      `Damage is a whole number from 1 to 20, or '–', not ${String(w.damage)}`,
      'necromunda/inflict-damage/fighters',
      'damage',
    );
  if (!whole(c.traitInjuryDice, 0, 20))
    return refuse(
      `the Injury dice a trait causes are a whole number of 0 or more, not ${c.traitInjuryDice}`,
      'necromunda/damage/dash-weapons',
      'injuryDice',
    );
  if (c.facing !== undefined && !FACINGS.includes(c.facing))
    return refuse(
      `a facing is front, side or rear, not ${String(c.facing)}`,
      'necromunda/wound-roll/vehicle-facing',
      'facing',
    );
  for (const [field, rule] of [
    ['vehicleChooses', c.vehicleChooses],
    ['applyAllDamage', c.applyAllDamage],
  ] as const)
    if (rule !== undefined && rule.trim() === '')
      return refuse(
        `${field} names the rule (outside the page) that allows it: it cannot be blank`,
        'necromunda/damage/vehicles',
        field,
      );
  return null;
};

/**
 * A hit declared (necromunda/resolve-hits/sequence): one hit at a time, between models of the game,
 * on a target still on the battlefield, when nothing the page calls for is owed. A Damage '–' weapon
 * hurts only through the Injury dice its trait causes, so it must say how many; a weapon with Damage
 * causes none of its own. A vehicle is wounded against a facing, the toughest when in doubt.
 */
export const decideDeclareHit = (state: NecromundaState, c: DeclareHit): NecromundaDecision => {
  if (state === null) return refuse('the game has not started', 'necromunda/resolve-hits/sequence');
  const stop = blocked(state, c);
  if (stop !== null) return stop;
  const attacker = modelOf(state, c.attacker);
  if (attacker === undefined)
    return refuse(`no fighter or vehicle ${c.attacker} in this game`, 'necromunda/resolve-hits/sequence', 'attacker');
  const target = modelOf(state, c.target);
  if (target === undefined)
    return refuse(`no fighter or vehicle ${c.target} in this game`, 'necromunda/resolve-hits/sequence', 'target');
  const gone = (m: typeof target, field: string): NecromundaDecision =>
    m.kind === 'fighter'
      ? refuse(
          `${m.state.profile.name} is Out of Action: removed from the battlefield, ${field === 'target' ? 'no hit can reach them' : 'they make no attack'}`,
          'necromunda/injuries/out-of-action',
          field,
        )
      : refuse(
          `${m.state.profile.name} is Wrecked: a flimsy structure for the rest of the battle, ${field === 'target' ? 'not a model a hit resolves against' : 'it makes no attack'}`,
          'necromunda/out-of-action/wrecked',
          field,
        );
  if (!onBattlefield(target)) return gone(target, 'target');
  if (!onBattlefield(attacker)) return gone(attacker, 'attacker');
  const badProfile = checkDeclared(c);
  if (badProfile !== null) return badProfile;
  const dash = c.weapon.damage === 'dash';
  if (dash && c.traitInjuryDice < 1 && target.kind === 'fighter')
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
  const vehicleOnly = c.facing !== undefined || c.vehicleChooses !== undefined || c.applyAllDamage !== undefined;
  if (target.kind === 'fighter' && vehicleOnly)
    return refuse(
      `${target.state.profile.name} is a fighter: facings and the dice choices of the Location and Damage rolls are for vehicles`,
      'necromunda/damage/vehicles',
      c.facing !== undefined ? 'facing' : 'vehicleChooses',
    );
  const facing = target.kind === 'vehicle' ? facingToughness(target.state.profile.toughness, c.facing) : null;
  const reaction = brokenReactionModifier(attacker.state.broken && attacker.kind === 'fighter', c.reaction === true);
  const declared: NecromundaEvent = {
    type: 'HitDeclared',
    hit: state.hitsResolved + 1,
    attacker: c.attacker,
    target: c.target,
    source: { kind: 'attack' },
    facing: facing === null ? null : { facing: facing.facing, inDoubt: facing.inDoubt },
    weapon: c.weapon,
    closeCombat: c.closeCombat,
    reaction: c.reaction === true,
    hitModifier: reaction.modifier,
    vehicleChooses: c.vehicleChooses ?? null,
    applyAllDamage: c.applyAllDamage ?? null,
    saveBonus: c.saveBonus,
    noSaveTrait: c.noSaveTrait,
    traitInjuryDice: c.traitInjuryDice,
    rules: ['necromunda/resolve-hits/sequence', ...(facing === null ? [] : [facing.rule]), ...reaction.rules],
  };
  return E.right([declared]);
};
