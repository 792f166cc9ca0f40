import { describe, expect, it } from 'vitest';
import { idsNamedIn, titlesIn } from '../../scripts/testTitles.ts';

const source = [
  "describe('outer', () => {",
  "  it('first', () => {});",
  "  describe.each(['a', 'b'] as const)('inner %s', (letter) => {",
  '    const ID = `${letter}/x`;',
  "    test(`second ${letter} ${1} ${letter === 'a' ? ID : 'no'} tail`, () => {});",
  "    it.each([[2, 'x']])('third %i %s', () => {});",
  "    it.skip('skipped', () => {});",
  "    it.todo('to do');",
  '  });',
  '});',
  "it.only('top', () => {});",
  'const s = "it(\'in a string\', () => {})";',
].join('\n');

describe('scripts/testTitles.ts: the titles the rules index reads', () => {
  it('joins describe titles and the test title, expands .each rows and written constants, follows .only, and leaves out skip, todo and strings', () => {
    expect(titlesIn('x.test.ts', source).map((t) => t.title)).toEqual([
      'outer > first',
      'outer > inner a > second a ${} a/x tail',
      'outer > inner a > third %i x',
      'outer > inner b > second b ${} no tail',
      'outer > inner b > third %i x',
      'top',
    ]);
  });

  it('reads rule-id-shaped words, and nothing computed into a template', () => {
    expect(idsNamedIn('n5/face-to-face/ties and n4/rolls/maximum-modifier: both')).toEqual([
      'n5/face-to-face/ties',
      'n4/rolls/maximum-modifier',
    ]);
    expect(idsNamedIn('${}/rolls/critical, n5/rolls')).toEqual([]);
  });
});
