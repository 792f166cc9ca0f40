import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import { given, ofType, only } from '../support/scenario.ts';
import { turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, type TrooperSpec } from '../support/seedTroopers.ts';

// Spotlight and the Targeted State (N5; rules/citations/spotlightCitations.ts; docs/rulings.md
// "Comms Attacks"). Spotlight (the N5 page): WIP, B2 (1 in ARO), any enemy in the Hacking Area,
// AP: one save per hit against halved BTS with PS 5 (the Fusilier's BTS 0: SV 5), a Critical
// adds one; a failed save is Targeted. Targeted (the N5 page): +3 to a BS Attack or Comms Attack
// against it, Reset at -3 WIP and a passed Reset cancels it, no Cautious Movement.
// The pages give no worked example: dice are ours. Example: examples/hacking-programs.game.yaml.
const FUSILIER: TrooperSpec = { id: 'fusilier', name: 'Fusilier', attributes: { WIP: 12, BTS: 0 } };
const HACKER: TrooperSpec = { id: 'hacker', name: 'Hacker', attributes: { WIP: 13 }, skills: ['hacker'] };
const MORAT: TrooperSpec = { id: 'morat', name: 'Morat', attributes: { BS: 12 } };
const input = (edition: Edition = 'n5') => ({
  edition,
  title: 'Spotlight',
  armies: [
    armyOf(edition, 'panoceania', 'fusilier', [FUSILIER]),
    armyOf(edition, 'combined', 'hacker', [HACKER, MORAT]),
  ],
});
const spotlight: SkillDeclaration = {
  skill: 'comms-attack',
  program: 'spotlight',
  targets: [{ target: 'fusilier', burst: 1 }],
};
const spotlightB2: SkillDeclaration = { ...spotlight, targets: [{ target: 'fusilier', burst: 2 }] };

/** The Hacker Moves, then runs Spotlight (B2) at the Fusilier (no LoF, no ZoC, in its Hacking Area). */
const hack = (dice: readonly number[], saves?: readonly number[], guts?: number): OrderScript => ({
  trooper: 'hacker',
  first: { skill: 'move' },
  table: [
    { fact: 'lof', from: 'fusilier', to: 'hacker', value: false },
    { fact: 'zoc', trooper: 'fusilier', of: 'hacker', value: false },
  ],
  second: spotlightB2,
  table2: [{ fact: 'hacking-area', hacker: 'hacker', trooper: 'fusilier', value: true }],
  dice: { hacker: dice },
  ...(saves === undefined ? {} : { saves: { fusilier: saves } }),
  ...(guts === undefined ? {} : { guts: { fusilier: { roll: guts } } }),
});

/** The Morat shoots the Fusilier at 20" (Combi Rifle -3), no ARO. */
const shoot = (dice: readonly number[], saves: readonly number[], guts: number): OrderScript => ({
  trooper: 'morat',
  first: { skill: 'idle' },
  table: [{ fact: 'lof', from: 'fusilier', to: 'morat', value: false }],
  second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fusilier', burst: 3 }] },
  table2: [{ fact: 'range', from: 'morat', to: 'fusilier', inches: 20 }],
  dice: { morat: dice },
  saves: { fusilier: saves },
  guts: { fusilier: { roll: guts } },
});

describe('Spotlight and Targeted (N5)', () => {
  it('n5/hacking/spotlight, n5/states/targeted: a hit (8 against WIP 13; the 15 misses) forces one save against halved BTS with PS 5 (BTS 0: SV 5); its 12 fails: Targeted, no Wound; it then rolls Guts', () => {
    const { events, session } = given(input()).when(turn('combined', hack([8, 15], [12], 5)));
    expect(only(events, 'HitsScored')).toMatchObject({
      attacker: 'hacker',
      target: 'fusilier',
      weapon: 'spotlight',
      hits: 1,
    });
    const save = only(events, 'SavingRollResolved');
    expect(save).toMatchObject({
      ammo: 'AP',
      attribute: 'BTS',
      threshold: { kind: 'n5-success-value', sv: 5 },
      automaticWounds: 0,
      wounds: 0,
      inflicts: ['targeted'],
    });
    expect(save.rolls).toMatchObject([{ face: 12, saved: false }]);
    expect(save.citations).toEqual(expect.arrayContaining(['n5/hacking/spotlight', 'n5/ammo/armour-piercing']));
    expect(only(events, 'StateEntered')).toMatchObject({ trooper: 'fusilier', state: 'targeted' });
    expect(only(events, 'StateEntered').citations).toEqual(
      expect.arrayContaining(['n5/ammo/armour-piercing', 'n5/states/targeted']),
    );
    expect(ofType(events, 'WoundsInflicted')).toEqual([]);
    expect(session.table().troopers['fusilier']?.states).toEqual(['targeted']);
  });

  it('n5/hacking/spotlight: a passed save (4 against SV 5) leaves the target out of Targeted, but it rolls Guts', () => {
    const { events, session } = given(input()).when(turn('combined', hack([8, 15], [4], 5)));
    expect(only(events, 'SavingRollResolved').rolls).toMatchObject([{ face: 4, saved: true }]);
    expect(ofType(events, 'StateEntered')).toEqual([]);
    expect(session.table().troopers['fusilier']?.states).toEqual([]);
  });

  it('n5/hacking/spotlight, n5/critical/extra-saving-roll: a Critical (13) and a hit (2) force three saves with halved BTS; one failure (9) is enough for Targeted', () => {
    const { events } = given(input()).when(turn('combined', hack([13, 2], [1, 9, 3], 5)));
    expect(only(events, 'HitsScored')).toMatchObject({ hits: 1, criticals: 1 });
    const save = only(events, 'SavingRollResolved');
    expect(save.rolls).toHaveLength(3);
    expect(save.citations).toContain('n5/critical/extra-saving-roll');
    expect(only(events, 'StateEntered')).toMatchObject({ trooper: 'fusilier', state: 'targeted' });
  });

  it('n5/hacking/spotlight: a miss (15 and 16 against WIP 13) leaves the target as it was: no save, no state, no Guts', () => {
    const { events, session } = given(input()).when(turn('combined', hack([15, 16])));
    expect(ofType(events, 'HitsScored')).toEqual([]);
    expect(ofType(events, 'StateEntered')).toEqual([]);
    expect(session.table().troopers['fusilier']?.states).toEqual([]);
  });

  it('n5/states/targeted: a BS Attack against a Targeted trooper gains +3: BS 12 -3 (range) +3 = SV 12, its 11 hits', () => {
    const { events } = given(input()).when(turn('combined', hack([8, 15], [12], 5), shoot([11, 18, 20], [2], 7)));
    const shot = ofType(events, 'NormalRollResolved').find((e) => e.roller.trooper === 'morat');
    expect(shot?.roller.sv).toMatchObject({ attribute: 'BS', base: 12, value: 12 });
    expect(shot?.roller.sv.mods).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: 3, citation: 'n5/states/targeted' })]),
    );
    expect(shot?.successes).toBe(1);
  });

  it('n5/states/targeted: without Targeted the same shot is SV 9 and the 11 misses', () => {
    const { events } = given(input()).when(
      turn('combined', {
        ...shoot([11, 18, 20], [], 0),
        saves: {},
        guts: {},
      }),
    );
    const shot = only(events, 'NormalRollResolved');
    expect(shot.roller.sv).toMatchObject({ attribute: 'BS', value: 9 });
    expect(shot.successes).toBe(0);
  });

  it('n5/states/targeted: a second Comms Attack against a Targeted trooper gains +3: WIP 13 + 3 = SV 16, its 15 hits (already Targeted: the failed save changes nothing)', () => {
    const { events } = given(input()).when(turn('combined', hack([8, 15], [12], 5), hack([15, 19], [11], 6)));
    const second = ofType(events, 'NormalRollResolved').filter((e) => e.roller.trooper === 'hacker')[1];
    expect(second?.roller.sv).toMatchObject({ attribute: 'WIP', base: 13, value: 16 });
    expect(second?.successes).toBe(1);
  });

  it('n5/states/targeted-reset: a Targeted trooper Resets at -3 WIP (SV 9); its 6 passes and cancels Targeted', () => {
    const { events, session } = given(input()).when([
      ...turn('combined', hack([8, 15], [12], 5)),
      { type: 'end-turn' },
      ...turn('panoceania', {
        trooper: 'fusilier',
        first: { skill: 'idle' },
        table: [
          { fact: 'lof', from: 'hacker', to: 'fusilier', value: false },
          { fact: 'lof', from: 'morat', to: 'fusilier', value: false },
        ],
        second: { skill: 'reset' },
        dice: { fusilier: [6] },
      }),
    ]);
    const reset = ofType(events, 'NormalRollResolved').find((e) => e.roller.trooper === 'fusilier');
    expect(reset?.roller.sv).toMatchObject({ attribute: 'WIP', base: 12, value: 9 });
    expect(reset?.roller.sv.mods).toEqual([
      expect.objectContaining({ value: -3, citation: 'n5/states/targeted-reset' }),
    ]);
    const left = ofType(events, 'StateLeft').find((e) => e.state === 'targeted');
    expect(left?.citations).toEqual(expect.arrayContaining(['n5/skills/reset', 'n5/states/targeted-reset']));
    expect(session.table().troopers['fusilier']?.states).toEqual([]);
  });

  it('n5/states/targeted-restrictions: a Targeted trooper may not declare Cautious Movement: refused at declaration with the rule', () => {
    const session = createGameSession(input());
    const commands: GameCommand[] = [
      ...turn('combined', hack([8, 15], [12], 5)),
      { type: 'end-turn' },
      { type: 'start-turn', player: 'panoceania' },
      { type: 'activate', trooper: 'fusilier' },
    ];
    for (const c of commands) expect(E.isRight(session.send(c))).toBe(true);
    const r = session.send({
      type: 'declare',
      trooper: 'fusilier',
      declaration: { skill: 'cautious-move', route: [{ point: 'bin', inches: 2 }] },
    });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) {
      expect(r.left.citation.id).toBe('n5/states/targeted-restrictions');
      expect(r.left.reason).toMatch(/Targeted trooper may not declare Cautious Movement/);
    }
  });

  it('n5/states/targeted-restrictions: a Targeted trooper may not use Stealth: its Move in the ZoC of an enemy without LoF grants that enemy an ARO', () => {
    const stealthy = {
      ...input(),
      armies: [
        armyOf('n5', 'panoceania', 'fusilier', [{ ...FUSILIER, skills: ['stealth' as const] }]),
        armyOf('n5', 'combined', 'hacker', [HACKER, MORAT]),
      ],
    };
    const move: GameCommand[] = [
      { type: 'start-turn', player: 'panoceania' },
      { type: 'activate', trooper: 'fusilier' },
      { type: 'declare', trooper: 'fusilier', declaration: { skill: 'move' } },
      { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier', value: false } },
      { type: 'measure', fact: { fact: 'zoc', trooper: 'morat', of: 'fusilier', value: true } },
    ];
    const dodge: GameCommand = { type: 'aro', trooper: 'morat', declaration: { skill: 'dodge' } };
    const plain = createGameSession(stealthy);
    for (const c of move) expect(E.isRight(plain.send(c))).toBe(true);
    expect(E.isRight(plain.send(dodge))).toBe(false);
    const targeted = createGameSession(stealthy);
    for (const c of [...turn('combined', hack([8, 15], [12], 5)), { type: 'end-turn' } as const, ...move])
      expect(E.isRight(targeted.send(c))).toBe(true);
    expect(targeted.table().troopers['fusilier']?.states).toEqual(['targeted']);
    expect(E.isRight(targeted.send(dodge))).toBe(true);
  });

  it('n5/hacking/spotlight, n5/skills/reset-face-to-face: in ARO (B1) against a Moving trooper that Resets: Face to Face, WIP 13 against WIP 12; the 7 beats the 3, the mover fails its save (10) and is Targeted', () => {
    const { events, session } = given(input()).when(
      turn('panoceania', {
        trooper: 'fusilier',
        first: { skill: 'move' },
        table: [
          { fact: 'lof', from: 'hacker', to: 'fusilier', value: false },
          { fact: 'lof', from: 'morat', to: 'fusilier', value: false },
          { fact: 'hacking-area', hacker: 'hacker', trooper: 'fusilier', value: true },
        ],
        aros: { hacker: spotlight },
        second: { skill: 'reset' },
        dice: { fusilier: [3], hacker: [7] },
        saves: { fusilier: [10] },
        guts: { fusilier: { roll: 4 } },
      }),
    );
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.winner).toBe('b');
    expect(f2f.b.rollers).toMatchObject([{ trooper: 'hacker', skill: 'comms-attack', sv: { value: 13 } }]);
    expect(f2f.citations).toEqual(expect.arrayContaining(['n5/skills/reset-face-to-face', 'n5/hacking/spotlight']));
    expect(session.table().troopers['fusilier']?.states).toEqual(['targeted']);
  });

  it('n5/hacking/spotlight, n4/hacking/unruled-programs: only N5 catalogues Spotlight: an N4 Spotlight is refused (the N4 Targeted State was not read)', () => {
    const session = createGameSession(input('n4'));
    for (const c of [
      { type: 'start-turn', player: 'combined' },
      { type: 'activate', trooper: 'hacker' },
      { type: 'declare', trooper: 'hacker', declaration: { skill: 'move' } },
      { type: 'end-aros' },
    ] as const)
      expect(E.isRight(session.send(c))).toBe(true);
    const r = session.send({ type: 'declare', trooper: 'hacker', declaration: spotlight });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r))
      expect(r.left).toMatchObject({
        reason: expect.stringMatching(/N4 Spotlight puts its target in Targeted, whose N4 effects were not read/),
        citation: { id: 'n4/hacking/unruled-programs' },
      });
  });
});
