/** Where a text stops being JSON, and why: `offset` is 0-based, in UTF-16 units. */
export interface JsonErrorLocation {
  readonly offset: number;
  readonly reason: string;
}

const isWs = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

const show = (text: string, i: number): string => {
  const cp = text.codePointAt(i);
  if (cp === undefined) return 'the end of the line';
  return cp >= 0x20 && cp !== 0x7f
    ? `'${String.fromCodePoint(cp)}'`
    : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
};

/**
 * Finds the first syntax error in `text` (RFC 8259 JSON), or `undefined` if there is none.
 * Only called after `JSON.parse` failed, to tell people where and why. Iterative: any nesting depth.
 */
export const locateJsonError = (text: string): JsonErrorLocation | undefined => {
  const n = text.length;
  const stack: ('array' | 'object')[] = [];
  let i = 0;
  const fail = (reason: string): JsonErrorLocation => ({ offset: Math.min(i, n), reason });
  const ws = (): void => {
    while (i < n && isWs(text.charCodeAt(i))) i++;
  };
  const string = (): JsonErrorLocation | undefined => {
    i++; // opening quote
    for (;;) {
      if (i >= n) return fail('unterminated string');
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return undefined;
      }
      if (c < 0x20) return fail(`control character ${show(text, i)} in a string (write it escaped)`);
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === 'u') {
          for (let k = 2; k < 6; k++) {
            if (!isHex(text.charCodeAt(i + k))) {
              i += k;
              return fail('\\u must be followed by four hex digits');
            }
          }
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i++;
          return fail(`invalid escape \\${e ?? ''}`);
        }
      } else i++;
    }
  };
  const digits = (): boolean => {
    const start = i;
    while (i < n && isDigit(text.charCodeAt(i))) i++;
    return i > start;
  };
  const number = (): JsonErrorLocation | undefined => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else if (!digits()) return fail('invalid number: expected a digit');
    if (text[i] === '.') {
      i++;
      if (!digits()) return fail('invalid number: expected a digit after the decimal point');
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (!digits()) return fail('invalid number: expected a digit in the exponent');
    }
    return undefined;
  };
  // value → after; after → value | key | end
  let expect: 'value' | 'key' | 'after' = 'value';
  for (;;) {
    ws();
    if (expect === 'value') {
      if (i >= n) return fail('unexpected end of line, expected a value');
      const c = text[i];
      if (c === '{' || c === '[') {
        stack.push(c === '{' ? 'object' : 'array');
        i++;
        ws();
        if (text[i] === (c === '{' ? '}' : ']')) {
          stack.pop();
          i++;
          expect = 'after';
        } else expect = c === '{' ? 'key' : 'value';
        continue;
      }
      let err: JsonErrorLocation | undefined;
      if (c === '"') err = string();
      else if (c === '-' || isDigit(text.charCodeAt(i))) err = number();
      else {
        const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i));
        if (word === undefined) return fail(`unexpected ${show(text, i)}, expected a value`);
        i += word.length;
      }
      if (err !== undefined) return err;
      expect = 'after';
    } else if (expect === 'key') {
      if (text[i] !== '"') return fail(`expected a property name in double quotes, found ${show(text, i)}`);
      const err = string();
      if (err !== undefined) return err;
      ws();
      if (text[i] !== ':') return fail(`expected ':' after the property name, found ${show(text, i)}`);
      i++;
      expect = 'value';
    } else {
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? fail(`unexpected ${show(text, i)} after the end of the value`) : undefined;
      const close = top === 'object' ? '}' : ']';
      if (text[i] === ',') {
        i++;
        expect = top === 'object' ? 'key' : 'value';
      } else if (text[i] === close) {
        i++;
        stack.pop();
      } else
        return fail(
          `expected ',' or '${close}' after ${top === 'object' ? 'a property value' : 'an array element'}, found ${show(text, i)}`,
        );
    }
  }
};
