import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesIndex } from '../../scripts/rulesIndex.ts';
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
