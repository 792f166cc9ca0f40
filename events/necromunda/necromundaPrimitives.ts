import * as t from 'io-ts';
import { NECROMUNDA_CITATIONS, type NecromundaCitationId } from '../../rules/necromunda/index.ts';

const intBetween = (name: string, min: number, max: number): t.Type<number, number, unknown> => {
  const is = (u: unknown): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max;
  return new t.Type<number, number, unknown>(
    name,
    is,
    (u, c) => (is(u) ? t.success(u) : t.failure(u, c)),
    (a) => a,
  );
};

/** A D6's face, 1..6. */
export const D6FaceC = intBetween('D6Face (1..6)', 1, 6);
/** A D6 roll's target, 2+..6+. */
export const D6TargetC = new t.Type<2 | 3 | 4 | 5 | 6, number, unknown>(
  'D6Target (2..6)',
  (u): u is 2 | 3 | 4 | 5 | 6 => typeof u === 'number' && Number.isInteger(u) && u >= 2 && u <= 6,
  (u, c) => (typeof u === 'number' && Number.isInteger(u) && u >= 2 && u <= 6 ? t.success(u as 2) : t.failure(u, c)),
  (a) => a,
);
/** A characteristic (Strength, Toughness, Wounds): 1..20. */
export const CharacteristicC = intBetween('Characteristic (1..20)', 1, 20);
/** A count or a number of Wounds: 0 or more. */
export const CountC = intBetween('Count (0 or more)', 0, Number.MAX_SAFE_INTEGER);
/** A hit's number in the game: 1, 2, 3… */
export const HitNumberC = intBetween('HitNumber (1 or more)', 1, Number.MAX_SAFE_INTEGER);
/** Armour Penetration as written: 0 for '–', -1, -2… */
export const ApC = intBetween('AP (0 or less)', -10, 0);

const citationKeys = Object.fromEntries(Object.keys(NECROMUNDA_CITATIONS).map((k) => [k, null])) as {
  [K in NecromundaCitationId]: null;
};
/** A rule of the Resolve Hits page. */
export const NecromundaCitationIdC = t.keyof(citationKeys, 'NecromundaCitationId');
/** The rules a ruling applied, in order. */
export const RulesC = t.readonlyArray(NecromundaCitationIdC);

/** A weapon's Damage: points, or '–' (written 'dash'). */
export const DamageC = t.union([intBetween('Damage (1 or more)', 1, 20), t.literal('dash')]);
/** An Injury dice's result, entered (the page gives no faces). */
export const InjuryResultC = t.keyof({ 'flesh-wound': null, 'serious-injury': null, 'out-of-action': null });
/** Where a fighter stands. */
export const FighterStatusC = t.keyof({ active: null, 'seriously-injured': null, 'out-of-action': null });
