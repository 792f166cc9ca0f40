import * as E from 'fp-ts/lib/Either.js';
import { woundTarget, type ApReading } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';
import { playEvents } from './playEvents.ts';
import { damageEvents } from './damageEvents.ts';
import { isD6Face } from './d6Die.ts';
import { closeHit } from './hitOutcome.ts';
import { refuse, type NecromundaDecision } from './necromundaRefusal.ts';
import { noHitWords } from './noHitWords.ts';
import { owedWords } from './owedWords.ts';
import { saveOf } from './saveOf.ts';
import { hitTarget } from './hitTarget.ts';

/**
 * The wound roll (necromunda/wound-roll/table): the D6 against the Strength-vs-Toughness row, the
 * target's Toughness after its Flesh Wounds. A miss resolves the hit; a wound owes a save, unless no
 * save can be made (a trait, no armour, AP past the armour), when the Damage follows at once.
 */
export const decideWoundRoll = (state: NecromundaState, die: number, reading?: ApReading): NecromundaDecision => {
  if (state === null) return refuse('the game has not started', 'necromunda/resolve-hits/sequence');
  const hit = state.hit;
  if (hit === null) return refuse(noHitWords(state, 'wound roll'), 'necromunda/resolve-hits/sequence');
  if (hit.step !== 'wound-roll')
    return refuse(
      `hit ${hit.declared.hit} has had its wound roll: ${owedWords(hit)}`,
      'necromunda/resolve-hits/sequence',
    );
  if (!isD6Face(die)) return refuse(`a wound roll is one D6: 1 to 6, not ${die}`, 'necromunda/wound-roll/table', 'die');
  const d = hit.declared;
  const target = hitTarget(state);
  const t = woundTarget(d.weapon.strength, target.toughness);
  const success = die >= t.target;
  const rolled: NecromundaEvent = {
    type: 'WoundRolled',
    hit: d.hit,
    fighter: d.target,
    strength: d.weapon.strength,
    toughness: target.toughness,
    row: t.row,
    needs: t.target,
    die,
    success,
    rules: [...target.toughnessRules, t.rule],
  };
  const after = playEvents(state, [rolled]);
  if (!success) return E.right([rolled, ...closeHit(after, 'not-wounded')]);
  const save = saveOf(after, reading);
  if (save.kind === 'save') return E.right([rolled]);
  const denied: NecromundaEvent = {
    type: 'SaveDenied',
    hit: d.hit,
    fighter: d.target,
    armour: target.save,
    ap: d.weapon.ap,
    bonus: d.saveBonus,
    reason: save.reason,
    modified: save.modified ?? null,
    rules: save.rules,
  };
  return E.right([rolled, denied, ...damageEvents(playEvents(after, [denied]))]);
};
