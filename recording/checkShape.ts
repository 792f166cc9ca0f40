import type { Field, Shape } from '../rules/events/codecs/index.ts';
import { numberIssue, stringIssue, type ShapeIssue } from './checkScalar.ts';
import { nearestNames } from '../kernel/log/editDistance.ts';
import { didYouMean } from './didYouMean.ts';
import { fieldLabel } from './fieldLabel.ts';
import type { PathSegment } from './sourceMap.ts';
import { keyRole, stringRole } from './stringRoles.ts';
import { isObj, kindOf, literalField, namesOf, unionPlan, type Obj, type UnionShape } from './unionPlan.ts';
import { expected, found } from './typeWords.ts';

/*
 * The strict reading of a recorded game: its data walked against the shape of the io-ts codec
 * that decodes it (rules/events/codecs/codecShape.ts, the walk the JSON Schema is generated from).
 * Every field must be one the format defines (a misspelt one is named, with the field it was
 * probably meant to be), hold the kind of value it defines (said in the players' words), and keep
 * to the limits of its role (stringRoles.ts) and of numbers. A union is read as the member its
 * tag selects (`skill`, `fact`), or by the kind of value (a weapon id or a profile); with no tag,
 * as the member it fits best.
 */

const typeIssue = (v: unknown, s: Shape, path: readonly PathSegment[], field: string | undefined): ShapeIssue => ({
  path,
  message: `${fieldLabel(path)} must be ${expected(s, field)}, not ${found(v)}`,
  rule: 'recorded-game/type',
});

const choiceIssue = (v: unknown, values: readonly string[], path: readonly PathSegment[]): ShapeIssue => ({
  path,
  message: `${fieldLabel(path)} must be one of ${values.join(', ')}${typeof v === 'string' ? didYouMean(v, values) : ''}, not ${found(v)}`,
  rule: typeof v === 'string' ? 'recorded-game/choice' : 'recorded-game/type',
});

const depth = (issues: readonly ShapeIssue[]): number => Math.max(0, ...issues.map((i) => i.path.length));

/** A key the object does not define, with the field it was probably meant to be. */
const unknownKey = (key: string, names: readonly string[], noun: string, path: readonly PathSegment[]): ShapeIssue => ({
  path: [...path, key],
  message: `${key} is not a field of ${noun}${didYouMean(key, names)}; its fields are ${names.join(', ')}`,
  rule: 'recorded-game/unknown-key',
  atKey: true,
});

const NONE: ReadonlySet<string | undefined> = new Set();

const walkObject = (
  v: Obj,
  fields: readonly Field[],
  noun: () => string,
  path: readonly PathSegment[],
): ShapeIssue[] => {
  const { names, known } = namesOf(fields);
  const unknown: string[] = [];
  for (const key in v) if (Object.hasOwn(v, key) && !known.has(key)) unknown.push(key);
  const issues: ShapeIssue[] = unknown.map((key) => unknownKey(key, names, noun(), path));
  // A required field a misspelt key was meant to be is named by that key's issue, not again as missing.
  const meant = unknown.length === 0 ? NONE : new Set(unknown.map((key) => nearestNames(key, names, 1)[0]));
  for (const f of fields) {
    const at = [...path, f.name];
    if (!Object.prototype.hasOwnProperty.call(v, f.name)) {
      if (!f.optional && !meant.has(f.name))
        issues.push({
          path: at,
          message: `${fieldLabel(at)} is missing: it must be ${expected(f.shape, f.name)}`,
          rule: 'recorded-game/missing-field',
        });
      continue;
    }
    for (const issue of walk(v[f.name], f.shape, at, f.name)) issues.push(issue);
  }
  return issues;
};

/** A value that carries the marks of two members of an untagged union at once (`first` and `ruledByPlayers`). */
const twoForms = (
  v: unknown,
  members: readonly Shape[],
  own: readonly (readonly string[])[],
  path: readonly PathSegment[],
  field: string | undefined,
): ShapeIssue | null => {
  if (!isObj(v)) return null;
  const marked = members.flatMap((m, i) => {
    const key = own[i]?.find((k) => Object.prototype.hasOwnProperty.call(v, k));
    return key === undefined ? [] : [{ m, key }];
  });
  const [a, b] = marked;
  if (a === undefined || b === undefined) return null;
  const forms = `${expected(a.m, field)} (with ${a.key}) or ${expected(b.m, field)} (with ${b.key})`;
  return {
    path: [...path, b.key],
    message: `${fieldLabel(path)} is either ${forms}, not both: remove one`,
    rule: 'recorded-game/one-form',
    atKey: true,
  };
};

const walkUnion = (
  v: unknown,
  s: UnionShape,
  path: readonly PathSegment[],
  field: string | undefined,
): ShapeIssue[] => {
  const { fitting, tag, own } = unionPlan(s, v);
  const only = fitting[0];
  if (only === undefined) return [typeIssue(v, s, path, field)];
  if (fitting.length === 1) return walk(v, only, path, field);
  if (tag !== undefined && isObj(v)) {
    const values = fitting.map((m) => String(literalField(m, tag)));
    const at = [...path, tag];
    if (!Object.prototype.hasOwnProperty.call(v, tag)) {
      const misspelt = Object.keys(v).find((key) => nearestNames(key, [tag], 1).length > 0);
      const fieldNames = [
        ...new Set([tag, ...fitting.flatMap((m) => (m.kind === 'object' ? m.fields.map((f) => f.name) : []))]),
      ];
      if (misspelt !== undefined) return [unknownKey(misspelt, fieldNames, expected(s, field), path)];
      return [
        {
          path: at,
          message: `${fieldLabel(at)} is missing: it must be one of ${values.join(', ')}`,
          rule: 'recorded-game/missing-field',
        },
      ];
    }
    const member = fitting.find((m) => literalField(m, tag) === v[tag]);
    // The member is named by its tag: "a lof fact", "a bs-attack declaration".
    return member === undefined
      ? [choiceIssue(v[tag], values, at)]
      : walk(v, member, path, field, () => `a ${String(v[tag])} ${expected(s, field).replace(/^an? /, '')}`);
  }
  // No tag, but members told apart by a field only one of them has (an Order's first, or ruledByPlayers): never two at once.
  const both = twoForms(v, fitting, own, path, field);
  if (both !== null) return [both];
  // Otherwise the member it fits best (fewest problems, then the deepest one).
  let best: ShapeIssue[] | null = null;
  for (const m of fitting) {
    const issues = walk(v, m, path, field);
    if (issues.length === 0) return [];
    if (best === null || issues.length < best.length || (issues.length === best.length && depth(issues) > depth(best)))
      best = issues;
  }
  return best ?? [];
};

const walk = (
  v: unknown,
  s: Shape,
  path: readonly PathSegment[],
  field: string | undefined,
  noun?: () => string,
): ShapeIssue[] => {
  if (typeof v === 'number') {
    const bad = numberIssue(v, path, () => fieldLabel(path));
    if (bad !== null) return [bad];
  }
  switch (s.kind) {
    case 'unknown':
      return [];
    case 'string': {
      if (typeof v !== 'string') return [typeIssue(v, s, path, field)];
      const bad = stringIssue(v, stringRole(field), path, () => fieldLabel(path));
      return bad === null ? [] : [bad];
    }
    case 'number':
    case 'boolean':
    case 'null':
      return kindOf(v) === s.kind ? [] : [typeIssue(v, s, path, field)];
    case 'literal':
      return v === s.value ? [] : [choiceIssue(v, [String(s.value)], path)];
    case 'enum':
      return typeof v === 'string' && s.values.includes(v) ? [] : [choiceIssue(v, s.values, path)];
    case 'custom':
      return s.accepts(v) ? [] : [typeIssue(v, s, path, field)];
    case 'array':
      return Array.isArray(v)
        ? v.flatMap((item, i) => walk(item, s.of, [...path, i], field))
        : [typeIssue(v, s, path, field)];
    case 'tuple':
      if (!Array.isArray(v) || v.length !== s.of.length) return [typeIssue(v, s, path, field)];
      return s.of.flatMap((item, i) => walk(v[i], item, [...path, i], field));
    case 'record':
      if (!isObj(v)) return [typeIssue(v, s, path, field)];
      return Object.entries(v).flatMap(([key, value]) => {
        const bad = stringIssue(key, keyRole(field), [...path, key], () => `${fieldLabel([...path, key])}: the key`);
        return [
          ...(bad === null ? [] : [{ ...bad, atKey: true as const }]),
          ...walk(value, s.of, [...path, key], field),
        ];
      });
    case 'object':
      return isObj(v)
        ? walkObject(v, s.fields, noun ?? (() => expected(s, field)), path)
        : [typeIssue(v, s, path, field)];
    case 'union':
      return walkUnion(v, s, path, field);
  }
};

/** Everything wrong with `value` read as `shape`, each at its field (none: the value is of that shape). */
export const checkShape = (value: unknown, shape: Shape): readonly ShapeIssue[] => walk(value, shape, [], undefined);
