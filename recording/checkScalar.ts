import type { FormatRuleId } from './formatRules.ts';
import { ID_RE, MAX_ID_CHARS, NAME_RE, TEXT_RE, USE_KEY_RE, codePoints } from './inputLimits.ts';
import { asciiLookAlike, firstBadIdChar } from './lookAlike.ts';
import type { PathSegment } from './sourceMap.ts';
import { MAX_CHARS, type StringRole } from './stringRoles.ts';

/** One thing wrong in a recorded game, at a field. */
export interface ShapeIssue {
  readonly path: readonly PathSegment[];
  readonly message: string;
  readonly rule: FormatRuleId;
  /** The key of the field is what is wrong (an unknown field, a map key that is no id): located at the key. */
  readonly atKey?: true;
}

const ROLE_WORDS: { readonly [R in StringRole]: string } = {
  id: 'an id',
  'use-key': 'a key of uses',
  name: 'a name',
  text: 'free text',
};

/** The first character a name or text may not hold, as a code (`U+001B`). */
const firstControl = (value: string, re: RegExp): string | null => {
  if (re.test(value)) return null;
  for (const ch of value)
    if (!re.test(ch)) return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return null;
};

/** An id: 1 to 64 ASCII letters, digits, hyphens or underscores; a look-alike of one gets its ASCII spelling. */
export const idProblem = (id: string): { readonly message: string; readonly rule: FormatRuleId } | null => {
  const length = codePoints(id);
  if (length > MAX_ID_CHARS)
    return { message: `is ${length} characters long: an id is at most ${MAX_ID_CHARS}`, rule: 'recorded-game/length' };
  if (ID_RE.test(id)) return null;
  if (id === '')
    return { message: 'is empty: an id is 1 to 64 ASCII letters, digits, - and _', rule: 'recorded-game/id' };
  const alike = asciiLookAlike(id);
  if (alike !== null) {
    return {
      message: `${JSON.stringify(id)} is not a valid id: its ${alike.culprit} only looks like an ASCII character; ids are ASCII letters, digits, - and _ (did you mean ${alike.ascii}?)`,
      rule: 'recorded-game/id',
    };
  }
  return {
    message: `${JSON.stringify(id)} is not a valid id: it contains ${firstBadIdChar(id) ?? '?'}; ids are ASCII letters, digits, - and _`,
    rule: 'recorded-game/id',
  };
};

/** How a field is named in a message: the words, or what makes them (only made when there is a problem). */
export type Label = string | (() => string);

/** A string's limit for its role, and an id's spelling. */
export const stringIssue = (
  value: string,
  role: StringRole,
  path: readonly PathSegment[],
  labelled: Label,
): ShapeIssue | null => {
  const label = (): string => (typeof labelled === 'string' ? labelled : labelled());
  if (role === 'id') {
    const p = idProblem(value);
    return p === null ? null : { path, message: `${label()} ${p.message}`, rule: p.rule };
  }
  if (role === 'use-key') {
    if (USE_KEY_RE.test(value)) return null;
    const base = value.replace(/#[0-9]+$/, '');
    const p = idProblem(base);
    return {
      path,
      message: `${label()} ${p === null ? `${JSON.stringify(value)} is not a valid key: a weapon id, and #2 for a second copy` : p.message}`,
      rule: p?.rule ?? 'recorded-game/id',
    };
  }
  const control = firstControl(value, role === 'text' ? TEXT_RE : NAME_RE);
  if (control !== null) {
    return {
      path,
      message: `${label()} holds the control character ${control}: ${role === 'text' ? 'free text may hold tabs and newlines, but' : 'a name holds'} no control characters or direction overrides (a terminal would obey them)`,
      rule: 'recorded-game/control-character',
    };
  }
  const length = codePoints(value);
  const max = MAX_CHARS[role];
  return length <= max
    ? null
    : {
        path,
        message: `${label()} is ${length} characters long: ${ROLE_WORDS[role]} is at most ${max.toLocaleString('en-US')}`,
        rule: 'recorded-game/length',
      };
};

/** A number any field of the format can hold: finite, and within the integers a double holds exactly. */
export const numberIssue = (value: number, path: readonly PathSegment[], labelled: Label): ShapeIssue | null => {
  if (Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER) return null;
  const label = (): string => (typeof labelled === 'string' ? labelled : labelled());
  if (Number.isNaN(value))
    return { path, message: `${label()} must be a number, not NaN (not a number)`, rule: 'recorded-game/number' };
  if (!Number.isFinite(value))
    return {
      path,
      message: `${label()} must be a finite number, not ${value > 0 ? '' : '-'}Infinity (.inf, or a number too large to hold, such as 1e400)`,
      rule: 'recorded-game/number',
    };
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    return {
      path,
      message: `${label()} is ${value}: numbers are at most ${Number.MAX_SAFE_INTEGER} either side of 0 (beyond that they are not exact)`,
      rule: 'recorded-game/number',
    };
  }
  return null;
};
