import * as E from 'fp-ts/lib/Either.js';
import { AP_READINGS, isInjuryResult, type ApReading, type InjuryResult } from '../../rules/necromunda/index.ts';

/**
 * One thing changed on a fork of a Necromunda log: a die, the Injury dice's results, the weapon's
 * profile, a Nerve test's dice, or (for the whole game) the other reading of AP (docs/rulings.md, Necromunda).
 */
export type NecromundaWhatIf =
  | { readonly kind: 'ap-reading'; readonly reading: ApReading }
  | { readonly kind: 'die'; readonly hit: number; readonly roll: 'wound' | 'save'; readonly die: number }
  | { readonly kind: 'injuries'; readonly hit: number; readonly results: readonly InjuryResult[] }
  | { readonly kind: 'weapon'; readonly hit: number; readonly field: 'strength' | 'ap'; readonly value: number }
  | { readonly kind: 'damage'; readonly hit: number; readonly value: number | 'dash' }
  | { readonly kind: 'nerve'; readonly tester: string; readonly test: number; readonly roll: number };

export const NECROMUNDA_WHAT_IF_SYNTAX = `hit:N wound=D, hit:N save=D        another die (1-6) for hit N's wound or save roll
hit:N injuries=R,R…                 other Injury dice results (flesh-wound, serious-injury, out-of-action)
hit:N strength=S, ap=A, damage=D    another weapon profile for hit N (damage=- for Damage '–')
nerve:ID roll=N, nerve:ID#K roll=N  another dice total for ID's first (or K-th) Nerve test
ap-reading=bare-numbers             the whole game under the other reading of AP (docs/rulings.md)`;

/** Reads one `--what-if` change of a Necromunda log, or says why it is not one. */
export const parseNecromundaWhatIf = (text: string): E.Either<string, NecromundaWhatIf> => {
  const reading = /^ap-reading=(\S+)$/.exec(text.trim());
  if (reading !== null) {
    const r = AP_READINGS.find((x) => x === reading[1]);
    return r === undefined
      ? E.left(`ap-reading= takes ${AP_READINGS.join(' or ')} (docs/rulings.md), not ${reading[1] ?? ''}`)
      : E.right({ kind: 'ap-reading', reading: r });
  }
  const nerve = /^nerve:([^\s#]+)(?:#([1-9]\d*))?\s+roll=(\S+)$/.exec(text.trim());
  if (nerve !== null) {
    const roll = /^\d+$/.test(nerve[3] ?? '') ? Number(nerve[3]) : null;
    return roll === null
      ? E.left(`roll= takes the Nerve test's dice total, not ${nerve[3] ?? ''}`)
      : E.right({ kind: 'nerve', tester: nerve[1] ?? '', test: Number(nerve[2] ?? '1'), roll });
  }
  const m = /^hit:([1-9]\d*)\s+(wound|save|injuries|strength|ap|damage)=(\S+)$/.exec(text.trim());
  if (m === null)
    return E.left(`a Necromunda what-if is one of:\n${NECROMUNDA_WHAT_IF_SYNTAX}\nnot ${JSON.stringify(text)}`);
  const hit = Number(m[1]);
  const field = m[2] ?? '';
  const value = m[3] ?? '';
  const int = /^-?\d+$/.test(value) ? Number(value) : null;
  switch (field) {
    case 'wound':
    case 'save':
      return int === null
        ? E.left(`${field}= takes a die, not ${value}`)
        : E.right({ kind: 'die', hit, roll: field, die: int });
    case 'injuries': {
      const results = value.split(',');
      const bad = results.find((r) => !isInjuryResult(r));
      return bad === undefined
        ? E.right({ kind: 'injuries', hit, results: results.filter(isInjuryResult) })
        : E.left(`injuries= takes flesh-wound, serious-injury or out-of-action, not ${bad}`);
    }
    case 'strength':
    case 'ap':
      return int === null
        ? E.left(`${field}= takes a whole number, not ${value}`)
        : E.right({ kind: 'weapon', hit, field, value: int });
    default:
      return value === '-' || value === '–'
        ? E.right({ kind: 'damage', hit, value: 'dash' })
        : int === null
          ? E.left(`damage= takes a whole number or -, not ${value}`)
          : E.right({ kind: 'damage', hit, value: int });
  }
};
