import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  applyWhatIf,
  loggedGame,
  parseEditionChange,
  parseWhatIf,
  readLogLeniently,
  rerunReusingDice,
  whatIf,
  type AuditRecord,
  type LoggedGame,
  type WhatIfChange,
} from '../../audit/index.ts';
import { createGameSession } from '../../machines/index.ts';
import { armyOf, fusilier, ORTEGA } from '../support/seedTroopers.ts';
import { auditCommand } from '../../cli/commands/audit.ts';
import { fakeIo } from '../cli/fakeIo.ts';
import { recordedLog } from './recordedLog.ts';
import { tempDir } from '../support/tempDir.ts';

const EXAMPLE = 'examples/f2f-1v1.game.yaml';

const records = async (lines: readonly string[]): Promise<readonly AuditRecord[]> => {
  const r = await readLogLeniently(lines);
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right.records;
};

const change = (text: string): WhatIfChange => {
  const c = parseWhatIf(text);
  if (E.isLeft(c)) throw new Error(c.left);
  return c.right;
};

const run = async (...changes: WhatIfChange[]) => {
  const w = whatIf(await records(recordedLog(EXAMPLE)), changes, (id) => id);
  if (E.isLeft(w)) throw new Error(w.left);
  return w.right;
};

const row = (rows: readonly { label: string; logged: string | null; whatIf: string | null }[], label: string) =>
  rows.find((r) => r.label === label);

describe('what-if syntax', () => {
  it('reads each kind of change', () => {
    expect(change('order:1 cover senku<-fennec=none')).toEqual({
      kind: 'fact',
      order: 1,
      fact: { fact: 'cover', target: 'senku', from: 'fennec', value: 'none' },
    });
    expect(change('order:2 range fennec<->senku-b=9')).toEqual({
      kind: 'fact',
      order: 2,
      fact: { fact: 'range', from: 'fennec', to: 'senku-b', inches: 9 },
    });
    expect(change('order:1 lof senku->fennec=no')).toEqual({
      kind: 'fact',
      order: 1,
      fact: { fact: 'lof', from: 'senku', to: 'fennec', value: false },
    });
    expect(change('order:1 aro senku=dodge')).toEqual({
      kind: 'aro',
      order: 1,
      trooper: 'senku',
      declaration: { skill: 'dodge' },
    });
    expect(change('order:1 aro senku=none')).toEqual({ kind: 'aro', order: 1, trooper: 'senku', declaration: null });
    expect(change('order:1 second=bs-attack:combi-rifle@senku:2,senku-b:1')).toEqual({
      kind: 'skill',
      order: 1,
      position: 'second',
      declaration: {
        skill: 'bs-attack',
        weapon: 'combi-rifle',
        targets: [
          { target: 'senku', burst: 2 },
          { target: 'senku-b', burst: 1 },
        ],
      },
    });
    expect(change('order:3 dice senku:dodge=12')).toEqual({
      kind: 'dice',
      order: 3,
      trooper: 'senku',
      purpose: 'dodge',
      faces: [12],
    });
    expect(change('order:1 fact {"fact":"zoc","trooper":"senku","of":"fennec","value":true}')).toMatchObject({
      kind: 'fact',
      fact: { fact: 'zoc' },
    });
    expect(parseEditionChange('n4')).toEqual(E.right({ kind: 'edition', edition: 'n4' }));
  });

  it('says what is wrong with a change it cannot read', () => {
    expect(parseWhatIf('cover senku<-fennec=none')).toEqual(E.left(expect.stringMatching(/starts with order:N/)));
    expect(parseWhatIf('order:1 cover senku=none')).toEqual(
      E.left(expect.stringMatching(/TARGET<-ATTACKER=none\|partial\|total/)),
    );
    expect(parseWhatIf('order:1 aro senku=jump')).toEqual(E.left(expect.stringMatching(/unknown skill jump/)));
    expect(parseWhatIf('order:1 dice senku=21')).toEqual(E.left(expect.stringMatching(/1 to 20/)));
    expect(parseWhatIf('order:1 teleport x')).toEqual(E.left(expect.stringMatching(/unknown what-if teleport/)));
    expect(parseEditionChange('n6')).toEqual(E.left(expect.stringMatching(/n3, n4 or n5/)));
  });
});

describe('what-if forks (Face to Face seed, 1 vs 1)', () => {
  it("cover Partial → none raises both Success Values by 3; the Senku's 7 still wins", async () => {
    const r = await run(change('order:1 cover senku<-fennec=none'), change('order:1 cover fennec<-senku=none'));
    expect(r.stopped).toBeNull();
    expect(row(r.rulings, 'fennec>senku · fennec SV')).toMatchObject({
      logged: '12 (BS 12 +3 -3)',
      whatIf: '15 (BS 12 +3)',
      changed: true,
    });
    expect(row(r.rulings, 'fennec>senku · senku SV')).toMatchObject({
      logged: '11 (BS 11 +3 -3)',
      whatIf: '14 (BS 11 +3)',
      changed: true,
    });
    expect(row(r.rulings, 'fennec>senku · winner')).toMatchObject({ changed: false });
    // Without cover the save is SV 8 (ARM 1 + PS 7): the logged 15 still wounds.
    expect(row(r.rulings, 'fennec saves against senku')).toMatchObject({ changed: false });
    expect(r.states.every((s) => !s.changed)).toBe(true);
  });

  it('cover none for the Fusilier only: his save (no +3) changes nothing with a 15, but a 10 would now wound', async () => {
    const r = await run(change('order:1 cover fennec<-senku=none'), change('order:1 dice fennec:saving-roll=10'));
    expect(row(r.rulings, 'fennec>senku · senku SV')).toMatchObject({ whatIf: '14 (BS 11 +3)' });
    expect(row(r.rulings, 'fennec saves against senku')).toMatchObject({
      logged: '15 wound → 1 Wound',
      whatIf: '10 wound → 1 Wound',
    });
  });

  it('an ARO changed to Dodge needs a Dodge die the log does not have: the fork says so and invents nothing', async () => {
    const r = await run(change('order:1 aro senku=dodge'));
    expect(r.stop).toMatchObject({
      kind: 'dice-missing',
      order: 1,
      trooper: 'senku',
      purpose: 'dodge',
      need: 1,
      logged: 0,
    });
    expect(r.stopped).toMatch(/--what-if 'order:1 dice senku:dodge=F/);
  });

  it("given the Dodge die, the Senku dodges the Fusilier's shots and nobody is hurt", async () => {
    const r = await run(change('order:1 aro senku=dodge'), change('order:1 dice senku:dodge=9'));
    expect(r.stopped).toBeNull();
    expect(r.diceNotes.some((n) => n.trooper === 'senku' && /no longer needed: 7/.test(n.text))).toBe(true);
    expect(r.states.find((s) => s.label === 'fennec')).toMatchObject({
      logged: '1 wound, prone, unconscious',
      whatIf: '0 wounds, normal',
      changed: true,
    });
  });

  it('a roll that now needs more dice than were logged stops the fork', async () => {
    const lines = recordedLog(EXAMPLE);
    const game = loggedGame(await records(lines));
    if (E.isLeft(game)) throw new Error(game.left);
    // Keep only two of the Fusilier's three attack dice.
    const steps = game.right.steps.map((s) =>
      s.command.type === 'roll' && s.command.trooper === 'fennec' && s.command.purpose === 'attack'
        ? { ...s, command: { ...s.command, faces: [2, 4] } }
        : s,
    );
    const r = rerunReusingDice({ ...game.right, steps });
    expect(r.stopped).toEqual({
      kind: 'dice-missing',
      order: 1,
      trooper: 'fennec',
      purpose: 'attack',
      need: 3,
      logged: 2,
    });
  });

  it('--edition n4 re-reads the weapons for N4 and reuses the dice: the same 15 now saves', async () => {
    const w = await run({ kind: 'edition', edition: 'n4' }, change('order:1 dice fennec:guts=5'));
    expect(w.changes[0]).toMatch(/N5 → N4/);
    expect(row(w.rulings, 'fennec saves against senku')).toMatchObject({
      logged: '15 wound → 1 Wound',
      whatIf: '15 saved → 0 Wounds',
    });
  });

  it('refuses changes to Orders or troopers the log does not have', async () => {
    const lines = recordedLog(EXAMPLE);
    const game = loggedGame(await records(lines));
    if (E.isLeft(game)) throw new Error(game.left);
    expect(applyWhatIf(game.right, [change('order:7 cover senku<-fennec=none')])).toEqual(
      E.left('the log has no Order 7'),
    );
    expect(applyWhatIf(game.right, [change('order:1 cover ghost<-fennec=none')])).toMatchObject({
      _tag: 'Left',
      left: expect.stringMatching(/no trooper ghost/),
    });
  });

  it('never touches the original log file', async () => {
    const dir = tempDir('whatif');
    const file = join(dir, 'f2f.jsonl');
    writeFileSync(
      file,
      recordedLog(EXAMPLE)
        .map((l) => `${l}\n`)
        .join(''),
    );
    const before = readFileSync(file);
    const io = fakeIo();
    const code = await auditCommand([file, '--what-if', 'order:1 cover senku<-fennec=none', '--json'], io);
    expect(code).toBe(0);
    expect(readFileSync(file).equals(before)).toBe(true);
    const report = JSON.parse(io.outs.join('\n')) as { whatIf: { rulings: { label: string; changed: boolean }[] } };
    expect(report.whatIf.rulings.filter((r) => r.changed).map((r) => r.label)).toEqual([
      'fennec>senku · Fennec Fusilier SV',
    ]);
  });
});

describe('what-if forks (BS Attacks into Close Combat seed)', () => {
  const CC = 'examples/bs-attack-into-close-combat.game.yaml';
  const ccRun = async (...changes: WhatIfChange[]) => {
    const w = whatIf(await records(recordedLog(CC)), changes, (id) => id);
    if (E.isLeft(w)) throw new Error(w.left);
    return w.right;
  };

  it("with no ally engaged with Ortega there is no -6 and nobody is hit by accident: Angus's 12 hits Ortega", async () => {
    const r = await ccRun(
      change('order:1 contact ortega<->bipandra=no'),
      change('order:1 first=move'),
      change('order:1 dice ortega:saving-roll=5'),
    );
    expect(r.stopped).toBeNull();
    expect(row(r.rulings, 'angus>ortega · angus SV')).toMatchObject({
      logged: '9 (BS 12 +3 -6)',
      whatIf: '15 (BS 12 +3)',
    });
    expect(row(r.rulings, 'angus>ortega · friendly fire')).toMatchObject({
      logged: 'bipandra hit by angus#1',
      whatIf: null,
      changed: true,
    });
    expect(row(r.rulings, 'angus hits bipandra')).toMatchObject({ whatIf: null });
    expect(row(r.rulings, 'angus hits ortega')).toMatchObject({ logged: null, whatIf: '1 hit, 0 Criticals' });
    expect(r.states.find((s) => s.label === 'ortega')).toMatchObject({
      logged: '0 wounds, engaged',
      whatIf: '1 wound, unconscious',
      changed: true,
    });
  });

  it("taking away the base contact alone makes Ortega's CC Attack null; the fork then asks for the dice it lacks", async () => {
    const r = await ccRun(change('order:1 contact ortega<->bipandra=no'));
    expect(row(r.rulings, 'ortega first cc-attack null')).toMatchObject({
      logged: null,
      whatIf: expect.stringMatching(/not in base contact/),
    });
    expect(r.stop).toMatchObject({ kind: 'dice-missing', trooper: 'ortega', purpose: 'saving-roll' });
  });
});

describe('what-if forks (Move + BS Attack from a point of the route)', () => {
  const ROUTE = 'examples/move-and-shoot-from-a-point.game.yaml';
  const routeRun = async (...changes: WhatIfChange[]) => {
    const w = whatIf(await records(recordedLog(ROUTE)), changes, (id) => id);
    if (E.isLeft(w)) throw new Error(w.left);
    return w.right;
  };

  it('a fact at a point replaces the one measured at that same point: no cover at the door gives the Fusilier SV 9', async () => {
    const r = await routeRun(
      change('order:1 fact {"fact":"cover","target":"ortega","from":"fusilier1","value":"none","at":"door"}'),
    );
    expect(row(r.rulings, 'fusilier1>ortega · fusilier1 SV')).toMatchObject({
      logged: '6 (BS 12 -3 -3)',
      whatIf: '9 (BS 12 -3)',
      changed: true,
    });
  });

  it('a plain fact leaves the facts at the points alone: no cover at the start changes nothing', async () => {
    const r = await routeRun(change('order:1 cover ortega<-fusilier1=none'));
    expect(r.rulings.filter((x) => x.changed)).toEqual([]);
  });

  it('the ARO moved to a point where Ortega has no LoF stops the fork with the rule', async () => {
    const r = await routeRun(
      change(
        'order:1 aro ortega={"skill":"bs-attack","weapon":"combi-rifle","targets":[{"target":"fusilier1","burst":1}],"at":"door"}',
      ),
    );
    expect(JSON.stringify(r.stop ?? r.stopped)).toMatch(/aro\/route-point/);
  });
});

describe('what-if: a fact at a point of the second Move', () => {
  // Fusilier 1 moves to the door, then to the roof (N4: Move declared again); the only
  // measurement of the Order comes before the second Move. A fact at the roof can only be
  // measured once that Move is declared.
  const game: LoggedGame = {
    input: {
      edition: 'n4',
      title: 'two Moves',
      armies: [armyOf('n4', 'panoceania', null, [fusilier(1)]), armyOf('n4', 'nomads', null, [ORTEGA])],
    },
    steps: (
      [
        { order: null, command: { type: 'start-turn', player: 'panoceania' } },
        { order: 1, command: { type: 'activate', trooper: 'fusilier1' } },
        {
          order: 1,
          command: {
            type: 'declare',
            trooper: 'fusilier1',
            declaration: { skill: 'move', route: [{ point: 'door', inches: 3 }] },
          },
        },
        {
          order: 1,
          command: { type: 'measure', fact: { fact: 'lof', from: 'ortega', to: 'fusilier1', value: false } },
        },
        { order: 1, command: { type: 'end-aros' } },
        {
          order: 1,
          command: {
            type: 'declare',
            trooper: 'fusilier1',
            declaration: { skill: 'move', route: [{ point: 'roof', inches: 2 }] },
          },
        },
        { order: 1, command: { type: 'end-aros' } },
      ] as const
    ).map((s, seq) => ({ seq, ...s })),
  };

  it('goes after the declaration of the Move whose route names that point, and the fork plays', () => {
    const r = applyWhatIf(game, [
      change('order:1 fact {"fact":"lof","from":"ortega","to":"fusilier1","value":true,"at":"roof"}'),
    ]);
    if (E.isLeft(r)) throw new Error(r.left);
    const types = r.right.game.steps.map((s) =>
      s.command.type === 'declare' && s.command.declaration.skill === 'move'
        ? `move ${s.command.declaration.route?.[0]?.point ?? ''}`
        : s.command.type,
    );
    expect(types).toEqual([
      'start-turn',
      'activate',
      'move door',
      'measure',
      'end-aros',
      'move roof',
      'measure',
      'end-aros',
    ]);
    const session = createGameSession(r.right.game.input);
    for (const s of r.right.game.steps) {
      const sent = session.send(s.command);
      expect(E.isRight(sent) ? 'accepted' : sent.left.reason, JSON.stringify(s.command)).toBe('accepted');
    }
  });

  it("a fact at a point of the first Move still goes after the Order's last measurement", () => {
    const r = applyWhatIf(game, [
      change('order:1 fact {"fact":"lof","from":"ortega","to":"fusilier1","value":true,"at":"door"}'),
    ]);
    if (E.isLeft(r)) throw new Error(r.left);
    expect(r.right.game.steps.map((s) => s.command.type)).toEqual([
      'start-turn',
      'activate',
      'declare',
      'measure',
      'measure',
      'end-aros',
      'declare',
      'end-aros',
    ]);
  });
});
