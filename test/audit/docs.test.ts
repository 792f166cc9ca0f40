import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { eventsMarkdown } from '../../docs/tools/eventsDoc.ts';
import { recordedGameSchemaText } from '../../docs/tools/recordedGameSchema.ts';
import { EVENT_TYPES } from '../../events/index.ts';
import { RecordedGameC } from '../../recording/index.ts';
import { ROOT } from './recordedLog.ts';
import { isInfinityExample } from '../support/infinityExample.ts';

const REGENERATE = 'regenerate with: node bin/run-ts.mjs docs/tools/generateDocs.ts';
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

const gameFiles = (): string[] =>
  readdirSync(join(ROOT, 'examples'))
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .filter(isInfinityExample)
    .map((f) => `examples/${f}`);

describe('docs/events.md', () => {
  it(`is rendered from the event catalogue's codecs (${REGENERATE})`, () => {
    expect(read('docs/events.md'), REGENERATE).toBe(eventsMarkdown());
  });

  it('has a section for every event type', () => {
    const text = read('docs/events.md');
    for (const t of EVENT_TYPES) expect(text).toContain(`\n## ${t}\n`);
  });
});

describe('docs/recorded-game.schema.json', () => {
  const schema = JSON.parse(read('docs/recorded-game.schema.json')) as Record<string, unknown>;
  const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

  it(`is generated from the recorded-game codec (${REGENERATE})`, () => {
    expect(read('docs/recorded-game.schema.json'), REGENERATE).toBe(recordedGameSchemaText());
  });

  for (const file of gameFiles()) {
    it(`accepts ${file}, which the codec reads too`, () => {
      const game: unknown = parse(read(file));
      expect(validate(game), JSON.stringify(validate.errors, null, 2)).toBe(true);
      expect(E.isRight(RecordedGameC.decode(game))).toBe(true);
    });
  }

  it('refuses a misspelt field, a die that is not a d20 face, an unknown skill', () => {
    const game = parse(read('examples/f2f-1v1.game.yaml')) as { turns: { orders: Record<string, unknown>[] }[] };
    const order = game.turns[0]?.orders[0] ?? {};
    const variant = (change: Record<string, unknown>) => ({
      ...game,
      turns: [{ ...game.turns[0], orders: [{ ...order, ...change }] }],
    });
    expect(validate(variant({ arros: {} }))).toBe(false);
    expect(validate(variant({ dice: { fennec: [2, 4, 21] } }))).toBe(false);
    expect(validate(variant({ first: { skill: 'teleport' } }))).toBe(false);
    expect(validate(variant({}))).toBe(true);
  });
});
