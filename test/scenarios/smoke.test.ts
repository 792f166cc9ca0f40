import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import type { ConcealmentSkill } from '../../rules/profiles/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { GameCommand } from '../../machines/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, fusilier, MORAT, weapon } from '../support/seedTroopers.ts';

// Smoke and Eclipse templates (docs/rulings.md "Smoke and Eclipse"): a Smoke or Eclipse hit whose
// template fact names a template leaves it on the table until the end of the Turn; a line of fire
// measured through it crosses a Zero Visibility Zone (Eclipse: no Visor sees through).
const game = (edition: Edition, shooter: readonly ConcealmentSkill[] = []) => ({
  edition,
  title: 'Smoke',
  armies: [
    armyOf(edition, 'panoceania', 'fusilier1', [
      {
        ...fusilier(1),
        // N3 lists no Eclipse Grenades: the N3 game gets them as a full profile, to be refused.
        weapons: [
          'combi-rifle',
          'smoke-grenades',
          edition === 'n3'
            ? { ...weapon('n3', 'smoke-grenades'), id: 'eclipse-grenades', name: 'Eclipse Grenades', ammo: 'Eclipse' }
            : 'eclipse-grenades',
        ],
      },
      { ...fusilier(2), skills: shooter },
    ]),
    armyOf(edition, 'combined', 'morat', [MORAT]),
  ],
});

/** Fusilier 1 throws `weapon` at the Morat 6" away (no LoF back: a Normal Roll), naming template `id`. */
const toss = (weapon: string, id: string, die: number, rest: Partial<OrderScript> = {}): OrderScript => ({
  trooper: 'fusilier1',
  first: { skill: 'idle' },
  second: { skill: 'bs-attack', weapon, targets: [{ target: 'morat', burst: 1 }] },
  table: [
    { fact: 'lof', from: 'morat', to: 'fusilier1', value: false },
    { fact: 'range', from: 'fusilier1', to: 'morat', inches: 6 },
    { fact: 'template', from: 'fusilier1', shot: 1, affects: ['morat'], smoke: id },
  ],
  dice: { fusilier1: [die] },
  ...rest,
});

/** Fusilier 2 shoots the Morat at 10" (B3) with `table` measured before the declaration. */
const shoot = (table: readonly TableFact[], rest: Partial<OrderScript> = {}): OrderScript => ({
  trooper: 'fusilier2',
  first: { skill: 'idle' },
  second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
  table: [
    { fact: 'lof', from: 'morat', to: 'fusilier2', value: false },
    { fact: 'range', from: 'fusilier2', to: 'morat', inches: 10 },
    ...table,
  ],
  ...rest,
});

const through = (id: string): TableFact => ({
  fact: 'visibility-zone',
  from: 'fusilier2',
  to: 'morat',
  zone: 'zero',
  smoke: id,
});

describe('Smoke and Eclipse templates in play', () => {
  it('n5/smoke/template: a Smoke hit leaves its template on the table as a Zero Visibility Zone', () => {
    const { events, session } = given(game('n5')).when(turn('panoceania', toss('smoke-grenades', 'smoke1', 9)));
    expect(only(events, 'SmokeThrown')).toMatchObject({
      id: 'smoke1',
      by: 'fusilier1',
      weapon: 'smoke-grenades',
      ammo: 'Smoke',
      placed: true,
      citations: ['n5/smoke/template'],
    });
    expect(session.state().table.smoke).toEqual([{ id: 'smoke1', ammo: 'Smoke', by: 'fusilier1', order: 1 }]);
    expect(ofType(events, 'SavingRollResolved')).toEqual([]);
  });

  it('n5/smoke/removed: a throw that fails its Normal Roll leaves no template (SV 10 + 3 = 13, a 17 misses)', () => {
    const { events, session } = given(game('n5')).when(turn('panoceania', toss('smoke-grenades', 'smoke1', 17)));
    expect(only(events, 'SmokeThrown')).toMatchObject({ placed: false, citations: ['n5/smoke/removed'] });
    expect(session.state().table.smoke).toBeUndefined();
  });

  it('n5/smoke/removed: a throw that loses its Face to Face Roll against the Morat shooting back leaves no template', () => {
    const { events, session } = given(game('n5')).when(
      turn(
        'panoceania',
        toss('smoke-grenades', 'smoke1', 9, {
          table: [
            { fact: 'lof', from: 'morat', to: 'fusilier1', value: true },
            { fact: 'range', from: 'fusilier1', to: 'morat', inches: 6 },
            { fact: 'template', from: 'fusilier1', shot: 1, affects: ['morat'], smoke: 'smoke1' },
          ],
          aros: { morat: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fusilier1', burst: 1 }] } },
          dice: { fusilier1: [9], morat: [12] },
          saves: { fusilier1: [20] },
        }),
      ),
    );
    expect(only(events, 'FaceToFaceResolved').winner).toBe('b');
    expect(only(events, 'SmokeThrown')).toMatchObject({ placed: false, citations: ['n5/smoke/removed'] });
    expect(session.state().table.smoke).toBeUndefined();
  });

  it('n5/smoke/template, n5/visibility/zero: a BS Attack declared through the template is refused (no LoF)', () => {
    const commands: GameCommand[] = [
      ...turn('panoceania', toss('smoke-grenades', 'smoke1', 9), shoot([through('smoke1')])),
    ];
    expect(() => given(game('n5')).when(commands)).toThrow(/no LoF can be drawn into, through or out of a Zero/);
  });

  it('n5/smoke/template: the template measured after the declaration makes the attack null (Idle)', () => {
    const { events } = given(game('n5')).when(
      turn('panoceania', toss('smoke-grenades', 'smoke1', 9), shoot([], { table2: [through('smoke1')] })),
    );
    expect(only(events, 'SkillVoided')).toMatchObject({ trooper: 'fusilier2', skill: 'bs-attack' });
    expect(only(events, 'SkillVoided').reason).toContain('Zero Visibility Zone');
  });

  it('n5/equipment/multispectral-visor, n5/smoke/template: a Visor L2 sees through Smoke at 0 (12 + 3 = 15)', () => {
    const { events } = given(game('n5', ['msv-2'])).when(
      turn(
        'panoceania',
        toss('smoke-grenades', 'smoke1', 9),
        shoot([through('smoke1')], { dice: { fusilier2: [16, 17, 18] } }),
      ),
    );
    const roll = ofType(events, 'NormalRollResolved').find((r) => r.roller.trooper === 'fusilier2');
    expect(roll?.roller.sv.value).toBe(15);
    expect(roll?.roller.sv.mods.map((m) => [m.value, m.citation])).toEqual([
      [3, 'n5/bs-attack/range'],
      [0, 'n5/equipment/multispectral-visor'],
    ]);
    // The MOD names the template that makes the zone, so the audit says which Smoke it was.
    expect(roll?.roller.sv.mods[1]?.reason).toBe(
      'Zero Visibility Zone (the Smoke template smoke1): seen through by the Multispectral Visor L2',
    );
  });

  it('n5/ammo/eclipse: no Visor sees through an Eclipse template, not even L3: the attack is refused', () => {
    const commands = turn('panoceania', toss('eclipse-grenades', 'eclipse1', 9), shoot([through('eclipse1')]));
    expect(() => given(game('n5', ['msv-3'])).when(commands)).toThrow(
      /no LoF through the Eclipse template: its Zero Visibility Zone blocks the Multispectral Visor L3.*n5\/ammo\/eclipse/,
    );
  });

  it('n5/ammo/eclipse: an Eclipse hit leaves an Eclipse template, citing Eclipse', () => {
    const { events, session } = given(game('n5')).when(turn('panoceania', toss('eclipse-grenades', 'eclipse1', 9)));
    expect(only(events, 'SmokeThrown')).toMatchObject({
      ammo: 'Eclipse',
      placed: true,
      citations: ['n5/smoke/template', 'n5/ammo/eclipse'],
    });
    expect(session.state().table.smoke?.map((t) => t.ammo)).toEqual(['Eclipse']);
  });

  it('n5/smoke/in-play: the template is removed at the end of the Turn; naming it later is refused', () => {
    const commands: GameCommand[] = [
      ...turn('panoceania', toss('smoke-grenades', 'smoke1', 9)),
      { type: 'end-turn' },
      ...turn('combined'),
      { type: 'end-turn' },
      ...turn('panoceania', shoot([through('smoke1')])),
    ];
    const ended = given(game('n5')).when(commands.slice(0, 11));
    expect(ended.session.state().table.smoke).toBeUndefined();
    expect(() => given(game('n5')).when(commands)).toThrow(/the Smoke template smoke1 is not on the table/);
  });

  it('n5/smoke/in-play: a template never placed cannot be named on a line of fire', () => {
    expect(() => given(game('n5')).when(turn('panoceania', shoot([through('nowhere')])))).toThrow(
      /the Smoke template nowhere is not on the table.*n5\/smoke\/in-play/,
    );
  });

  it('n4/smoke/template, n4/visibility/zero: N4 leaves the template too, and it blocks a shot without a Visor', () => {
    const commands = turn('panoceania', toss('smoke-grenades', 'smoke1', 9), shoot([through('smoke1')]));
    const placed = given(game('n4')).when(commands.slice(0, 10));
    expect(only(placed.events, 'SmokeThrown')).toMatchObject({ placed: true, citations: ['n4/smoke/template'] });
    expect(() => given(game('n4')).when(commands)).toThrow(/no LoF can be drawn into, through or out of a Zero/);
  });

  it('n4/ammo/eclipse, n4/smoke/removed: a missed Eclipse throw leaves nothing; a Visor L1 sees through Smoke at -6 but not Eclipse', () => {
    const missed = given(game('n4')).when(turn('panoceania', toss('eclipse-grenades', 'eclipse1', 18)));
    expect(only(missed.events, 'SmokeThrown')).toMatchObject({
      placed: false,
      citations: ['n4/smoke/removed', 'n4/ammo/eclipse'],
    });
    const seen = given(game('n4', ['msv-1'])).when(
      turn(
        'panoceania',
        toss('smoke-grenades', 'smoke1', 9),
        shoot([through('smoke1')], { dice: { fusilier2: [16, 17, 18] }, saves: {} }),
      ),
    );
    const roll = ofType(seen.events, 'NormalRollResolved').find((r) => r.roller.trooper === 'fusilier2');
    expect(roll?.roller.sv.value).toBe(9);
    const blocked = turn('panoceania', toss('eclipse-grenades', 'eclipse1', 9), shoot([through('eclipse1')]));
    expect(() => given(game('n4', ['msv-1'])).when(blocked)).toThrow(/n4\/ammo\/eclipse/);
  });

  it('n5/smoke/face-to-face: an ARO whose LoF crosses the template being thrown is refused (the Face to Face against it is not ruled)', () => {
    const commands = turn(
      'panoceania',
      toss('smoke-grenades', 'smoke1', 9, {
        table: [
          { fact: 'lof', from: 'morat', to: 'fusilier1', value: true },
          { fact: 'range', from: 'fusilier1', to: 'morat', inches: 6 },
          { fact: 'template', from: 'fusilier1', shot: 1, affects: ['morat'], smoke: 'smoke1' },
          { fact: 'visibility-zone', from: 'morat', to: 'fusilier1', zone: 'zero', smoke: 'smoke1' },
        ],
        aros: { morat: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fusilier1', burst: 1 }] } },
        dice: { fusilier1: [9], morat: [12] },
      }),
    );
    expect(() => given(game('n5')).when(commands)).toThrow(/thrown in this very Order.*n5\/smoke\/face-to-face/);
  });

  it('n4/smoke/face-to-face: the same in N4', () => {
    const commands = turn(
      'panoceania',
      toss('smoke-grenades', 'smoke1', 9, {
        table: [
          { fact: 'lof', from: 'morat', to: 'fusilier1', value: true },
          { fact: 'range', from: 'fusilier1', to: 'morat', inches: 6 },
          { fact: 'template', from: 'fusilier1', shot: 1, affects: ['morat'], smoke: 'smoke1' },
          { fact: 'visibility-zone', from: 'morat', to: 'fusilier1', zone: 'zero', smoke: 'smoke1' },
        ],
        aros: { morat: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fusilier1', burst: 1 }] } },
        dice: { fusilier1: [9], morat: [12] },
      }),
    );
    expect(() => given(game('n4')).when(commands)).toThrow(/n4\/smoke\/face-to-face/);
  });

  it('n5/smoke/template: a template fact naming a Smoke template for a shot of another ammunition is refused', () => {
    const rifle = toss('combi-rifle', 'smoke1', 9, {
      second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
      dice: { fusilier1: [9, 10, 11] },
    });
    expect(() => given(game('n5')).when(turn('panoceania', rifle))).toThrow(
      /names a Smoke template \(smoke1\) but fusilier1 throws no Smoke or Eclipse this Order/,
    );
  });

  it('n3/ammo/smoke: an N3 Smoke throw still works, but naming its template is refused (not adjudicated in N3)', () => {
    const plain = toss('smoke-grenades', 'smoke1', 9, {
      table: [
        { fact: 'lof', from: 'morat', to: 'fusilier1', value: false },
        { fact: 'range', from: 'fusilier1', to: 'morat', inches: 6 },
      ],
    });
    expect(ofType(given(game('n3')).when(turn('panoceania', plain)).events, 'SmokeThrown')).toEqual([]);
    expect(() => given(game('n3')).when(turn('panoceania', toss('smoke-grenades', 'smoke1', 9)))).toThrow(
      /not adjudicated in N3.*n3\/ammo\/smoke/,
    );
  });

  it('n3/ammo/eclipse-unsourced: an N3 Eclipse throw is refused at declaration', () => {
    expect(() => given(game('n3')).when(turn('panoceania', toss('eclipse-grenades', 'eclipse1', 9)))).toThrow(
      /Eclipse ammunition: no N3 rule/,
    );
  });
});
