import * as E from 'fp-ts/lib/Either.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fighterTable } from '../../../cli/necromunda/fighterTable.ts';
import { necromundaSummary, owedLines } from '../../../cli/necromunda/necromundaSummary.ts';
import { vehicleTable } from '../../../cli/necromunda/vehicleTable.ts';
import { necromundaCatalogue, type NecromundaEvent } from '../../../events/necromunda/index.ts';
import { createLogFile } from '../../../kernel/index.ts';
import { foldNecromunda, type NecromundaGame } from '../../../projections/necromunda/index.ts';
import {
  NECROMUNDA_EXAMPLE,
  NECROMUNDA_SCRAP,
  NECROMUNDA_VARIETY,
  exampleBeforeFinale,
  necromundaGameEvents,
} from '../../support/necromundaGames.ts';
import { tempDir } from '../../support/tempDir.ts';
import { runArbiter as run } from '../runArbiter.ts';

const whole = necromundaGameEvents(NECROMUNDA_EXAMPLE);
/** The example up to its finale (scrap claimed is tested on its own fixture). */
const example = whole.slice(0, exampleBeforeFinale(whole));
const gameAt = (events: readonly NecromundaEvent[], upTo: number = events.length): NecromundaGame => {
  const g = foldNecromunda(events.slice(0, upTo));
  if (g === null) throw new Error('no game');
  return g;
};
/** The example folded up to (and with) its first event of `type`. */
const exampleAfter = (type: NecromundaEvent['type']): NecromundaGame =>
  gameAt(example, example.findIndex((e) => e.type === type) + 1);
const rowOf = (table: readonly string[], name: string): string => table.find((l) => l.startsWith(`${name} (`)) ?? '';

/** A game's events written as a sealed log in a new folder: the log's path. */
const logOf = async (events: readonly NecromundaEvent[], name: string, dir = tempDir('necro-tables')) => {
  const file = join(dir, name);
  expect(E.isRight(await createLogFile(file, necromundaCatalogue, events, { now: () => 0, seal: true }))).toBe(true);
  return file;
};

describe('the end-of-game tables of a Necromunda game: fighters, vehicles and what is owed', () => {
  it('necromunda/out-of-action/thrown-clear, necromunda/nerve/broken, necromunda/out-of-action/fighters: a fighter shows Broken, Pinned, the vehicle it is aboard and its Lasting Injuries', () => {
    const end = fighterTable(gameAt(example));
    expect(end[0]).toMatch(/^fighter +gang +type +T +W +wounds left +flesh wounds +status +lasting injuries$/);
    expect(rowOf(end, 'Dozer')).toMatch(/ 3 \(of 4\) +1 +0 +1 +Seriously Injured \(Prone\), Pinned +none$/);
    // Out of Action: off the battlefield, no longer Broken.
    expect(rowOf(end, 'Sable')).toMatch(/Out of Action +Grievous Injury$/);
    expect(rowOf(end, 'Krug')).toMatch(/Out of Action +Out Cold$/);
    const wrecked = fighterTable(exampleAfter('VehicleWrecked'));
    expect(rowOf(wrecked, 'Dozer')).toMatch(/standing, aboard Ore Rig \(crew\) +none$/);
    expect(rowOf(wrecked, 'Sable')).toMatch(/standing, Broken +none$/);
  });

  it('necromunda/out-of-action/wrecked, necromunda/damage/vehicles, necromunda/nerve/burn-out: a vehicle shows its Wounds left, Wrecked, Broken, Smoke, the locations hit and its Lasting rolls', () => {
    const table = vehicleTable(gameAt(example));
    expect(table[0]).toMatch(
      /^vehicle +gang +moves +T \(F\/S\/R\) +W +wounds left +status +locations hit +lasting damage +crew lasting injuries$/,
    );
    expect(rowOf(table, 'Ore Rig')).toMatch(
      /Goliath +mobile +6\/5\/4 +3 +0 +Wrecked \(a flimsy structure\) +Engine, Drive +Engine Damage +Grievous Injury$/,
    );
    expect(rowOf(table, 'Hauler')).toMatch(/stationary +6\/6\/5 +3 +3 +running, Broken, Smoke 2 +none +none +none$/);
    expect(rowOf(vehicleTable(gameAt(necromundaGameEvents(NECROMUNDA_VARIETY))), 'Buggy')).toMatch(
      /Wrecked \(a flimsy structure\) +Engine, Drive +Persistent Rattle, Engine Damage +Out Cold$/,
    );
    const none = { ...gameAt(example), vehicleOrder: [] };
    expect(vehicleTable(none)).toEqual([]);
  });

  it('necromunda/nerve/tests: what is still owed is listed in order, in words; a hit in progress says what it owes', () => {
    expect(owedLines(exampleAfter('VehicleWrecked'))).toEqual(['hit 8 in progress: damage dice owed']);
    expect(owedLines(exampleAfter('ConsequencesOwed'))).toEqual([
      'still owed, in order (the page calls for it before the next hit):',
      '  1. the Nerve check around Vex (Seriously Injured: distances of its friends)',
    ]);
    const wreck = example.findIndex((e) => e.type === 'VehicleWrecked');
    expect(owedLines(gameAt(example, wreck + 3))).toEqual([
      'still owed, in order (the page calls for them before the next hit):',
      '  1. the crew Lasting Injury roll of Ore Rig',
      '  2. Lasting Damage roll 1 of 1 of Ore Rig',
      '  3. Dozer Thrown Clear of Ore Rig',
      '  4. the Nerve check around Ore Rig (Out of Action: distances of its friends)',
    ]);
    expect(owedLines(gameAt(example))).toEqual([]);
  });

  it('necromunda/out-of-action/claiming-scrap: the summary ends with the scrap claimed, the battle over', () => {
    const summary = necromundaSummary(gameAt(necromundaGameEvents(NECROMUNDA_SCRAP)));
    expect(summary.at(-1)).toBe('scrap claimed: Goliath, 30 credits (the battle is over)');
    expect(summary).toContain('');
    expect(summary.some((l) => l.startsWith('Buggy (buggy)  Escher  stationary'))).toBe(true);
  });

  it('necromunda/out-of-action/wrecked: replay, record and audit print the vehicles and what is owed (text and --json)', async () => {
    const dir = tempDir('necro-tables');
    const log = await logOf(example, 'hits.jsonl', dir);
    const at = example.findIndex((e) => e.type === 'VehicleWrecked') + 3;
    const replayed = await run('replay', log, '--at', String(at));
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/^Ore Rig \(rig\) +Goliath +mobile/m);
    expect(replayed.out).toContain('  3. Dozer Thrown Clear of Ore Rig');
    const json = JSON.parse((await run('replay', log, '--at', String(at), '--json')).out) as {
      vehicles: Record<string, { wrecked: boolean }>;
      owed: { kind: string; words: string }[];
    };
    expect(json.vehicles['rig']?.wrecked).toBe(true);
    expect(json.owed.map((o) => o.words)).toContain('Dozer Thrown Clear of Ore Rig');

    const audited = await run('audit', log);
    expect(audited.code).toBe(0);
    expect(audited.out).toContain('at the end of the log (12 hits resolved):');
    expect(audited.out).toMatch(/^Hauler \(hauler\) .*running, Broken, Smoke 2/m);
    const auditJson = JSON.parse((await run('audit', log, '--json')).out) as {
      end: { vehicles: Record<string, { smokeBlasts: number }>; owed: unknown[] };
    };
    expect(auditJson.end.vehicles['hauler']?.smokeBlasts).toBe(2);
    expect(auditJson.end.owed).toEqual([]);

    const recorded = await run('record', NECROMUNDA_SCRAP, '-o', join(dir, 'scrap.jsonl'));
    expect(recorded.code).toBe(0);
    expect(recorded.out).toContain('scrap claimed: Goliath, 30 credits (the battle is over)');
  });

  it('necromunda/out-of-action/claiming-scrap: audit DIR names a gang that has only vehicles, counts one hit as one, and names the logged command the engine refuses', async () => {
    const dir = tempDir('necro-tables');
    await logOf(necromundaGameEvents(NECROMUNDA_SCRAP), 'scrap.jsonl', dir);
    const forged = example.map((e) =>
      e.type === 'LastingInjuryRolled' && e.fighter === 'sable' ? { ...e, result: 'Bogus' } : e,
    );
    await logOf(forged, 'forged.jsonl', dir);
    const r = await run('audit', dir);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/scrap\.jsonl +Goliath v Escher +1 hit +11 +0 +0 +OK/);
    expect(r.out).toContain(
      "re-adjudication: the engine refuses the logged lasting-injury (hit 12): 'Bogus' is not a result of the game's Lasting Injury table",
    );
  });
});
