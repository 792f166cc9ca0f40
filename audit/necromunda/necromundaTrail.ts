import { d6Odds, type InjuryFaces } from '../../rules/necromunda/index.ts';
import { hitOutOfActionOdds } from './hitOutOfActionOdds.ts';
import type { NecromundaEvent, NecromundaWeapon } from '../../events/necromunda/index.ts';
import { evolveNecromunda, type NecromundaState } from '../../projections/necromunda/index.ts';

/** A chance as people read it: `33.3%`. */
export const percent = (p: number): string => `${(100 * p).toFixed(1)}%`;

const INJURY_WORDS = {
  'flesh-wound': 'Flesh Wound',
  'serious-injury': 'Serious Injury',
  'out-of-action': 'Out of Action',
} as const;

const STATUS_WORDS = {
  active: 'standing',
  'seriously-injured': 'Seriously Injured (Prone)',
  'out-of-action': 'Out of Action',
} as const;

/** A hit's outcome in words. */
export const OUTCOME_WORDS = {
  'not-wounded': 'not wounded',
  saved: 'saved',
  'wounds-lost': 'Wounds lost',
  injured: 'injured',
  'out-of-action': 'Out of Action',
} as const;

const NO_SAVE_WORDS = {
  'trait-forbids': 'a trait of the weapon allows no save',
  'no-armour': 'no armour and no save bonus',
  'cancelled-by-ap': "the weapon's AP is greater than the save the armour grants",
} as const;

const rules = (ids: readonly string[]): string => (ids.length === 0 ? '' : ` [${ids.join(', ')}]`);
const damageText = (d: NecromundaWeapon['damage']): string => (d === 'dash' ? "'–'" : String(d));
const apText = (ap: number): string => (ap === 0 ? "'–'" : String(ap));
const armourText = (a: number | 'none'): string => (a === 'none' ? 'no armour' : `${a}+`);

/** One line per event: the ruling trail of a Necromunda game, with each roll's exact odds and its rules. */
export const necromundaTrailLine = (state: NecromundaState, e: NecromundaEvent): string | null => {
  const name = (id: string): string => state?.fighters[id]?.profile.name ?? id;
  switch (e.type) {
    case 'NecromundaGameStarted':
      return `${e.title} (${e.ruleset}): ${e.fighters.map((f) => `${f.name} of ${f.gang}`).join(', ')}`;
    case 'HitDeclared': {
      const w = e.weapon;
      const traits = w.traits.length === 0 ? '' : `; ${w.traits.join(', ')}`;
      const extras = [
        e.closeCombat ? 'close combat' : 'ranged',
        ...(e.saveBonus > 0 ? [`save bonus +${e.saveBonus}`] : []),
        ...(e.noSaveTrait === null ? [] : [`${e.noSaveTrait}: no save`]),
        ...(e.traitInjuryDice > 0 ? [`${e.traitInjuryDice} Injury dice from its trait`] : []),
      ];
      return `Hit ${e.hit}: ${name(e.attacker)} → ${name(e.target)}, ${w.name} (S${w.strength} AP ${apText(w.ap)} D ${damageText(w.damage)}${traits}), ${extras.join(', ')}${rules(e.rules)}`;
    }
    case 'WoundRolled':
      return `  wound roll: S${e.strength} against T${e.toughness} (${e.row.replace(/-/g, ' ')}) needs ${e.needs}+ (${percent(d6Odds(e.needs))}): rolled ${e.die}, ${e.success ? 'wounded' : 'no wound'}${rules(e.rules)}`;
    case 'SaveRolled': {
      const mods = [...(e.ap < 0 ? [`AP ${e.ap}`] : []), ...(e.bonus > 0 ? [`+${e.bonus} bonus`] : [])];
      return `  save roll: ${armourText(e.armour)}${mods.length === 0 ? '' : ` with ${mods.join(', ')}`} needs ${e.needs}+ (${percent(d6Odds(e.needs))}): rolled ${e.die}, ${e.success ? 'saved' : 'not saved'}${rules(e.rules)}`;
    }
    case 'SaveDenied':
      return `  no save: ${NO_SAVE_WORDS[e.reason]}${e.modified === null ? '' : ` (${armourText(e.armour)} with AP ${e.ap} would need ${e.modified}+)`}${rules(e.rules)}`;
    case 'DamageInflicted':
      return `  Damage ${damageText(e.damage)}: Wounds ${e.woundsBefore} → ${e.woundsLeft}, ${e.injuryDice} Injury ${e.injuryDice === 1 ? 'dice' : 'dice'} owed${rules(e.rules)}`;
    case 'InjuryDiceRolled':
      return `  Injury dice ${e.dice} of ${e.of}: ${INJURY_WORDS[e.result]} (entered)`;
    case 'FighterInjured':
      return `  ${name(e.fighter)}: T${e.toughness} (${e.fleshWounds} Flesh ${e.fleshWounds === 1 ? 'Wound' : 'Wounds'}), ${STATUS_WORDS[e.status]}${e.coupDeGraceOpen ? ', open to a Coup de Grace' : ''}${rules(e.rules)}`;
    case 'FighterOutOfAction':
      return `  ${name(e.fighter)} goes Out of Action (${e.cause === 'toughness-zero' ? 'Toughness 0' : 'an Out of Action result'})${rules(e.rules)}`;
    case 'HitResolved':
      return `  resolved: ${OUTCOME_WORDS[e.outcome]}${e.injuryDiceUnrolled > 0 ? ` (${e.injuryDiceUnrolled} Injury dice not rolled: the fighter had left the battlefield)` : ''}`;
  }
};

/**
 * The whole trail of a game's events, and the chance each wounding hit got through (wounded and not
 * saved); with the Injury dice's faces (entered: the page does not give them), also the chance each
 * hit put its target Out of Action, as it was declared.
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
    const line = necromundaTrailLine(state, e);
    if (line !== null) lines.push(line);
    if (e.type === 'HitDeclared' && faces !== null) {
      const out = hitOutOfActionOdds(state, e, faces);
      const target = state?.fighters[e.target]?.profile.name ?? e.target;
      if (out !== null)
        lines.push(
          `  chance this hit puts ${target} Out of Action: ${percent(out)} (the Injury dice's faces as entered)`,
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
