import { NECROMUNDA_STEPS } from '../../../machines/necromunda/index.ts';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { createLogFile } from '../../../kernel/index.ts';
import { necromundaCatalogue, type NecromundaEvent } from '../../../events/necromunda/index.ts';
import { tempDir } from '../../support/tempDir.ts';
import { runArbiter as run } from '../runArbiter.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
/** The first example, kept as a fixture: ten hits on fighters, the aftermath ruled by the players (hits-only). */
const EXAMPLE = join(ROOT, 'test', 'fixtures', 'necromunda', 'hits-only.game.yaml');
const example = readFileSync(EXAMPLE, 'utf8');
/** The bundled example: vehicles, a wreck, Thrown Clear, falls, Nerve tests and Broken models. */
const BUNDLED = join(ROOT, 'examples', 'necromunda-resolve-hits.game.yaml');

/** The example recorded into a new folder: the log's path. */
const recorded = async (): Promise<string> => {
  const log = join(tempDir('necro-cli'), 'hits.jsonl');
  const r = await run('record', EXAMPLE, '-o', log, '--quiet');
  expect(r.code).toBe(0);
  return log;
};

/** A script that is the example with one change, in a new folder. */
const script = (text: string): { readonly game: string; readonly log: string } => {
  const dir = tempDir('necro-script');
  const game = join(dir, 'game.yaml');
  writeFileSync(game, text);
  return { game, log: join(dir, 'game.jsonl') };
};

describe('arbiter on a Necromunda game (ruleset: necromunda-2018)', () => {
  it('record → verify → replay → audit: a sealed, hash-chained log whose fold and re-adjudication agree', async () => {
    const log = join(tempDir('necro-cli'), 'hits.jsonl');
    const rec = await run('record', EXAMPLE, '-o', log);
    expect(rec.code).toBe(0);
    expect(rec.out).toMatch(/wrote 67 records \(10 hits\) to .*hits\.jsonl; sealed; fingerprint [0-9a-f]{12}/);
    expect(rec.out).toContain(
      'wound roll: S3 against T4 (lower) needs 5+ (33.3%): rolled 3, no wound [necromunda/wound-roll/table]',
    );
    const first = JSON.parse(readFileSync(log, 'utf8').split('\n')[0] ?? '{}') as { event: NecromundaEvent };
    expect(first.event).toMatchObject({ type: 'NecromundaGameStarted', ruleset: 'necromunda-2018' });

    const verified = await run('verify', log, '--sealed', '--json');
    expect(verified.code).toBe(0);
    expect(JSON.parse(verified.out)).toMatchObject({
      ok: true,
      ruleset: 'necromunda-2018',
      sealed: true,
      counts: { hits: 10 },
    });

    const replayed = await run('replay', log, '--json');
    expect(replayed.code).toBe(0);
    const state = JSON.parse(replayed.out) as { fighters: Record<string, { status: string; toughness: number }> };
    expect(state.fighters['krug']?.status).toBe('out-of-action');
    expect(state.fighters['grax']).toMatchObject({ status: 'out-of-action', toughness: 0 });
    expect(state.fighters['vex']).toMatchObject({ status: 'seriously-injured', toughness: 1 });
    expect(state.fighters['brakka']?.status).toBe('seriously-injured');
    const atTwenty = await run('replay', log, '--at', '20');
    expect(atTwenty.out).toContain('hit 4 in progress: injury dice owed');

    const audited = await run('audit', log);
    expect(audited.code).toBe(0);
    expect(audited.out).toContain('save roll: 4+ with AP -1 needs 5+ (33.3%): rolled 5, saved');
    expect(audited.out).toContain('chance this hit got through (wounded, not saved): 33.3%');
    expect(audited.out).toContain('re-adjudication: the engine rules all 10 hits exactly as logged (67 events)');
  });

  it('the built command (bin/arbiter.mjs) records and verifies the example the same way', async () => {
    const log = await recorded();
    const bin = join(ROOT, 'bin', 'arbiter.mjs');
    const again = join(tempDir('necro-bin'), 'hits.jsonl');
    execFileSync(process.execPath, [bin, 'record', EXAMPLE, '-o', again, '--quiet'], { stdio: 'pipe' });
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(log, 'utf8'));
    const out = execFileSync(process.execPath, [bin, 'verify', again], { encoding: 'utf8' });
    expect(out).toMatch(/^sealed: 67 records, 10 Hits;/);
  });

  it('necromunda/save-roll/no-save-traits: a save die in the script for a hit that allows none stops the recording at its line, exit 1, nothing written', async () => {
    const { game, log } = script(
      example.replace(
        '    noSave: Ignores Saves\n    wound: 6\n',
        '    noSave: Ignores Saves\n    wound: 6\n    save: 6\n',
      ),
    );
    const r = await run('record', game, '-o', log);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /game\.yaml:\d+:\d+: hits\[6\]\.save: hit 7 allows no save roll: a trait of the weapon allows no save \[necromunda\/save-roll\/no-save-traits: /,
    );
    expect(r.err).toContain(`nothing was written to ${log}`);
    expect(existsSync(log)).toBe(false);
  });

  it('necromunda/inflict-damage/fighters: a script that gives too few Injury dice says which are owed, exit 1, nothing written', async () => {
    const { game, log } = script(example.replace('injuries: [serious-injury, flesh-wound]', 'injuries: [flesh-wound]'));
    const r = await run('record', game, '-o', log, '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({
      ok: false,
      path: 'hits[5]',
      rule: 'necromunda/inflict-damage/fighters',
      message:
        'hit 6 is not resolved: the script gives no more dice for it, and more Injury dice (injuries: their results) is owed',
    });
    expect(existsSync(log)).toBe(false);
  });

  it('necromunda/injuries/out-of-action: a hit on a fighter already Out of Action is refused at its target', async () => {
    const { game, log } = script(
      `${example}  - { attacker: lyra, target: krug, weapon: { name: Lasgun, strength: 3, ap: 0, damage: 1 }, wound: 6 }\n`,
    );
    const r = await run('record', game, '-o', log);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/hits\[10\]\.target: Krug is Out of Action: .* \[necromunda\/injuries\/out-of-action: /);
  });

  it('a malformed script is refused by the strict reader: a misspelt field, a profile the rules cannot read, an unknown ruleset', async () => {
    const misspelt = script(example.replace('    saveBonus: 1\n', '    saveBonnus: 1\n'));
    const r1 = await run('record', misspelt.game, '-o', misspelt.log);
    expect(r1.code).toBe(1);
    expect(r1.err).toMatch(/hits\[4\]\.saveBonnus: .*\[recorded-game\/unknown-key: /);
    const weak = script(example.replace('toughness: 4, wounds: 1, save: 5', 'toughness: 0, wounds: 1, save: 5'));
    const r2 = await run('record', weak.game, '-o', weak.log);
    expect(r2.err).toMatch(
      /fighters\[0\]\.toughness: Toughness is a whole number from 1 to 20, not 0 \[necromunda\/wound-roll\/table: /,
    );
    const other = script(example.replace('ruleset: necromunda-2018', 'ruleset: necromunda-2023'));
    const r3 = await run('record', other.game, '-o', other.log);
    expect(r3.code).toBe(1);
    expect(r3.err).toMatch(
      /game\.yaml:6:10: ruleset: ruleset must be necromunda-2018, or left out for an Infinity game, not "necromunda-2023" \[recorded-game\/choice: /,
    );
    expect([misspelt.log, weak.log, other.log].some(existsSync)).toBe(false);
  });

  it('the log is written through the event store: never over an existing file without --force, which replaces it whole', async () => {
    const log = await recorded();
    writeFileSync(log, 'mine\n');
    const refused = await run('record', EXAMPLE, '-o', log);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/already exists.*--force.*\[log\/no-overwrite: /);
    expect(readFileSync(log, 'utf8')).toBe('mine\n');
    expect((await run('record', EXAMPLE, '-o', log, '--force', '--quiet')).code).toBe(0);
    expect(readFileSync(log, 'utf8').split('\n')).toHaveLength(69);
    const onItself = await run('record', EXAMPLE, '-o', EXAMPLE, '--force');
    expect(onItself.code).toBe(1);
  });

  it('--open leaves the log unsealed (verify says open); --append, --partial, --runtime and --game are refused as usage (exit 2)', async () => {
    const log = join(tempDir('necro-open'), 'open.jsonl');
    expect((await run('record', EXAMPLE, '-o', log, '--open', '--quiet')).code).toBe(0);
    expect((await run('verify', log)).out).toMatch(/^open \(not sealed\): 67 records, 10 Hits/);
    const append = await run('record', EXAMPLE, '-o', log, '--append');
    expect(append.code).toBe(2);
    expect(append.err).toContain('--append is not available for Necromunda games yet');
    expect((await run('record', EXAMPLE, '-o', `${log}.2`, '--runtime', 'xstate')).code).toBe(2);
    // A shared store holds Infinity games: said before any connection is tried.
    const stored = await run('record', EXAMPLE, '--game', 'r1-t1', '--store', 'postgres://u:p@127.0.0.1:1/league');
    expect(stored.code).toBe(2);
    expect(stored.err).toContain('--game is not available for Necromunda games yet');
  });

  it('a changed record is found by verify (exit 1, the line); audit and replay refuse it too', async () => {
    const log = await recorded();
    const lines = readFileSync(log, 'utf8').split('\n');
    lines[2] = (lines[2] ?? '').replace('"die":3', '"die":5');
    writeFileSync(log, lines.join('\n'));
    const v = await run('verify', log);
    expect(v.code).toBe(1);
    expect(v.err).toMatch(/line 3/);
    expect((await run('replay', log)).code).toBe(1);
    expect((await run('audit', log)).code).toBe(1);
  });

  it('audit re-adjudicates: a log whose ruling differs from the engine (a wound target forged, the chain rebuilt) is named with every difference, exit 1', async () => {
    const log = await recorded();
    const events = readFileSync(log, 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => (JSON.parse(l) as { event: { readonly type: string } }).event)
      .filter((e): e is NecromundaEvent => e.type !== 'LogSealed');
    const forged = events.map((e, i) => (i === 2 && e.type === 'WoundRolled' ? { ...e, needs: 3 as const } : e));
    const file = join(tempDir('necro-forged'), 'forged.jsonl');
    expect(E.isRight(await createLogFile(file, necromundaCatalogue, forged, { now: () => 0, seal: true }))).toBe(true);
    expect((await run('verify', file)).code).toBe(0);
    const a = await run('audit', file);
    expect(a.code).toBe(1);
    expect(a.err).toContain('re-adjudication: 1 difference');
    expect(a.out).toContain('re-adjudication: 65 of 66 logged events re-derived the same, over 10 of 10 hits:');
    expect(a.out).toContain('  hit 1, WoundRolled: the log and the engine disagree');
    expect(a.out).toContain('      needs: the log says 3, the engine has 5');
    const json = JSON.parse((await run('audit', file, '--json')).out) as {
      readjudication: { agrees: boolean; differences: { hit: number; type: string; kind: string }[] };
    };
    expect(json.readjudication.agrees).toBe(false);
    expect(json.readjudication.differences).toMatchObject([{ hit: 1, type: 'WoundRolled', kind: 'differs' }]);
  });

  it('a log whose events do not make a game (hand-written, each event well formed) is refused in words, not a crash', async () => {
    const log = await recorded();
    const events = readFileSync(log, 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => (JSON.parse(l) as { event: { readonly type: string } }).event)
      .filter((e): e is NecromundaEvent => e.type !== 'LogSealed');
    const file = join(tempDir('necro-bad'), 'bad.jsonl');
    const bad = [events[0], events[2]].filter((e): e is NecromundaEvent => e !== undefined);
    expect(E.isRight(await createLogFile(file, necromundaCatalogue, bad, { now: () => 0, seal: false }))).toBe(true);
    const r = await run('replay', file);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /event 2 does not follow from the events before it \(evolve: WoundRolled of hit 1 with no hit in progress\)/,
    );
    expect((await run('audit', file)).code).toBe(1);
  });

  it('audit --what-if forks a Necromunda log: another die changes the hits after it; a die the fork lacks stops it (exit 1, what to give); a bad change is usage (exit 2)', async () => {
    const log = await recorded();
    const before = readFileSync(log, 'utf8');
    const saved = await run('audit', log, '--what-if', 'hit:3 save=6');
    expect(saved.code).toBe(0);
    expect(saved.out).toContain('what if hit:3 save=6 (a fork: the log is not changed)');
    expect(saved.out).toContain('    hit 3: injured → saved');
    expect(saved.out).toContain('    Grax: Out of Action, T0, 0 W left → standing, T4, 2 W left');
    const json = await run('audit', log, '--what-if', 'hit:8 ap=-1', '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({
      ok: false,
      readjudication: { agrees: true },
      whatIf: { stopped: { hit: 8 } },
    });
    expect((await run('audit', log, '--what-if', 'order:1 aro senku=dodge')).code).toBe(2);
    expect(readFileSync(log, 'utf8')).toBe(before);
  });

  it("necromunda/resolve-hits/sequence: audit --injury-faces FW,SI,OOA shows each hit's chance of putting its target Out of Action; bad faces or an Infinity log are usage (exit 2)", async () => {
    const log = await recorded();
    const r = await run('audit', log, '--injury-faces', '2,2,2');
    expect(r.code).toBe(0);
    // Hit 1, Krug (T4 W1 5+) against a lasgun S3: wounded on 5+ (1/3), not saved on 5+ (2/3), then
    // one Injury dice whose 2 Out of Action faces of 6 put him out (a Flesh Wound leaves T3): 2/27.
    expect(r.out).toContain("  chance this hit puts Krug Out of Action: 7.4% (the Injury dice's faces as entered)");
    // Hit 4, Vex (T3 W1, no armour) against a stub gun S3: wounded on 4+, no save, 2 faces of 6: 1/6.
    expect(r.out).toContain("  chance this hit puts Vex Out of Action: 16.7% (the Injury dice's faces as entered)");
    expect((await run('audit', log)).out).not.toContain('Out of Action: 7.4%');
    for (const bad of ['2,2', '3,3,3', 'a,b,c']) {
      const b = await run('audit', log, '--injury-faces', bad);
      expect(b.code, bad).toBe(2);
      expect(b.err).toContain('--injury-faces takes how many');
    }
    const infinity = join(tempDir('necro-cli'), 'f2f.jsonl');
    expect((await run('record', join(ROOT, 'examples', 'f2f-1v1.game.yaml'), '-o', infinity, '--quiet')).code).toBe(0);
    const i = await run('audit', infinity, '--injury-faces', '2,2,2');
    expect(i.code).toBe(2);
    expect(i.err).toContain('--injury-faces goes with a Necromunda log');
  });

  it('audit DIR: a Necromunda log among Infinity games is audited with its own ruleset: its gangs, its hits, its rulings re-adjudicated; a forged one differs (exit 1)', async () => {
    const dir = tempDir('necro-folder');
    expect((await run('record', EXAMPLE, '-o', join(dir, 'hits.jsonl'), '--quiet')).code).toBe(0);
    expect(
      (await run('record', join(ROOT, 'examples', 'f2f-1v1.game.yaml'), '-o', join(dir, 'f2f.jsonl'), '--quiet')).code,
    ).toBe(0);
    const r = await run('audit', dir);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/f2f\.jsonl .* OK/);
    expect(r.out).toMatch(/hits\.jsonl +Goliath v Escher +10 hits +66 +0 +0 +OK/);
    const json = JSON.parse((await run('audit', dir, '--json')).out) as { games: Record<string, unknown>[] };
    expect(json.games.find((g) => g['game'] === 'hits.jsonl')).toMatchObject({
      ruleset: 'necromunda-2018',
      orders: 10,
      rulings: 66,
      differences: 0,
      problem: null,
    });
    // The same log with a wound target forged and the chain rebuilt: verified, but its ruling differs.
    const events = readFileSync(join(dir, 'hits.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => (JSON.parse(l) as { event: { readonly type: string } }).event)
      .filter((e): e is NecromundaEvent => e.type !== 'LogSealed');
    const forged = events.map((e, i) => (i === 2 && e.type === 'WoundRolled' ? { ...e, needs: 3 as const } : e));
    expect(
      E.isRight(
        await createLogFile(join(dir, 'forged.jsonl'), necromundaCatalogue, forged, { now: () => 0, seal: true }),
      ),
    ).toBe(true);
    const f = await run('audit', dir);
    expect(f.code).toBe(1);
    expect(f.err).toContain('forged.jsonl: re-adjudication: 1 ruling differs (arbiter audit forged.jsonl lists them)');
  });

  it('arbiter machines --ruleset necromunda-2018 prints the hit statechart (--json: its definition as data)', async () => {
    const text = await run('machines', '--ruleset', 'necromunda-2018');
    expect(text.code).toBe(0);
    expect(text.out).toContain('machine necromunda-hit');
    expect(text.out).toContain('    (always) [stepIs] → save-roll');
    expect(text.out).toContain('    nerve-test [decided] → routing / recordDecision');
    const json = await run('machines', '--ruleset', 'necromunda-2018', '--json');
    const defs = JSON.parse(json.out) as Record<string, { states: Record<string, unknown> }>;
    expect(Object.keys(defs['necromunda-hit']?.states ?? {})).toEqual([...NECROMUNDA_STEPS, 'routing']);
    expect((await run('machines', '--ruleset', 'necromunda')).code).toBe(2);
  });

  it('the bundled example (every section of the page: a vehicle wrecked, its crew Thrown Clear, Nerve chains, Broken models) records, verifies, replays and audits in agreement', async () => {
    const log = join(tempDir('necro-cli'), 'skirmish.jsonl');
    const rec = await run('record', BUNDLED, '-o', log);
    expect(rec.code).toBe(0);
    expect(rec.out).toMatch(/wrote 157 records \(16 hits\) to .*skirmish\.jsonl; sealed/);
    const verified = await run('verify', log, '--sealed', '--json');
    expect(JSON.parse(verified.out)).toMatchObject({ ok: true, sealed: true, counts: { hits: 16 } });
    const replayed = await run('replay', log, '--json');
    const state = JSON.parse(replayed.out) as {
      vehicles: Record<string, { wrecked: boolean; broken: boolean }>;
      fighters: Record<string, { status: string; pinned: boolean }>;
    };
    expect(state.vehicles['rig']).toMatchObject({ wrecked: true });
    expect(state.vehicles['hauler']).toMatchObject({ wrecked: true, broken: false });
    expect(state.fighters['dozer']).toMatchObject({ status: 'out-of-action', pinned: false });
    expect(state.fighters['sable']?.status).toBe('out-of-action');
    expect(state.fighters['vex']?.status).toBe('seriously-injured');
    // necromunda/out-of-action/claiming-scrap: Escher alone remains, two Goliath wrecks, D3s 2 and 3.
    expect(JSON.parse(replayed.out)).toMatchObject({ scrapClaimed: { gang: 'Escher', credits: 50 } });
    const audit = await run('audit', log);
    expect(audit.code).toBe(0);
    expect(audit.out).toContain('re-adjudication: the engine rules all 16 hits exactly as logged (157 events)');
    expect(audit.out).toContain(
      'the engine rules every step the page calls for after a hit, Lasting rolls included (a campaign game)',
    );
    // A hits-only game: the engine vouches only for the hits; the rest is shown as the players' ruling.
    const hitsOnly = await run('audit', await recorded());
    expect(hitsOnly.out).toContain(
      'the log records its hits only: Nerve tests, Lasting rolls, Thrown Clear and Broken models were ruled by the players, not by the engine',
    );
    const fork = await run('audit', log, '--what-if', 'nerve:dozer#2 roll=9');
    expect(fork.code).toBe(0);
    expect(fork.out).toContain('what if nerve:dozer#2 roll=9');
  });

  it('audit --hit N gives one hit and what followed it; --test-dice 2d6 the chance of each Initiative and Cool test; replay --at hit:N the state after it', async () => {
    const log = join(tempDir('necro-cli'), 'skirmish.jsonl');
    expect((await run('record', BUNDLED, '-o', log, '--quiet')).code).toBe(0);
    const one = await run('audit', log, '--hit', '8', '--test-dice', '2d6');
    expect(one.code).toBe(0);
    expect(one.out).toContain('Hit 8: Lyra → Ore Rig (facing in doubt: the toughest, front T6)');
    expect(one.out).not.toContain('Hit 7:');
    expect(one.out).not.toContain('Hit 9:');
    // necromunda/out-of-action/thrown-clear: Initiative 5+ on 2D6 passes 30 times in 36.
    expect(one.out).toContain(
      "  chance Dozer's Initiative test passed: 83.3% (5 or more on 2D6, the tests' dice as entered)",
    );
    expect(one.out).toContain('re-adjudication: the engine rules hit 8 and what followed it exactly as logged');
    const json = JSON.parse((await run('audit', log, '--hit', '5', '--test-dice', '2d6', '--json')).out) as {
      hit: number;
      trail: string[];
    };
    expect(json.hit).toBe(5);
    // necromunda/nerve/tests: Sable needs 6 (Cool 7+, +1 for Lyra within 3"): 26 in 36.
    expect(json.trail).toContain(
      "  chance Sable's Nerve test passed: 72.2% (6 or more on 2D6, the tests' dice as entered)",
    );
    expect((await run('audit', log, '--hit', '17')).code).toBe(1);
    expect((await run('audit', log, '--hit', 'x')).code).toBe(2);
    expect((await run('audit', log, '--test-dice', '3d6')).code).toBe(2);
    const replayed = await run('replay', log, '--at', 'hit:8');
    expect(replayed.code).toBe(0);
    expect(replayed.out).toContain('after event 67 (hit 8 and what followed it)');
    expect(replayed.out).toContain('1. the Nerve check around Ore Rig');
    expect((await run('replay', log, '--at', 'hit:20')).code).toBe(1);
  });

  it('audit --order and replay --at order:N say plainly that they are not for Necromunda logs yet', async () => {
    const log = await recorded();
    const order = await run('audit', log, '--order', '2');
    expect(order.code).toBe(2);
    expect(order.err).toContain('a Necromunda log has hits, not Orders, and is audited hit by hit (--hit N)');
    expect((await run('replay', log, '--at', 'order:1')).code).toBe(2);
  });
});
