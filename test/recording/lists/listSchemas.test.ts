import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { armyListSchemaText, unitLibrarySchemaText } from '../../../docs/tools/armyListSchema.ts';
import { BUILT_IN_LIBRARY_DIR } from '../../../recording/lists/index.ts';
import { ROOT } from '../badGames.ts';

const REGENERATE = 'regenerate with: node bin/run-ts.mjs docs/tools/generateDocs.ts';
const read = (...p: string[]): string => readFileSync(join(ROOT, ...p), 'utf8');

describe('docs/army-list.schema.json and docs/unit-library.schema.json', () => {
  it('are generated from the codecs that read the files', () => {
    expect(read('docs', 'army-list.schema.json'), REGENERATE).toBe(armyListSchemaText());
    expect(read('docs', 'unit-library.schema.json'), REGENERATE).toBe(unitLibrarySchemaText());
  });

  it('accept the example lists and the built-in library, and refuse an unknown key', () => {
    const lists = new Ajv({ allErrors: true, strict: true }).compile(JSON.parse(armyListSchemaText()) as object);
    for (const f of readdirSync(join(ROOT, 'examples', 'lists')))
      expect(lists(parse(read('examples', 'lists', f))), `${f}: ${JSON.stringify(lists.errors)}`).toBe(true);
    expect(lists({ ...(parse(read('examples', 'lists', 'yu-jing-senku.yaml')) as object), lieutenent: 'x' })).toBe(
      false,
    );
    const library = new Ajv({ allErrors: true, strict: true }).compile(JSON.parse(unitLibrarySchemaText()) as object);
    for (const f of readdirSync(BUILT_IN_LIBRARY_DIR))
      expect(library(parse(readFileSync(join(BUILT_IN_LIBRARY_DIR, f), 'utf8'))), f).toBe(true);
  });
});
