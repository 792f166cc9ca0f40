import { describe, expect, it } from 'vitest';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { fates, turn } from '../support/orderScript.ts';
import { armyOf, type TrooperSpec } from '../support/seedTroopers.ts';

// Worked example E7 (facts.md §11, N5; https://infinitythewiki.com/Quantronic_Combat_(Hacking)):
// the Active trooper Moves, then Resets (WIP 13, no MODs); the Reactive Hacker declares a
// Carbonite ARO (WIP 13; DA, PS 7, IMM-B). Dice: Active 3, Reactive 7 — the 7 cancels the 3 and
// the Hacker wins. The Active trooper makes 2 Saving Rolls (DA), SV = PS 7 + BTS 6 = 13: a 14
// fails and it enters IMM-B. The first save (a 5) is ours. N4 reads the same situation with
// Carbonite's DAM 13: Attack Damage 13 - BTS 6 = 7, wounded (here: IMM-B) on 7 or less.
// Example: examples/quantronic-combat-e7.game.yaml (N5).
const HEAVY: TrooperSpec = { id: 'aquila', name: 'Aquila Guard', type: 'HI', attributes: { WIP: 13, BTS: 6 } };
const HACKER: TrooperSpec = { id: 'hacker', name: 'Hacker', attributes: { WIP: 13 }, skills: ['hacker'] };
const input = (edition: Edition) => ({
  edition,
  title: 'E7',
  armies: [armyOf(edition, 'panoceania', 'aquila', [HEAVY]), armyOf(edition, 'combined', 'hacker', [HACKER])],
});
const carbonite: SkillDeclaration = {
  skill: 'comms-attack',
  program: 'carbonite',
  targets: [{ target: 'aquila', burst: 1 }],
};

const e7 = (edition: 'n4' | 'n5', saves: readonly number[]) =>
  given(input(edition)).when(
    turn('panoceania', {
      trooper: 'aquila',
      first: { skill: 'move' },
      table: [
        { fact: 'lof', from: 'hacker', to: 'aquila', value: false },
        { fact: 'hacking-area', hacker: 'hacker', trooper: 'aquila', value: true },
      ],
      aros: { hacker: carbonite },
      second: { skill: 'reset' },
      dice: { aquila: [3], hacker: [7] },
      saves: { aquila: saves },
    }),
  );

describe('E7: Reset against a Carbonite ARO (N5)', () => {
  it('n5/face-to-face/when, n5/skills/reset-face-to-face, n5/hacking/carbonite: the Reset and the Carbonite meet Face to Face, WIP 13 against WIP 13: the 7 cancels the 3', () => {
    const { events } = e7('n5', [5, 14]);
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.a.rollers).toMatchObject([
      { trooper: 'aquila', skill: 'reset', sv: { attribute: 'WIP', base: 13, mods: [], value: 13 } },
    ]);
    expect(f2f.b.rollers).toMatchObject([
      { trooper: 'hacker', skill: 'comms-attack', sv: { attribute: 'WIP', base: 13, mods: [], value: 13 } },
    ]);
    expect(fates([...f2f.a.dice, ...f2f.b.dice])).toEqual({
      'aquila#1': { kind: 'cancelled', by: ['hacker#1'] },
      'hacker#1': { kind: 'hit' },
    });
    expect(f2f.winner).toBe('b');
    expect(f2f.citations).toEqual(
      expect.arrayContaining(['n5/face-to-face/when', 'n5/skills/reset-face-to-face', 'n5/hacking/carbonite']),
    );
    expect(ofType(events, 'NormalRollResolved')).toEqual([]);
  });

  it('n5/hacking/carbonite: one hit of DA: 2 saving rolls with SV = BTS 6 + PS 7 = 13; the 14 fails and the trooper enters IMM-B, with no Wound', () => {
    const { events, session } = e7('n5', [5, 14]);
    expect(only(events, 'HitsScored')).toMatchObject({
      attacker: 'hacker',
      target: 'aquila',
      weapon: 'carbonite',
      hits: 1,
      criticals: 0,
    });
    const save = only(events, 'SavingRollResolved');
    expect(save).toMatchObject({
      trooper: 'aquila',
      weapon: 'carbonite',
      ammo: 'DA',
      attribute: 'BTS',
      threshold: { kind: 'n5-success-value', sv: 13 },
      inflicts: ['imm-b'],
      wounds: 0,
    });
    expect(save.rolls.map((r) => r.saved)).toEqual([true, false]);
    expect(save.citations).toContain('n5/hacking/carbonite');
    expect(only(events, 'StateEntered')).toMatchObject({ trooper: 'aquila', state: 'imm-b' });
    expect(ofType(events, 'WoundsInflicted')).toEqual([]);
    expect(ofType(events, 'StateLeft')).toEqual([]);
    // An Immobilized trooper makes no Guts Roll.
    expect(ofType(events, 'GutsRollResolved')).toEqual([]);
    expect(session.table().troopers['aquila']).toMatchObject({ states: ['imm-b'], woundsReceived: 0 });
  });
});

describe('E7 read in N4 (Carbonite DAM 13 against BTS 6: Attack Damage 7)', () => {
  it('n4/skills/reset-face-to-face, n4/hacking/carbonite: the same Face to Face; the DA saves fail on 7 or less: a 5 puts the trooper in IMM-B', () => {
    const { events, session } = e7('n4', [14, 5]);
    expect(only(events, 'FaceToFaceResolved')).toMatchObject({
      winner: 'b',
      citations: expect.arrayContaining(['n4/skills/reset-face-to-face', 'n4/hacking/carbonite']),
    });
    const save = only(events, 'SavingRollResolved');
    expect(save).toMatchObject({
      attribute: 'BTS',
      threshold: { kind: 'n4-attack-damage', attackDamage: 7 },
      inflicts: ['imm-b'],
      wounds: 0,
    });
    expect(save.rolls.map((r) => r.saved)).toEqual([true, false]);
    expect(session.table().troopers['aquila']?.states).toEqual(['imm-b']);
  });
});
