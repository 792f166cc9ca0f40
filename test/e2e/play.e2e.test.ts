import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, isDerived } from '../../audit/index.ts';
import { bundleCli } from '../support/cliProcess.ts';
import { PtySession } from '../support/ptySession.ts';
import { firstHalf, secondHalf } from './support/f2fAtTheTable.ts';
import { recordedEvents } from '../support/exampleSteps.ts';
import * as E from 'fp-ts/lib/Either.js';
import { exportGameYaml, parseRecordedGame, recordGame } from '../../recording/index.ts';
import { eventsInForce } from '../../events/index.ts';
import { tempDir } from '../support/tempDir.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** The command as users run it (its built-in unit library is read beside its source). */
const BIN = join(ROOT, 'bin', 'arbiter.mjs');
const LISTS = ['examples/lists/panoceania-fennec.yaml', 'examples/lists/yu-jing-senku.yaml'];
let cli: { path: string; cleanup(): Promise<void> };
let dir: string;

beforeAll(async () => {
  cli = await bundleCli();
  dir = tempDir('play');
});
afterAll(async () => {
  await cli.cleanup();
  await rm(dir, { recursive: true, force: true });
});

const rulingsOf = (events: readonly { readonly type: string }[]): readonly unknown[] =>
  events.filter((e) => isDerived(e as never) && e.type !== 'OrderStepEntered' && e.type !== 'OrderConcluded');

describe('arbiter play in a pseudo-terminal: the N5 Face to Face seed typed at the table', () => {
  it('typed end to end: only the legal choices, dice checked on the spot, the ruling shown, the log sealed and audited', async () => {
    const log = join(dir, 'f2f.jsonl');
    const t = PtySession.start([BIN, 'play', 'new', log, '--lists', ...LISTS], ROOT);
    await firstHalf(t);
    const ruling = await secondHalf(t);
    expect(ruling).toMatch(/fennec#1 +rolled +2 vs SV 12: success → cancelled by senku#1/);
    expect(await t.exited).toBe(0);
    const audit = await auditLog(log);
    if (E.isLeft(audit)) throw new Error(audit.left);
    expect(audit.right.sealed).toBe(true);
    expect(audit.right.readjudication.agrees).toBe(true);
    expect(audit.right.retractions).toHaveLength(1);
    const events = audit.right.trail;
    expect(events).toBeDefined();
    // The engine ruled the same as from the recorded seed: the same rulings, in the same order.
    const { readLogLeniently } = await import('../../audit/index.ts');
    const read = await readLogLeniently(log);
    if (E.isLeft(read)) throw new Error(read.left.message);
    const inForce = eventsInForce(read.right.records, (r) => r.event);
    if (E.isLeft(inForce)) throw new Error(inForce.left.message);
    const played = inForce.right.kept.map((r) => r.event);
    expect(rulingsOf(played)).toEqual(rulingsOf(recordedEvents('f2f-1v1.game.yaml')));
    // What was played, exported as a recorded game (measurements after the AROs: the steps form), records to the same log.
    const yaml = exportGameYaml(played);
    if (E.isLeft(yaml)) throw new Error(yaml.left);
    expect(yaml.right).toMatch(/steps:/);
    const parsed = parseRecordedGame('played.game.yaml', yaml.right);
    if (E.isLeft(parsed)) throw new Error(parsed.left.message);
    const again = recordGame('played.game.yaml', parsed.right.game, parsed.right.map);
    if (E.isLeft(again)) throw new Error(again.left.error.message);
    expect(again.right.events).toEqual(played);
  }, 90_000);

  it('kill -9 in the middle of the Order, then arbiter play GAME.jsonl resumes exactly there', async () => {
    const log = join(dir, 'crash.jsonl');
    const t = PtySession.start([cli.path, 'play', 'new', log, '--armies', 'examples/f2f-1v1.game.yaml'], ROOT);
    await firstHalf(t);
    await t.waitFor(/AROs against/); // the ARO was appended before the next question
    await t.kill9();
    const again = PtySession.start([cli.path, 'play', log], ROOT);
    await again.waitFor(/resumed .* events in force/);
    await again.waitFor(/step first-aros/);
    await secondHalf(again);
    expect(await again.exited).toBe(0);
    const read = await (await import('../../audit/index.ts')).readLogLeniently(log);
    if (E.isLeft(read)) throw new Error(read.left.message);
    expect(read.right.warnings).toEqual([]);
    const inForce = eventsInForce(read.right.records, (r) => r.event);
    if (E.isLeft(inForce)) throw new Error(inForce.left.message);
    expect(rulingsOf(inForce.right.kept.map((r) => r.event))).toEqual(rulingsOf(recordedEvents('f2f-1v1.game.yaml')));
  }, 90_000);
});
