import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesIndex } from '../../scripts/rulesIndex.ts';
import { ruleCoverage } from '../../scripts/ruleCoverage.ts';
import { allCitations } from '../../rules/citations/index.ts';

const root = join(import.meta.dirname, '..', '..');

describe('docs/rules-index.md', () => {
  it('is the index generated from the citation catalogue (regenerate: npx tsx scripts/rulesIndex.ts > docs/rules-index.md)', () => {
    expect(readFileSync(join(root, 'docs', 'rules-index.md'), 'utf8')).toBe(rulesIndex(root));
  });

  it('every citation names its edition in its id and links a public page', () => {
    for (const c of allCitations()) {
      expect(c.id.startsWith(`${c.edition}/`) || c.edition === 'all', c.id).toBe(true);
      expect(c.source, c.id).toMatch(/^https?:\/\//);
      expect(c.title.length, c.id).toBeGreaterThan(10);
    }
  });
});

describe('every rule id is proved by a test that names it in its title', () => {
  const coverage = ruleCoverage(root);

  it('no rule id is left without a test naming it, unless docs/untested-rules.md says why', () => {
    expect(
      coverage.untested,
      'rule ids no test title names (write a test, or list the id with its reason in docs/untested-rules.md)',
    ).toEqual([]);
  });

  it('docs/untested-rules.md lists only existing rule ids that no test names, each with its reason', () => {
    expect(
      coverage.listedButTested,
      'listed as untested, yet a test names them: remove them from docs/untested-rules.md',
    ).toEqual([]);
    expect(coverage.listedButUnknown, 'listed as untested, but no such rule id in rules/citations/').toEqual([]);
    expect(coverage.listedWithoutReason, 'listed as untested without a reason').toEqual([]);
  });

  it('test titles name only rule ids of the catalogue', () => {
    expect(coverage.namedButUnknown, 'rule-id-shaped words in test titles that are no citation id').toEqual([]);
  });
});
