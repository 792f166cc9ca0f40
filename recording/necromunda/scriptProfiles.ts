import * as E from 'fp-ts/lib/Either.js';
import type { NecromundaCitationId } from '../../rules/necromunda/index.ts';
import type { NecromundaFighter, NecromundaWeapon } from '../../events/necromunda/index.ts';
import type { FormatRuleId } from '../formatRules.ts';
import type { PathSegment } from '../sourceMap.ts';
import type { NecromundaScript, NecromundaScriptHit } from './necromundaScriptCodec.ts';

/** A value of the script the page's rules cannot take: where, why, which rule. */
export interface ProfileIssue {
  readonly path: readonly PathSegment[];
  readonly message: string;
  readonly rule: NecromundaCitationId | FormatRuleId;
}

const whole = (n: number, min: number, max: number): boolean => Number.isInteger(n) && n >= min && n <= max;

const fighterOf = (f: NecromundaScript['fighters'][number], i: number): E.Either<ProfileIssue, NecromundaFighter> => {
  const at = (field: string, message: string, rule: NecromundaCitationId): E.Either<ProfileIssue, never> =>
    E.left({ path: ['fighters', i, field], message, rule });
  if (!whole(f.toughness, 1, 20))
    return at(
      'toughness',
      `Toughness is a whole number from 1 to 20, not ${f.toughness}`,
      'necromunda/wound-roll/table',
    );
  if (!whole(f.wounds, 1, 20))
    return at('wounds', `Wounds is a whole number from 1 to 20, not ${f.wounds}`, 'necromunda/inflict-damage/fighters');
  const save = f.save;
  if (save !== 'none' && !whole(save, 2, 6))
    return at('save', `a save is written 2 to 6 (for 2+ to 6+) or none, not ${save}`, 'necromunda/save-roll/when');
  for (const [field, value] of [
    ['move', f.move],
    ['initiative', f.initiative],
    ['cool', f.cool],
  ] as const) {
    if (value !== undefined && !whole(value, 1, 20))
      return at(field, `${field} is a whole number from 1 to 20, not ${value}`, CHARACTERISTIC_RULE[field]);
  }
  return E.right({
    id: f.id,
    name: f.name,
    gang: f.gang,
    type: f.type,
    toughness: f.toughness,
    wounds: f.wounds,
    save: save === 'none' ? 'none' : (save as 2 | 3 | 4 | 5 | 6),
    saveUnmodifiable: f.saveUnmodifiable ?? false,
    move: f.move ?? null,
    initiative: f.initiative ?? null,
    cool: f.cool ?? null,
    nerveImmune: f.nerveImmune ?? false,
    aboard: f.aboard ?? null,
  });
};

const CHARACTERISTIC_RULE: Readonly<Record<'move' | 'initiative' | 'cool', NecromundaCitationId>> = {
  move: 'necromunda/nerve/running-for-cover',
  initiative: 'necromunda/out-of-action/thrown-clear',
  cool: 'necromunda/nerve/tests',
};

/** The fighters of the script, checked against what the page's rules can read; ids given once. */
export const scriptFighters = (script: NecromundaScript): E.Either<ProfileIssue, readonly NecromundaFighter[]> => {
  const fighters: NecromundaFighter[] = [];
  const seen = new Set<string>();
  for (const [i, f] of script.fighters.entries()) {
    if (seen.has(f.id))
      return E.left({
        path: ['fighters', i, 'id'],
        message: `fighter id ${f.id} is given twice`,
        rule: 'recorded-game/duplicate-id',
      });
    seen.add(f.id);
    const checked = fighterOf(f, i);
    if (E.isLeft(checked)) return checked;
    fighters.push(checked.right);
  }
  if (fighters.length === 0)
    return E.left({
      path: ['fighters'],
      message: 'a game has at least one fighter',
      rule: 'recorded-game/missing-field',
    });
  return E.right(fighters);
};

/** A hit's weapon, checked against what the page's rules can read. */
export const scriptWeapon = (
  h: NecromundaScriptHit,
  at: readonly PathSegment[],
): E.Either<ProfileIssue, NecromundaWeapon> => {
  const w = h.weapon;
  const issue = (field: string, message: string, rule: NecromundaCitationId): E.Either<ProfileIssue, never> =>
    E.left({ path: [...at, 'weapon', field], message, rule });
  if (!whole(w.strength, 1, 20))
    return issue(
      'strength',
      `Strength is a whole number from 1 to 20, not ${w.strength}`,
      'necromunda/wound-roll/table',
    );
  if (!whole(w.ap, -10, 0))
    return issue(
      'ap',
      `AP is written 0 (for '–') or negative (-1, -2…), not ${w.ap}`,
      'necromunda/save-roll/armour-penetration',
    );
  const dash = w.damage === '-' || w.damage === '–';
  if (!dash && !whole(w.damage as number, 1, 20))
    return issue(
      'damage',
      `Damage is a whole number from 1 to 20, or '-', not ${String(w.damage)}`,
      'necromunda/inflict-damage/fighters',
    );
  return E.right({
    name: w.name,
    strength: w.strength,
    ap: w.ap,
    damage: dash ? 'dash' : (w.damage as number),
    traits: w.traits ?? [],
  });
};
