/** One field that differs between two JSON values: where, and each side as short JSON (undefined: absent). */
export interface FieldDifference {
  readonly path: string;
  readonly logged: string | undefined;
  readonly engine: string | undefined;
}

const short = (v: unknown): string | undefined => {
  if (v === undefined) return undefined;
  const s = JSON.stringify(v);
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
};

const isList = (v: unknown): v is readonly unknown[] => Array.isArray(v);
const isObject = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields where two JSON values differ, deepest first found, as paths from the root
 * (`winner`, `a.dice[2].fate.kind`). Arrays of different lengths differ at their length and
 * at every index one of them lacks. At most `limit` differences are listed.
 */
export const jsonDiff = (logged: unknown, engine: unknown, limit = 20): readonly FieldDifference[] => {
  const out: FieldDifference[] = [];
  const walk = (a: unknown, b: unknown, path: string): void => {
    if (out.length >= limit) return;
    if (isList(a) && isList(b)) {
      // Lists of plain values (citations, faces) or of different lengths read best whole.
      if (a.length === b.length && [...a, ...b].some((x) => typeof x === 'object' && x !== null)) {
        for (let i = 0; i < a.length; i++) walk(a[i], b[i], `${path}[${i}]`);
        return;
      }
    }
    if (isObject(a) && isObject(b)) {
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
      // Own fields only: a key such as `valueOf` absent on one side is absent, not Object.prototype's.
      for (const k of keys)
        walk(
          Object.hasOwn(a, k) ? a[k] : undefined,
          Object.hasOwn(b, k) ? b[k] : undefined,
          path === '' ? k : `${path}.${k}`,
        );
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b))
      out.push({ path: path === '' ? '(whole event)' : path, logged: short(a), engine: short(b) });
  };
  walk(logged, engine, '');
  return out;
};
