import * as E from 'fp-ts/lib/Either.js';
import type { ApReading, NoSaveReason, NecromundaCitationId } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';
import { damageEvents } from './damageEvents.ts';
import { isD6Face } from './d6Die.ts';
import { closeHit } from './hitOutcome.ts';
import { refuse, type NecromundaDecision } from './necromundaRefusal.ts';
import { noHitWords } from './noHitWords.ts';
import { owedWords } from './owedWords.ts';
import { playEvents } from './playEvents.ts';
import { saveOf } from './saveOf.ts';
import { hitTarget } from './hitTarget.ts';

const DENIED: Readonly<Record<NoSaveReason, { readonly words: string; readonly rule: NecromundaCitationId }>> = {
  'trait-forbids': { words: 'a trait of the weapon allows no save', rule: 'necromunda/save-roll/no-save-traits' },
  'no-armour': { words: 'the target has no armour and no save bonus', rule: 'necromunda/save-roll/when' },
  'cancelled-by-ap': {
    words: "the weapon's AP is greater than the save the armour grants",
    rule: 'necromunda/save-roll/armour-penetration',
  },
};

/**
 * The save roll (necromunda/save-roll/when): one per wounding hit, before its Damage, against the
 * armour's save worsened by AP and improved by bonuses. Saved, the hit is resolved; unsaved, its
 * Damage is inflicted. A save die for a hit that allows none is refused with the rule that denies it.
 */
export const decideSaveRoll = (state: NecromundaState, die: number, reading?: ApReading): NecromundaDecision => {
  if (state === null) return refuse('the game has not started', 'necromunda/resolve-hits/sequence');
  const hit = state.hit;
  const denied = hit === null ? state.lastHit?.saveDenied : state.saveDenied;
  const which = hit === null ? state.lastHit?.hit : hit.declared.hit;
  if (denied !== undefined && denied !== null) {
    const why = DENIED[denied];
    return refuse(`hit ${which} allows no save roll: ${why.words}`, why.rule, 'save');
  }
  if (hit === null) return refuse(noHitWords(state, 'save roll'), 'necromunda/resolve-hits/sequence');
  switch (hit.step) {
    case 'wound-roll':
      return refuse(
        `hit ${hit.declared.hit} has not been wounded yet: its wound roll comes first`,
        'necromunda/resolve-hits/sequence',
      );
    case 'damage':
    case 'injury-dice':
    case 'location-dice':
    case 'damage-dice':
      return refuse(
        `hit ${hit.declared.hit} has had its save roll (${owedWords(hit)}): only one save per hit`,
        'necromunda/save-roll/when',
      );
    case 'save-roll':
      break;
  }
  if (!isD6Face(die)) return refuse(`a save roll is one D6: 1 to 6, not ${die}`, 'necromunda/save-roll/when', 'die');
  const save = saveOf(state, reading);
  if (save.kind === 'no-save') throw new Error('a save roll is owed for a hit that allows none');
  const d = hit.declared;
  const target = hitTarget(state);
  const success = die >= save.target;
  const rolled: NecromundaEvent = {
    type: 'SaveRolled',
    hit: d.hit,
    fighter: d.target,
    armour: target.save,
    ap: d.weapon.ap,
    bonus: d.saveBonus,
    needs: save.target,
    modified: save.modified,
    die,
    success,
    rules: save.rules,
  };
  const after = playEvents(state, [rolled]);
  return E.right(success ? [rolled, ...closeHit(after, 'saved')] : [rolled, ...damageEvents(after)]);
};
