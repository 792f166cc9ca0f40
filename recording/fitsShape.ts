import type { Field, Shape } from '../rules/events/codecs/index.ts';
import { numberIssue, stringIssue } from './checkScalar.ts';
import { keyRole, stringRole } from './stringRoles.ts';
import { isObj, kindOf, literalField, namesOf, unionPlan, type Obj, type UnionShape } from './unionPlan.ts';

/*
 * Whether checkShape.ts would find nothing wrong with a value: the same walk, test for test, that
 * answers yes or no and stops at the first problem, with no paths, messages or lists of issues made
 * on the way. A well-formed game (nearly every file) is read by this alone; checkShape runs only
 * to say what is wrong. A property test holds the two to the same answer on the examples and on
 * mangled copies of them.
 */

// Where a problem would be said: unused here, since only whether there is one counts.
const NOWHERE: readonly never[] = [];
const NO_LABEL = (): string => '';

const fitsObject = (v: Obj, fields: readonly Field[]): boolean => {
  const { known } = namesOf(fields);
  for (const key in v) if (Object.hasOwn(v, key) && !known.has(key)) return false;
  for (const f of fields) {
    if (!Object.prototype.hasOwnProperty.call(v, f.name)) {
      if (!f.optional) return false;
      continue;
    }
    if (!fits(v[f.name], f.shape, f.name)) return false;
  }
  return true;
};

/** Whether two members of an untagged union both have their own marks on the value (checkShape's twoForms). */
const twoForms = (v: unknown, own: readonly (readonly string[])[]): boolean => {
  if (!isObj(v)) return false;
  let marked = 0;
  for (const keys of own) if (keys.some((k) => Object.prototype.hasOwnProperty.call(v, k))) marked += 1;
  return marked >= 2;
};

const fitsUnion = (v: unknown, s: UnionShape, field: string | undefined): boolean => {
  const { fitting, tag, own } = unionPlan(s, v);
  const only = fitting[0];
  if (only === undefined) return false;
  if (fitting.length === 1) return fits(v, only, field);
  if (tag !== undefined && isObj(v)) {
    if (!Object.prototype.hasOwnProperty.call(v, tag)) return false;
    const member = fitting.find((m) => literalField(m, tag) === v[tag]);
    return member !== undefined && fits(v, member, field);
  }
  if (twoForms(v, own)) return false;
  return fitting.some((m) => fits(v, m, field));
};

const fits = (v: unknown, s: Shape, field: string | undefined): boolean => {
  if (typeof v === 'number' && numberIssue(v, NOWHERE, NO_LABEL) !== null) return false;
  switch (s.kind) {
    case 'unknown':
      return true;
    case 'string':
      return typeof v === 'string' && stringIssue(v, stringRole(field), NOWHERE, NO_LABEL) === null;
    case 'number':
    case 'boolean':
    case 'null':
      return kindOf(v) === s.kind;
    case 'literal':
      return v === s.value;
    case 'enum':
      return typeof v === 'string' && s.values.includes(v);
    case 'custom':
      return s.accepts(v);
    case 'array':
      if (!Array.isArray(v)) return false;
      for (const item of v as readonly unknown[]) if (!fits(item, s.of, field)) return false;
      return true;
    case 'tuple':
      if (!Array.isArray(v) || v.length !== s.of.length) return false;
      return s.of.every((item, i) => fits((v as readonly unknown[])[i], item, field));
    case 'record':
      if (!isObj(v)) return false;
      for (const key in v) {
        if (!Object.hasOwn(v, key)) continue;
        if (stringIssue(key, keyRole(field), NOWHERE, NO_LABEL) !== null || !fits(v[key], s.of, field)) return false;
      }
      return true;
    case 'object':
      return isObj(v) && fitsObject(v, s.fields);
    case 'union':
      return fitsUnion(v, s, field);
  }
};

/** Whether {@link checkShape} finds nothing wrong with `value` read as `shape` (the same answer, faster). */
export const fitsShape = (value: unknown, shape: Shape): boolean => fits(value, shape, undefined);
