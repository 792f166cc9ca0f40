import { d6Odds } from '../../rules/necromunda/index.ts';
import type { HitDeclared, HitEvent } from '../../events/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';
import {
  INJURY_WORDS,
  NO_SAVE_WORDS,
  OUTCOME_WORDS,
  STATUS_WORDS,
  apText,
  armourText,
  damageText,
  inchesText,
  modelName,
  percent,
  rulesText,
} from './trailWords.ts';

/** The events of one hit on a fighter or a vehicle, from its declaration to its outcome. */
export type HitTrailEvent = Exclude<HitEvent, { type: 'VehicleDiceOwed' | 'LocationRolled' | 'VehicleDamaged' }>;

/** Where the hit comes from: `Lyra → Krug`, `Grax, a fall of 4.2" rounded up to 5"`, `Dozer, Thrown Clear of Ore Rig`. */
const sourceText = (state: NecromundaState, e: HitDeclared): string => {
  const target = modelName(state, e.target);
  switch (e.source.kind) {
    case 'attack':
      return `${e.attacker === null ? 'no attacker' : modelName(state, e.attacker)} → ${target}`;
    case 'fall':
      return `${target}, a fall of ${inchesText(e.source.inches)} rounded up to ${inchesText(e.source.roundedInches)}`;
    case 'thrown-clear':
      return `${target}, Thrown Clear of ${modelName(state, e.source.vehicle)}${e.source.vehicleWasMobile ? ' (it was Mobile: Strength, AP and Damage +1)' : ''}`;
  }
};

/** A vehicle target's facing: `(side facing: T5)`, `(facing in doubt: the toughest, front T6)`. */
const facingText = (state: NecromundaState, e: HitDeclared): string => {
  if (e.facing === null) return '';
  const t = state?.vehicles[e.target]?.profile.toughness[e.facing.facing];
  return e.facing.inDoubt
    ? ` (facing in doubt: the toughest, ${e.facing.facing}${t === undefined ? '' : ` T${t}`})`
    : ` (${e.facing.facing} facing${t === undefined ? '' : `: T${t}`})`;
};

const declaredLine = (state: NecromundaState, e: HitDeclared): string => {
  const w = e.weapon;
  const traits = w.traits.length === 0 ? '' : `; ${w.traits.join(', ')}`;
  const attack = e.source.kind === 'attack';
  const extras = [
    ...(attack ? [e.closeCombat ? 'close combat' : 'ranged'] : []),
    ...(e.reaction
      ? [
          e.hitModifier === 0
            ? 'a Reaction attack'
            : `a Reaction attack by a Broken fighter while Engaged: ${e.hitModifier} to hit`,
        ]
      : e.hitModifier !== 0
        ? [`${e.hitModifier} to hit`]
        : []),
    ...(e.saveBonus > 0 ? [`save bonus +${e.saveBonus}`] : []),
    ...(e.noSaveTrait === null ? [] : [`${e.noSaveTrait}: no save`]),
    ...(e.traitInjuryDice > 0 ? [`${e.traitInjuryDice} Injury dice from its trait`] : []),
    ...(e.vehicleChooses === null ? [] : [`the vehicle chooses among its dice (${e.vehicleChooses})`]),
    ...(e.applyAllDamage === null ? [] : [`every Damage dice applies (${e.applyAllDamage})`]),
  ];
  return `Hit ${e.hit}: ${sourceText(state, e)}${facingText(state, e)}, ${w.name} (S${w.strength} AP ${apText(w.ap)} D ${damageText(w.damage)}${traits})${extras.length === 0 ? '' : `, ${extras.join(', ')}`}${rulesText(e.rules)}`;
};

/** The line of one of a hit's events: its roll with the exact odds, or its ruling, with the rules. */
export const hitTrailLine = (state: NecromundaState, e: HitTrailEvent): string => {
  switch (e.type) {
    case 'HitDeclared':
      return declaredLine(state, e);
    case 'WoundRolled':
      return `  wound roll: S${e.strength} against T${e.toughness} (${e.row.replace(/-/g, ' ')}) needs ${e.needs}+ (${percent(d6Odds(e.needs))}): rolled ${e.die}, ${e.success ? 'wounded' : 'no wound'}${rulesText(e.rules)}`;
    case 'SaveRolled': {
      const mods = [...(e.ap < 0 ? [`AP ${e.ap}`] : []), ...(e.bonus > 0 ? [`+${e.bonus} bonus`] : [])];
      return `  save roll: ${armourText(e.armour)}${mods.length === 0 ? '' : ` with ${mods.join(', ')}`} needs ${e.needs}+ (${percent(d6Odds(e.needs))}): rolled ${e.die}, ${e.success ? 'saved' : 'not saved'}${rulesText(e.rules)}`;
    }
    case 'SaveDenied':
      return `  no save: ${NO_SAVE_WORDS[e.reason]}${e.modified === null ? '' : ` (${armourText(e.armour)} with AP ${e.ap} would need ${e.modified}+)`}${rulesText(e.rules)}`;
    case 'DamageInflicted':
      return `  Damage ${damageText(e.damage)}: Wounds ${e.woundsBefore} → ${e.woundsLeft}, ${e.injuryDice} Injury dice owed${rulesText(e.rules)}`;
    case 'InjuryDiceRolled':
      return `  Injury dice ${e.dice} of ${e.of}: ${INJURY_WORDS[e.result]} (entered)`;
    case 'FighterInjured':
      return `  ${modelName(state, e.fighter)}: T${e.toughness} (${e.fleshWounds} Flesh ${e.fleshWounds === 1 ? 'Wound' : 'Wounds'}), ${STATUS_WORDS[e.status]}${e.coupDeGraceOpen ? ', open to a Coup de Grace' : ''}${rulesText(e.rules)}`;
    case 'FighterOutOfAction':
      return `  ${modelName(state, e.fighter)} goes Out of Action (${e.cause === 'toughness-zero' ? 'Toughness 0' : 'an Out of Action result'})${rulesText(e.rules)}`;
    case 'HitResolved':
      return `  resolved: ${OUTCOME_WORDS[e.outcome]}${e.injuryDiceUnrolled > 0 ? ` (${e.injuryDiceUnrolled} Injury dice not rolled: the fighter had left the battlefield)` : ''}`;
  }
};
