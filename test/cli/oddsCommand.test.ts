import { describe, expect, it } from 'vitest';
import { oddsCommand } from '../../cli/commands/odds.ts';
import { fakeIo } from './fakeIo.ts';

const run = async (args: readonly string[]) => {
  const io = fakeIo();
  const code = await oddsCommand(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

/** The parts of `arbiter odds --json` these tests read. */
interface OddsSide {
  readonly outcomes: readonly unknown[];
  readonly wounds: { readonly target: string; readonly outcomes: readonly unknown[] };
}
interface OddsJson {
  readonly active: OddsSide;
  readonly reactive: OddsSide;
}
const oddsJson = (out: string): OddsJson => JSON.parse(out) as OddsJson;

describe('arbiter odds', () => {
  it('prints the inf-dice acceptance matchup as JSON, exactly', async () => {
    const { code, out, err } = await run(['--edition', 'n4', '--active', '13:3', '--reactive', '11:1', '--json']);
    expect(code).toBe(0);
    expect(err).toBe('');
    const o = (hits: number, crits: number, count: number) => ({
      hits,
      crits,
      count: String(count),
      p: count / 160000,
    });
    expect(JSON.parse(out)).toEqual({
      edition: 'n4',
      total: '160000',
      active: {
        outcomes: [
          o(1, 0, 41766),
          o(0, 1, 6258),
          o(2, 0, 42936),
          o(1, 1, 8916),
          o(0, 2, 564),
          o(3, 0, 19907),
          o(2, 1, 5403),
          o(1, 2, 519),
          o(0, 3, 19),
        ],
      },
      reactive: { outcomes: [o(1, 0, 18055), o(0, 1, 6859)] },
      neither: { count: '8798', p: 0.0549875 },
    });
    expect(oddsJson(out).active.outcomes[0]).toEqual({ hits: 1, crits: 0, count: '41766', p: 0.2610375 });
  });

  it('defaults to N5 and reads --reactive none as an unopposed Normal Roll', async () => {
    const { code, out } = await run(['--active', '10:1', '--reactive', 'none', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({
      edition: 'n5',
      total: '20',
      active: {
        outcomes: [
          { hits: 1, crits: 0, count: '9', p: 0.45 },
          { hits: 0, crits: 1, count: '1', p: 0.05 },
        ],
      },
      reactive: { outcomes: [] },
      neither: { count: '10', p: 0.5 },
    });
  });

  it('adds the wounds on each target when the weapons are given', async () => {
    const { code, out } = await run([
      '--edition',
      'n4',
      '--active',
      '10:1',
      '--reactive',
      'none',
      '--damage',
      '13',
      '--arm',
      '1',
      '--cover',
      'partial',
      '--json',
    ]);
    expect(code).toBe(0);
    const wounds = oddsJson(out).active.wounds;
    expect(wounds).toMatchObject({ target: 'reactive', total: '8000' });
    expect(wounds.outcomes).toEqual([
      { wounds: 0, count: '6101', p: 6101 / 8000 },
      { wounds: 1, count: '1818', p: 1818 / 8000 },
      { wounds: 2, count: '81', p: 81 / 8000 },
    ]);
    const both = await run([
      '--active',
      '13:3',
      '--reactive',
      '11:1',
      '--ps',
      '7',
      '--ammo',
      'DA',
      '--reactive-ps',
      '7',
      '--active-bts',
      '3',
      '--json',
    ]);
    const parsed = oddsJson(both.out);
    expect(parsed.active.wounds.target).toBe('reactive');
    expect(parsed.reactive.wounds).toMatchObject({ target: 'active', savingRoll: expect.stringContaining('BTS 3') });
  });

  it('prints a readable table, win/lose/neither first', async () => {
    const { code, out } = await run([
      '--edition',
      'n4',
      '--active',
      '13:3',
      '--reactive',
      '11:1',
      '--damage',
      '13',
      '--arm',
      '1',
    ]);
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toContain('Face to Face');
    expect(lines.slice(2, 5).map((l) => l.trim().split(/\s{2,}/)[0])).toEqual([
      'active wins',
      'reactive wins',
      'neither',
    ]);
    expect(out).toContain('5.50%');
    expect(out).toMatch(/active\s+1\s+0\s+26\.10%\s+41766/);
    expect(out).toContain('Wounds on the reactive trooper');
  });

  it('PARA: the chance of IMM-A from failed PH-6 rolls, with no DAM or PS', async () => {
    const { code, out } = await run([
      '--edition',
      'n5',
      '--active',
      '13:1',
      '--reactive',
      'none',
      '--ammo',
      'PARA',
      '--ph',
      '12',
      '--json',
    ]);
    expect(code).toBe(0);
    const wounds = oddsJson(out).active.wounds;
    expect(wounds).toMatchObject({
      target: 'reactive',
      total: '8000',
      savingRoll: expect.stringContaining('PH 12 - 6 = 6'),
    });
    // out of 20 x 20^2: 7 faces miss; a hit (12 faces) saves on 6 of 20; a Critical (1 face) rolls twice
    const none = 7 * 400 + 12 * 6 * 20 + 1 * 6 * 6;
    expect(wounds.outcomes[0]).toEqual({ wounds: 0, count: String(none), p: none / 8000 });
    const text = await run([
      '--edition',
      'n4',
      '--active',
      '13:1',
      '--reactive',
      'none',
      '--ammo',
      'para',
      '--ph',
      '12',
      '--cover',
      'partial',
    ]);
    expect(text.out).toMatch(/Failed PH-6 rolls on the reactive trooper \(PARA ammunition; PH 12 - 6 \+ 3 = 9/);
    expect(text.out).toMatch(/IMM-A \(any failed roll\)/);
  });

  it('E/M: saved with BTS (0 unless --bts), never ARM; the text names Isolated and IMM-B on a HI, TAG or REM', async () => {
    const { code, out, err } = await run([
      '--active',
      '13:1',
      '--reactive',
      'none',
      '--ammo',
      'E/M',
      '--ps',
      '7',
      '--json',
    ]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(oddsJson(out).active.wounds).toMatchObject({
      inflicts: 'Isolated (and IMM-B on a HI, TAG or REM)',
      savingRoll: expect.stringContaining('SV BTS 0 + PS 7 = 7'),
    });
    const text = await run(['--active', '13:1', '--reactive', 'none', '--ammo', 'E/M', '--ps', '7', '--bts', '6']);
    expect(text.out).toMatch(/Failed BTS rolls on the reactive trooper \(E\/M ammunition; SV BTS 3 \+ PS 7 = 10/);
    expect(text.out).toMatch(/Isolated \(and IMM-B on a HI, TAG or REM\) \(any failed roll\)/);
  });

  it("--program carbonite: the program's DA and PS 7 (N5) or DAM 13 (N4) against BTS; a failure is IMM-B, not a Wound", async () => {
    // out of 20 x 20^3: 7 faces miss; a hit (12 faces) saves twice on 13 of 20; a Critical rolls three times
    const none = 7 * 8000 + 12 * 13 * 13 * 20 + 13 * 13 * 13;
    for (const edition of ['n4', 'n5']) {
      const { code, out, err } = await run([
        '--edition',
        edition,
        '--active',
        '13:1',
        '--reactive',
        'none',
        '--program',
        'carbonite',
        '--bts',
        '6',
        '--json',
      ]);
      expect(err).toBe('');
      expect(code).toBe(0);
      const wounds = oddsJson(out).active.wounds;
      expect(wounds).toMatchObject({ inflicts: 'IMM-B', total: '160000', savingRoll: expect.stringMatching(/IMM-B/) });
      expect(wounds.outcomes[0]).toEqual({ wounds: 0, count: String(none), p: none / 160000 });
    }
    const text = await run(['--active', '13:1', '--reactive', 'none', '--program', 'carbonite', '--bts', '6']);
    expect(text.out).toMatch(
      /Failed BTS rolls on the reactive trooper \(Carbonite, DA ammunition; SV BTS 6 \+ PS 7 = 13: saved on d20 <= 13, IMM-B above\)/,
    );
    expect(text.out).toMatch(/IMM-B \(any failed roll\)/);
    expect(text.out).not.toMatch(/wound/i);
    expect(text.out).toContain('n5/hacking/carbonite');
  });

  it('lists E/M and --program in its help', async () => {
    const { out } = await run(['--help']);
    expect(out).toContain('--ammo N|AP|DA|EXP|Shock|Smoke|PARA|E/M');
    expect(out).toContain('--program carbonite');
  });

  it('prints usage with an example for --help and exits 0', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out).toContain('Usage: arbiter odds');
    expect(out).toContain('Example');
  });

  it.each([
    [['--active', '13', '--reactive', '11:1'], /SV:B/],
    [['--active', '13:x', '--reactive', '11:1'], /SV:B/],
    [['--active', '13:0', '--reactive', '11:1'], /Burst/],
    [['--active', '13:3', '--reactive', '11:1', '--frobnicate'], /Unknown option/],
    [['--active', '13:3'], /--reactive/],
    [['--reactive', 'none'], /--active/],
    [['--edition', 'n6', '--active', '13:3', '--reactive', 'none'], /n3, n4 or n5/],
    [['--active', '13:3', '--reactive', '11:1', '--damage', '13'], /PS/],
    [['--edition', 'n4', '--active', '13:3', '--reactive', '11:1', '--ps', '7'], /Damage/],
    [['--edition', 'n4', '--active', '13:3', '--reactive', '11:1', '--arm', '2'], /--damage/],
    [['--edition', 'n4', '--active', '13:3', '--reactive', '11:1', '--damage', '13', '--ammo', 'plasma'], /ammo/],
    [['--edition', 'n4', '--active', '13:3', '--reactive', 'none', '--reactive-damage', '13'], /none/],
    [['--active', '13:3', '--reactive', '11:1', 'extra'], /argument/],
    [
      ['--edition', 'n3', '--active', '13:1', '--reactive', 'none', '--ammo', 'PARA', '--ph', '12'],
      /n3\/ammo\/para-unsourced/,
    ],
    [['--active', '13:1', '--reactive', 'none', '--ammo', 'PARA'], /--ph/],
    [['--active', '13:1', '--reactive', 'none', '--ammo', 'PARA', '--ph', '12', '--arm', '1'], /PH, not ARM/],
    [['--active', '13:1', '--reactive', 'none', '--ps', '7', '--ph', '12'], /only read against PARA/],
    [['--active', '13:1', '--reactive', 'none', '--ammo', 'E/M', '--ps', '7', '--arm', '2'], /saved with BTS, not ARM/],
    [['--edition', 'n3', '--active', '13:1', '--reactive', 'none', '--program', 'carbonite'], /n3\/hacking\/unsourced/],
    [
      ['--active', '13:1', '--reactive', 'none', '--program', 'trinity'],
      /Hacking Program of N5 \(carbonite, spotlight\)/,
    ],
    [['--active', '13:1', '--reactive', 'none', '--program', 'spotlight', '--arm', '3'], /saved with BTS/],
    [['--active', '13:1', '--reactive', 'none', '--program', 'carbonite', '--ps', '7'], /drop --damage\/--ps\/--ammo/],
    [['--active', '13:1', '--reactive', 'none', '--program', 'carbonite', '--cover', 'partial'], /no LoF/],
    [['--active', '13:1', '--reactive', 'none', '--program', 'carbonite', '--arm', '3'], /saved with BTS/],
  ])('rejects %j with exit 2 and a message on stderr', async (args, message) => {
    const { code, out, err } = await run(args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(message);
  });
});
