import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allCitations } from '../rules/citations/index.ts';
import { idsNamedIn, testTitles } from './testTitles.ts';

/** The exceptions file: rule ids no test can prove honestly, each with its reason. */
export const UNTESTED_RULES_FILE = join('docs', 'untested-rules.md');

/** The rows of docs/untested-rules.md: `| \`id\` | reason |`. */
export const untestedRules = (root: string): ReadonlyMap<string, string> => {
  const path = join(root, UNTESTED_RULES_FILE);
  if (!existsSync(path)) return new Map();
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const m = /^\|\s*`([^`]+)`\s*\|(.*)\|\s*$/.exec(line);
      return m === null ? [] : [[m[1] ?? '', (m[2] ?? '').trim()] as const];
    });
  return new Map(rows);
};

/** For each rule id, the test files with a test whose title (describes and its own) names it. */
export const testsNamingRules = (root: string): ReadonlyMap<string, readonly string[]> => {
  const byId = new Map<string, string[]>();
  for (const t of testTitles(root)) {
    for (const id of new Set(idsNamedIn(t.title))) {
      const files = byId.get(id) ?? [];
      if (!files.includes(t.file)) files.push(t.file);
      byId.set(id, files);
    }
  }
  return byId;
};

/** What keeps the rule ids and their tests honest; every list empty when all is well. */
export interface RuleCoverage {
  /** Rule ids no test title names and the exceptions file does not list. */
  readonly untested: readonly string[];
  /** Ids the exceptions file lists although a test title names them. */
  readonly listedButTested: readonly string[];
  /** Ids the exceptions file lists that are no rule of the catalogue. */
  readonly listedButUnknown: readonly string[];
  /** Rule-id-shaped words in test titles that are no rule of the catalogue (typos). */
  readonly namedButUnknown: readonly string[];
  /** Exceptions listed without a reason. */
  readonly listedWithoutReason: readonly string[];
}

export const ruleCoverage = (root: string): RuleCoverage => {
  const ids = new Set<string>(allCitations().map((c) => c.id));
  const named = testsNamingRules(root);
  const listed = untestedRules(root);
  return {
    untested: [...ids].filter((id) => !named.has(id) && !listed.has(id)),
    listedButTested: [...listed.keys()].filter((id) => named.has(id)),
    listedButUnknown: [...listed.keys()].filter((id) => !ids.has(id)),
    namedButUnknown: [...named.keys()].filter((id) => !ids.has(id)),
    listedWithoutReason: [...listed].filter(([, reason]) => reason.length < 10).map(([id]) => id),
  };
};
