import type { Field, Shape } from '../rules/events/codecs/index.ts';
import { numberIssue, stringIssue, type ShapeIssue } from './checkScalar.ts';
import { nearestNames } from '../kernel/log/editDistance.ts';
import { didYouMean } from './didYouMean.ts';
import { fieldLabel } from './fieldLabel.ts';
import type { PathSegment } from './sourceMap.ts';
import { keyRole, stringRole } from './stringRoles.ts';
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

type Obj = Readonly<Record<string, unknown>>;
/** A plain map (YAML's !!binary and the like read as other objects: they are no map of the format). */
const isObj = (v: unknown): v is Obj => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

type Kind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object' | 'any';

/** The kinds of JSON value a shape can take. */
const kindsOf = (s: Shape): readonly Kind[] => {
  switch (s.kind) {
    case 'string':
    case 'enum':
      return ['string'];
    case 'number':
      return ['number'];
    case 'boolean':
      return ['boolean'];
    case 'null':
      return ['null'];
    case 'literal':
      return [typeof s.value === 'string' ? 'string' : typeof s.value === 'number' ? 'number' : 'boolean'];
    case 'array':
    case 'tuple':
      return ['array'];
    case 'record':
    case 'object':
      return ['object'];
    case 'union':
      return s.of.flatMap(kindsOf);
    case 'custom':
    case 'unknown':
      return ['any'];
  }
};

const kindOf = (v: unknown): Kind | 'other' =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'string'
        ? 'string'
        : typeof v === 'number'
          ? 'number'
          : typeof v === 'boolean'
            ? 'boolean'
            : isObj(v)
              ? 'object'
              : 'other';

const fits = (v: unknown, s: Shape): boolean => {
  const k = kindsOf(s);
  const own = kindOf(v);
  return k.includes('any') || (own !== 'other' && k.includes(own));
};

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

/** The literal a union member's field holds, if that field is a literal. */
const literalField = (s: Shape, name: string): string | number | boolean | undefined => {
  if (s.kind !== 'object') return undefined;
  const f = s.fields.find((x) => x.name === name);
  return f?.shape.kind === 'literal' ? f.shape.value : undefined;
};

/** The field every object member of a union tags itself with (`skill`, `fact`), if there is one. */
const tagOf = (members: readonly Shape[]): string | undefined => {
  const first = members[0];
  if (first === undefined || first.kind !== 'object' || members.length < 2) return undefined;
  return first.fields.map((f) => f.name).find((name) => members.every((m) => literalField(m, name) !== undefined));
};

const depth = (issues: readonly ShapeIssue[]): number => Math.max(0, ...issues.map((i) => i.path.length));

/** A key the object does not define, with the field it was probably meant to be. */
const unknownKey = (key: string, names: readonly string[], noun: string, path: readonly PathSegment[]): ShapeIssue => ({
  path: [...path, key],
  message: `${key} is not a field of ${noun}${didYouMean(key, names)}; its fields are ${names.join(', ')}`,
  rule: 'recorded-game/unknown-key',
  atKey: true,
});

const walkObject = (
  v: Obj,
  fields: readonly Field[],
  noun: () => string,
  path: readonly PathSegment[],
): ShapeIssue[] => {
  const names = fields.map((f) => f.name);
  const unknown = Object.keys(v).filter((key) => !names.includes(key));
  const issues: ShapeIssue[] = unknown.map((key) => unknownKey(key, names, noun(), path));
  // A required field a misspelt key was meant to be is named by that key's issue, not again as missing.
  const meant = new Set(unknown.map((key) => nearestNames(key, names, 1)[0]));
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
    issues.push(...walk(v[f.name], f.shape, at, f.name));
  }
  return issues;
};

/** The required fields of a member that no other member has: what marks the value as that member. */
const ownFields = (member: Shape, others: readonly Shape[]): readonly string[] => {
  if (member.kind !== 'object') return [];
  const elsewhere = new Set(others.flatMap((o) => (o.kind === 'object' ? o.fields.map((f) => f.name) : [])));
  return member.fields.filter((f) => !f.optional && !elsewhere.has(f.name)).map((f) => f.name);
};

/** A value that carries the marks of two members of an untagged union at once (`first` and `ruledByPlayers`). */
const twoForms = (
  v: unknown,
  members: readonly Shape[],
  path: readonly PathSegment[],
  field: string | undefined,
): ShapeIssue | null => {
  if (!isObj(v)) return null;
  const marked = members.flatMap((m) => {
    const key = ownFields(
      m,
      members.filter((o) => o !== m),
    ).find((k) => Object.prototype.hasOwnProperty.call(v, k));
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
  s: Extract<Shape, { kind: 'union' }>,
  path: readonly PathSegment[],
  field: string | undefined,
): ShapeIssue[] => {
  const fitting = s.of.filter((m) => fits(v, m));
  const only = fitting[0];
  if (only === undefined) return [typeIssue(v, s, path, field)];
  if (fitting.length === 1) return walk(v, only, path, field);
  const tag = tagOf(fitting);
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
  const both = twoForms(v, fitting, path, field);
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
