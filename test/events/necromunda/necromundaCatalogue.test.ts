import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { createLogFile, foldLog, verifyLog } from '../../../kernel/index.ts';
import { NECROMUNDA_EVENT_CODECS, necromundaCatalogue, NecromundaEventC } from '../../../events/necromunda/index.ts';
import { necromundaRuleset } from '../../../projections/necromunda/index.ts';
import { tempDir } from '../../support/tempDir.ts';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { readNecromundaScript, recordNecromunda } from '../../../recording/necromunda/index.ts';
import type { NecromundaEvent } from '../../../events/necromunda/index.ts';
import { ONE_OF_EACH, SAVE_DENIED, SCRAP_CLAIMED } from './necromundaSamples.ts';

/** The events of the bundled example (vehicles, Nerve tests, Broken models, a fall, Thrown Clear). */
const exampleEvents = (): readonly NecromundaEvent[] => {
  const file = join(import.meta.dirname, '..', '..', '..', 'examples', 'necromunda-resolve-hits.game.yaml');
  const parsed = readNecromundaScript(file, readFileSync(file));
  if (E.isLeft(parsed)) throw new Error(parsed.left.message);
  const played = recordNecromunda(file, parsed.right.script, parsed.right.map);
  if (E.isLeft(played)) throw new Error(played.left.message);
  return played.right.events;
};

describe("Necromunda's event catalogue", () => {
  it('every event type decodes to itself (the codecs are plain: decode is the identity) and encodes to itself', () => {
    const types = new Set<string>();
    for (const e of [...ONE_OF_EACH, SAVE_DENIED, SCRAP_CLAIMED, ...exampleEvents()]) {
      types.add(e.type);
      const decoded = NecromundaEventC.decode(JSON.parse(JSON.stringify(e)));
      expect(decoded).toEqual(E.right(e));
      expect(NecromundaEventC.encode(e)).toEqual(e);
      expect(NECROMUNDA_EVENT_CODECS[e.type].is(e)).toBe(true);
    }
    expect([...types].sort()).toEqual(Object.keys(NECROMUNDA_EVENT_CODECS).sort());
  });

  it('a die off the D6, an unknown rule id, a wrong ruleset or a Damage of 0 do not decode', () => {
    const [start, , wound] = ONE_OF_EACH;
    expect(E.isLeft(NecromundaEventC.decode({ ...wound, die: 7 }))).toBe(true);
    expect(E.isLeft(NecromundaEventC.decode({ ...wound, rules: ['n5/guts-roll/requirements'] }))).toBe(true);
    expect(E.isLeft(NecromundaEventC.decode({ ...start, ruleset: 'infinity' }))).toBe(true);
    expect(
      E.isLeft(
        NecromundaEventC.decode({
          ...ONE_OF_EACH[1],
          weapon: { name: 'x', strength: 3, ap: 0, damage: 0, traits: [] },
        }),
      ),
    ).toBe(true);
  });

  it('a log of Necromunda events is written, sealed (counting hits), verified and folded by the kernel', async () => {
    const file = join(tempDir('necro-catalogue'), 'hits.jsonl');
    const created = await createLogFile(file, necromundaCatalogue, ONE_OF_EACH, { now: () => 0, seal: true });
    expect(E.isRight(created) && created.right.counts).toEqual({ hits: 1 });
    const verified = await verifyLog(file, necromundaCatalogue);
    expect(E.isRight(verified)).toBe(true);
    const folded = await foldLog(file, necromundaRuleset.catalogue, necromundaRuleset.projection);
    expect(E.isRight(folded) && folded.right.sealed).toBe(true);
    expect(E.isRight(folded) && folded.right.state?.fighters['krug']?.status).toBe('out-of-action');
  });
});
