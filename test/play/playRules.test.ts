import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAY_RULES } from '../../play/index.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

const anchor = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ +/g, '-');

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );

describe("arbiter play's own rules (play/playRules.ts)", () => {
  const doc = readFileSync(join(ROOT, 'docs', 'play.md'), 'utf8');
  const sections = new Set([...doc.matchAll(/^#+ (.+)$/gm)].map((m) => anchor(m[1] ?? '')));
  const titles = testFiles(join(ROOT, 'test'))
    .filter((f) => !f.endsWith('playRules.test.ts'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');

  for (const [id, rule] of Object.entries(PLAY_RULES)) {
    it(`${id}: explained in docs/play.md (#${rule.section}) and proved by a test titled with it`, () => {
      expect(sections.has(rule.section)).toBe(true);
      expect(titles).toMatch(new RegExp(`it\\(\\s*['"\`]${id}:`));
    });
  }
});
