import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One test as its file declares it: the enclosing `describe` titles and its own, joined by ` > `. */
export interface TestTitle {
  readonly file: string;
  readonly title: string;
}

const TEST_CALLS: ReadonlySet<string> = new Set(['it', 'test']);
const SUITE_CALLS: ReadonlySet<string> = new Set(['describe']);
/** Modifiers that keep a test running; `skip` and `todo` prove nothing, so they are not counted. */
const RUNNING_MODIFIERS: ReadonlySet<string> = new Set(['each', 'only', 'concurrent', 'sequential', 'for']);

/** `it`, `it.each([...])`, `describe.only` …: the base name, or undefined when skipped or not a test call. */
const baseName = (callee: ts.Expression): string | undefined => {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isCallExpression(callee)) return baseName(callee.expression); // it.each(rows)(title, fn)
  if (ts.isPropertyAccessExpression(callee) && RUNNING_MODIFIERS.has(callee.name.text))
    return baseName(callee.expression);
  return undefined;
};

/** A row of `.each`: its written string values, in order (`undefined` where not a string literal). */
type Row = readonly (string | undefined)[];

const literal = (e: ts.Expression): string | undefined =>
  ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) ? e.text : undefined;

/** The rows of `x.each([...])`, when written out as an array literal; one empty row otherwise. */
const eachRows = (callee: ts.Expression): readonly Row[] => {
  const table = ts.isCallExpression(callee) ? callee.arguments[0] : undefined;
  const rows = table !== undefined && ts.isAsExpression(table) ? table.expression : table;
  if (rows === undefined || !ts.isArrayLiteralExpression(rows)) return [[]];
  return rows.elements.map((r) => (ts.isArrayLiteralExpression(r) ? r.elements.map(literal) : [literal(r)]));
};

/** The callback's parameter names, to bind a row's values to (`(edition) => …`). */
const parameters = (fn: ts.Expression | undefined): readonly string[] =>
  fn !== undefined && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))
    ? fn.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''))
    : [];

/**
 * A string written in the source, given the names bound so far: literals, templates, bound
 * names, and `name === 'x' ? … : …` on a bound name. Anything else is computed: undefined.
 */
const evaluate = (e: ts.Expression, bound: ReadonlyMap<string, string>): string | undefined => {
  const lit = literal(e);
  if (lit !== undefined) return lit;
  if (ts.isIdentifier(e)) return bound.get(e.text);
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) return evaluate(e.expression, bound);
  if (ts.isTemplateExpression(e))
    return [
      e.head.text,
      ...e.templateSpans.map((s) => `${evaluate(s.expression, bound) ?? '${}'}${s.literal.text}`),
    ].join('');
  if (ts.isConditionalExpression(e) && ts.isBinaryExpression(e.condition)) {
    const { left, right, operatorToken } = e.condition;
    const [l, r] = [evaluate(left, bound), evaluate(right, bound)];
    const op = operatorToken.kind;
    if (
      l === undefined ||
      r === undefined ||
      (op !== ts.SyntaxKind.EqualsEqualsEqualsToken && op !== ts.SyntaxKind.ExclamationEqualsEqualsToken)
    )
      return undefined;
    return evaluate((l === r) === (op === ts.SyntaxKind.EqualsEqualsEqualsToken) ? e.whenTrue : e.whenFalse, bound);
  }
  return undefined;
};

/** `const NAME = <string>` statements at the top of a file or a suite body, added to what is bound. */
const withConstants = (
  statements: readonly ts.Statement[],
  bound: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> => {
  const out = new Map(bound);
  for (const st of statements) {
    if (!ts.isVariableStatement(st) || (st.declarationList.flags & ts.NodeFlags.Const) === 0) continue;
    for (const d of st.declarationList.declarations) {
      const v = ts.isIdentifier(d.name) && d.initializer !== undefined ? evaluate(d.initializer, out) : undefined;
      if (v !== undefined && ts.isIdentifier(d.name)) out.set(d.name.text, v);
    }
  }
  return out;
};

const bodyOf = (fn: ts.Expression | undefined): readonly ts.Statement[] =>
  fn !== undefined && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isBlock(fn.body)
    ? fn.body.statements
    : [];

/**
 * The written text of a title for one row: a string literal as is; each `%s`, `%j`, … takes the
 * row's next value, and a `%s` shows it when it is a string; a template's `${…}` is evaluated as above with the row bound to the callback's
 * parameters; anything computed is left as `${}` (only what is written out names a rule id).
 */
const titleText = (
  arg: ts.Expression | undefined,
  row: Row,
  bound: ReadonlyMap<string, string>,
): string | undefined => {
  if (arg === undefined) return undefined;
  const values = [...row];
  // Like vitest: each placeholder but %% takes the row's next value; only strings are written in.
  const printf = (text: string): string =>
    text.replace(/%[sdifjoO%]/g, (m) =>
      m === '%%' ? m : ((m === '%s' ? values.shift() : (values.shift(), undefined)) ?? m),
    );
  if (literal(arg) === undefined && !ts.isTemplateExpression(arg)) return '(untitled)';
  return printf(evaluate(arg, bound) ?? '${}');
};

/** Every `it`/`test` in one source text, with the titles of the `describe`s around it; `.each` expanded per row. */
export const titlesIn = (file: string, text: string): readonly TestTitle[] => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: TestTitle[] = [];
  const visit = (node: ts.Node, suites: readonly string[], bound: ReadonlyMap<string, string>): void => {
    const name = ts.isCallExpression(node) && node.arguments[0] !== undefined ? baseName(node.expression) : undefined;
    if (ts.isCallExpression(node) && name !== undefined && (TEST_CALLS.has(name) || SUITE_CALLS.has(name))) {
      const names = parameters(node.arguments[1]);
      for (const row of eachRows(node.expression)) {
        const rowBound = new Map(bound);
        names.forEach((n, i) => {
          const v = row[i];
          if (n !== '' && v !== undefined) rowBound.set(n, v);
        });
        const title = titleText(node.arguments[0], row, rowBound) ?? '(untitled)';
        if (TEST_CALLS.has(name)) found.push({ file, title: [...suites, title].join(' > ') });
        else node.arguments.slice(1).forEach((a) => visit(a, [...suites, title], withConstants(bodyOf(a), rowBound)));
      }
      return;
    }
    ts.forEachChild(node, (child) => visit(child, suites, bound));
  };
  visit(source, [], withConstants(source.statements, new Map()));
  return found;
};

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.test.ts') ? [p] : [];
  });

/** Every test title under `root/test`, file paths relative to `root`. */
export const testTitles = (root: string): readonly TestTitle[] =>
  walk(join(root, 'test'))
    .sort()
    .flatMap((f) => titlesIn(relative(root, f), readFileSync(f, 'utf8')));

/** Rule-id-shaped words in a title (`n5/face-to-face/ties`), known or not. */
export const idsNamedIn = (title: string): readonly string[] => title.match(/\bn[345]\/[a-z0-9-]+\/[a-z0-9-]+/g) ?? [];
