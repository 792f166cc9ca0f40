import * as t from 'io-ts';
import {
  AttributesC, DieFaceC, EditionC, ReadingsC, SkillDeclarationC, TableFactC, WeaponProfileC,
} from '../events/codecs/index.ts';

/**
 * The recorded-game format (docs/recorded-game.md): armies, then turns of Orders, each Order
 * with its declarations, table facts and dice. Written by hand at a table (YAML) or by tools
 * (JSON, which is YAML too).
 */
const WeaponRefC = t.union([t.string, WeaponProfileC], 'WeaponRef');

export const ScriptTrooperC = t.readonly(t.intersection([
  t.type({ id: t.string, name: t.string, type: t.keyof({ LI: null, MI: null, HI: null, TAG: null, REM: null, SK: null, WB: null }), attributes: AttributesC }),
  t.partial({
    training: t.keyof({ regular: null, irregular: null }),
    weapons: t.readonlyArray(WeaponRefC),
    skills: t.readonlyArray(t.keyof({ 'twin-weapons': null, motorcycle: null, impetuous: null, 'lieutenant-plus-one': null, courage: null, 'total-reaction': null, hacker: null })),
    /** States the trooper starts the game in (a game recorded from mid-way): prone, imm-a, imm-b, isolated. */
    states: t.readonlyArray(t.string),
  }),
]), 'Trooper');

export const ScriptArmyC = t.readonly(t.type({
  player: t.string, faction: t.string, lieutenant: t.union([t.string, t.null]),
  groups: t.readonlyArray(t.readonly(t.type({ id: t.string, troopers: t.readonlyArray(ScriptTrooperC) }), 'Group')),
}), 'Army');

const FacesC = t.readonlyArray(DieFaceC);

/**
 * A Guts Roll at the Conclusion of an Order: its WIP die (`roll`) or the owner's choice to fail
 * it (`fail: true`); after a failure, what the table allowed (`options`) and the fallback taken.
 */
export const GutsScriptC = t.readonly(t.partial({
  roll: DieFaceC,
  fail: t.literal(true),
  options: t.readonly(t.type({ leaveLof: t.boolean, reachCover: t.boolean }), 'GutsOptions'),
  move: t.keyof({ 'leave-lof': null, 'reach-cover': null, 'go-prone': null }),
}), 'Guts');

export const ScriptOrderC = t.readonly(t.intersection([
  t.type({ trooper: t.string, first: SkillDeclarationC }),
  t.partial({
    note: t.string,
    /** Which Order to spend: the trooper's own Irregular one is used first, then its group's Regular ones, unless named. */
    order: t.keyof({ regular: null, irregular: null, lieutenant: null }),
    /** The other troopers of a Coordinated Order led by `trooper` (one Command Token and one Regular Order). */
    coordinated: t.readonlyArray(t.string),
    table: t.readonlyArray(TableFactC),
    aros: t.record(t.string, SkillDeclarationC),
    second: SkillDeclarationC,
    table2: t.readonlyArray(TableFactC),
    aros2: t.record(t.string, SkillDeclarationC),
    dice: t.record(t.string, FacesC),
    saves: t.record(t.string, FacesC),
    guts: t.record(t.string, GutsScriptC),
  }),
]), 'Order');

export const ScriptTurnC = t.readonly(t.intersection([
  t.type({ player: t.string, orders: t.readonlyArray(ScriptOrderC) }),
  /** The new Lieutenant named at the end of a Turn that began in Loss of Lieutenant. */
  t.partial({ lieutenant: t.string }),
]), 'Turn');

export const RecordedGameC = t.readonly(t.intersection([
  t.type({
    format: t.literal('arbiter/recorded-game@1'),
    title: t.string,
    armies: t.readonlyArray(ScriptArmyC),
    turns: t.readonlyArray(ScriptTurnC),
  }),
  /** `readings`: rules corrected after printing that this game reads as first printed (rules/readings.ts). */
  t.partial({ edition: EditionC, description: t.string, readings: ReadingsC }),
]), 'RecordedGame');

export type RecordedGame = t.TypeOf<typeof RecordedGameC>;
export type ScriptOrder = t.TypeOf<typeof ScriptOrderC>;
export type ScriptTrooper = t.TypeOf<typeof ScriptTrooperC>;
