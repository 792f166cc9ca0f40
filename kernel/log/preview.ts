/**
 * A short, safe rendering of a value for error messages: JSON-like, cut at `max` characters,
 * never deeper than a few levels (so a hostile value can't blow the stack), `nothing` for undefined.
 */
export const preview = (value: unknown, max = 48): string => {
  const out: string[] = [];
  let length = 0;
  const push = (s: string): boolean => {
    out.push(s);
    length += s.length;
    return length <= max;
  };
  const walk = (v: unknown, depth: number): boolean => {
    switch (typeof v) {
      case 'undefined':
        return push(depth === 0 ? 'nothing' : 'undefined');
      case 'string':
        return push(JSON.stringify(v.length > max ? v.slice(0, max + 1) : v));
      case 'number':
      case 'boolean':
      case 'bigint':
        return push(String(v));
      case 'symbol':
        return push('a symbol');
      case 'function':
        return push('a function');
      case 'object': {
        if (v === null) return push('null');
        if (depth >= 4) return push(Array.isArray(v) ? '[…]' : '{…}');
        if (Array.isArray(v)) {
          if (!push('[')) return false;
          for (let i = 0; i < v.length; i++) {
            if ((i > 0 && !push(',')) || !walk(v[i], depth + 1)) return false;
          }
          return push(']');
        }
        if (!push('{')) return false;
        let first = true;
        for (const [k, x] of Object.entries(v)) {
          if ((!first && !push(',')) || !push(`${JSON.stringify(k)}:`) || !walk(x, depth + 1)) return false;
          first = false;
        }
        return push('}');
      }
    }
  };
  const complete = walk(value, 0);
  const text = out.join('');
  return complete && text.length <= max ? text : `${text.slice(0, max - 1)}…`;
};
