import * as t from 'io-ts';
import { NECROMUNDA_RULESET } from '../../../rules/necromunda/index.ts';
import { FighterTypeC } from '../necromundaFighter.ts';
import { CharacteristicC, CountC, D6TargetC, HitNumberC, RulesC } from '../necromundaPrimitives.ts';
import { NecromundaWeaponC } from '../necromundaWeapon.ts';

// Schema v1's codecs of the two events v2 changed, frozen as they were written (never edited).
// Every other v1 event reads unchanged with its v2 codec.

const FighterV1C = t.readonly(
  t.type({
    id: t.string,
    name: t.string,
    gang: t.string,
    type: FighterTypeC,
    toughness: CharacteristicC,
    wounds: CharacteristicC,
    save: t.union([D6TargetC, t.literal('none')]),
    saveUnmodifiable: t.boolean,
  }),
  'NecromundaFighter',
);

export const NecromundaGameStartedV1C = t.readonly(
  t.type({
    type: t.literal('NecromundaGameStarted'),
    ruleset: t.literal(NECROMUNDA_RULESET),
    title: t.string,
    fighters: t.readonlyArray(FighterV1C),
  }),
  'NecromundaGameStarted',
);

export const HitDeclaredV1C = t.readonly(
  t.type({
    type: t.literal('HitDeclared'),
    hit: HitNumberC,
    attacker: t.string,
    target: t.string,
    weapon: NecromundaWeaponC,
    closeCombat: t.boolean,
    saveBonus: CountC,
    noSaveTrait: t.union([t.string, t.null]),
    traitInjuryDice: CountC,
    rules: RulesC,
  }),
  'HitDeclared',
);

/** Schema v1's hit outcomes (v2 added the vehicles' ones). */
export const HitResolvedV1C = t.readonly(
  t.type({
    type: t.literal('HitResolved'),
    hit: HitNumberC,
    fighter: t.string,
    outcome: t.keyof({ 'not-wounded': null, saved: null, 'wounds-lost': null, injured: null, 'out-of-action': null }),
    injuryDiceUnrolled: CountC,
    rules: RulesC,
  }),
  'HitResolved',
);
