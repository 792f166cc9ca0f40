import * as t from 'io-ts';
import {
  CharacteristicC,
  CountC,
  DamageC,
  FighterStatusC,
  HitNumberC,
  InjuryResultC,
  RulesC,
} from './necromundaPrimitives.ts';

/** An unsaved wound's Damage on a fighter: the Wounds it took and the Injury dice it calls for. */
export const DamageInflictedC = t.readonly(
  t.type({
    type: t.literal('DamageInflicted'),
    hit: HitNumberC,
    fighter: t.string,
    damage: DamageC,
    woundsBefore: CountC,
    woundsLeft: CountC,
    injuryDice: CountC,
    rules: RulesC,
  }),
  'DamageInflicted',
);
export type DamageInflicted = t.TypeOf<typeof DamageInflictedC>;

/** An Injury dice's result as the players read it (entered: the page gives no faces). */
export const InjuryDiceRolledC = t.readonly(
  t.type({
    type: t.literal('InjuryDiceRolled'),
    hit: HitNumberC,
    fighter: t.string,
    /** Which of the hit's Injury dice (1, 2…) of how many. */
    dice: HitNumberC,
    of: HitNumberC,
    result: InjuryResultC,
  }),
  'InjuryDiceRolled',
);
export type InjuryDiceRolled = t.TypeOf<typeof InjuryDiceRolledC>;

/** An Injury dice's result applied: the fighter's Toughness, Flesh Wounds and status after it. */
export const FighterInjuredC = t.readonly(
  t.type({
    type: t.literal('FighterInjured'),
    hit: HitNumberC,
    fighter: t.string,
    result: InjuryResultC,
    fleshWounds: CountC,
    /** Toughness after the Flesh Wounds (0 at the most). */
    toughness: CountC,
    baseToughness: CharacteristicC,
    status: FighterStatusC,
    /** A Serious Injury in close combat: the fighter may suffer a Coup de Grace. */
    coupDeGraceOpen: t.boolean,
    rules: RulesC,
  }),
  'FighterInjured',
);
export type FighterInjured = t.TypeOf<typeof FighterInjuredC>;

/** A fighter leaves the battlefield: an Out of Action result, or the Flesh Wound that took its last Toughness. */
export const FighterOutOfActionC = t.readonly(
  t.type({
    type: t.literal('FighterOutOfAction'),
    hit: HitNumberC,
    fighter: t.string,
    cause: t.keyof({ 'out-of-action-result': null, 'toughness-zero': null }),
    rules: RulesC,
  }),
  'FighterOutOfAction',
);
export type FighterOutOfAction = t.TypeOf<typeof FighterOutOfActionC>;

/** How a hit ended. */
export const HitOutcomeC = t.keyof({
  'not-wounded': null,
  saved: null,
  'wounds-lost': null,
  injured: null,
  'out-of-action': null,
  /** A vehicle's Location and Damage dice applied, and it still runs. */
  'vehicle-damaged': null,
  /** A vehicle Wrecked by the hit. */
  wrecked: null,
  /** A Damage '–' weapon's wound on a vehicle: no Location or Damage dice (docs/rulings.md). */
  'no-effect': null,
});
export type HitOutcome = t.TypeOf<typeof HitOutcomeC>;

/** A hit resolved: its outcome, and the Injury dice left unrolled because the fighter was already gone. */
export const HitResolvedC = t.readonly(
  t.type({
    type: t.literal('HitResolved'),
    hit: HitNumberC,
    fighter: t.string,
    outcome: HitOutcomeC,
    injuryDiceUnrolled: CountC,
    rules: RulesC,
  }),
  'HitResolved',
);
export type HitResolved = t.TypeOf<typeof HitResolvedC>;
