import { describe, expect, it } from 'vitest';
import {
  ammoAgainst,
  applyWounds,
  bioimmuneValues,
  stateImmunity,
  survivalAtVita,
  type WoundTrack,
} from '../../../rules/combat/index.ts';
import type { TrooperSkill } from '../../../rules/profiles/index.ts';

/** A VITA/W 2 trooper with these skills and Wounds. */
const track = (skills: readonly TrooperSkill[], wounds = 0, w = 2): WoundTrack => ({
  w,
  structure: false,
  wounds,
  states: [],
  skills,
});

describe.each(['n3', 'n4', 'n5'] as const)('survival skills on Wounds (%s)', (edition) => {
  it(`${edition}/skills/dogged: Wounds reaching VITA enter Dogged, not Unconscious nor Prone; one more is Dead`, () => {
    const r = applyWounds(edition, track(['dogged'], 1), 1, 'N');
    expect(r).toMatchObject({ wounds: 2, states: ['dogged'], entered: ['dogged'] });
    expect(r.citations).toContain(`${edition}/skills/dogged`);
    const next = applyWounds(edition, { ...track(['dogged'], 2), states: ['dogged'] }, 1, 'N');
    expect(next).toMatchObject({ wounds: 3, states: ['dead'], entered: ['dead'] });
    // Below VITA nothing changes; Dogged already held is not entered again.
    expect(applyWounds(edition, track(['dogged']), 1, 'N').entered).toEqual([]);
  });

  it(`${edition}/skills/nwi: Wounds reaching VITA enter no state; one more is Dead`, () => {
    const r = applyWounds(edition, track(['nwi'], 1), 1, 'N');
    expect(r).toMatchObject({ wounds: 2, states: [], entered: [] });
    expect(r.citations).toContain(`${edition}/skills/nwi`);
    expect(applyWounds(edition, track(['nwi'], 2), 1, 'N').states).toEqual(['dead']);
    expect(applyWounds(edition, track([], 1), 1, 'N').states).toContain('unconscious');
  });

  it(`${edition}/skills/dogged: Dogged is chosen before NWI when a trooper has both (reading)`, () => {
    expect(survivalAtVita(['nwi', 'dogged'])).toBe('dogged');
    expect(survivalAtVita(['courage'])).toBeUndefined();
  });

  it(`${edition}/skills/total-immunity: every ammunition with a saving roll is Normal against it; Smoke stays Smoke`, () => {
    for (const ammo of ['AP', 'DA', 'EXP', 'Shock', 'E/M'] as const)
      expect(ammoAgainst(edition, ammo, ['total-immunity'])).toEqual({
        ammo: 'N',
        citation: `${edition}/skills/total-immunity`,
      });
    expect(ammoAgainst(edition, 'N', ['total-immunity'])).toEqual({ ammo: 'N' });
    expect(ammoAgainst(edition, 'Smoke', ['total-immunity'])).toEqual({ ammo: 'Smoke' });
    // PARA keeps its PH-6 roll: only its IMM-A is cancelled (stateImmunity).
    expect(ammoAgainst(edition, 'PARA', ['total-immunity'])).toEqual({ ammo: 'PARA' });
    expect(stateImmunity(edition, 'imm-a', 'PARA', ['total-immunity'])).toBe(`${edition}/skills/total-immunity`);
    expect(ammoAgainst(edition, 'EXP', [])).toEqual({ ammo: 'EXP' });
  });
});

describe.each(['n3', 'n4', 'n5'] as const)('Immunity (ammunition type, game state) (%s)', (edition) => {
  it(`${edition}/skills/immunity: Immunity (AP) makes AP Normal; Immunity (Isolated) keeps the trooper out of Isolated`, () => {
    expect(ammoAgainst(edition, 'AP', ['immunity-ap'])).toEqual({ ammo: 'N', citation: `${edition}/skills/immunity` });
    expect(ammoAgainst(edition, 'DA', ['immunity-ap'])).toEqual({ ammo: 'DA' });
    expect(stateImmunity(edition, 'isolated', 'E/M', ['immunity-isolated'])).toBe(`${edition}/skills/immunity`);
    expect(stateImmunity(edition, 'imm-b', 'E/M', ['immunity-isolated'])).toBeNull();
    expect(stateImmunity(edition, 'imm-a', 'PARA', ['immunity-para'])).toBe(`${edition}/skills/immunity`);
  });
});

describe.each(['n4', 'n5'] as const)('Shock against survival skills (%s)', (edition) => {
  it(`${edition}/skills/dogged: Shock Wounds reaching VITA 2 are Dead, not Dogged`, () => {
    const r = applyWounds(edition, track(['dogged'], 1), 1, 'Shock');
    expect(r.states).toEqual(['dead']);
    expect(r.citations).toContain(`${edition}/wounds/shock`);
  });
});

describe('Shock against survival skills (n3)', () => {
  it('n3/skills/nwi: N3 Shock spares a 2-W NWI trooper (only its own 1-W rule applies)', () => {
    expect(applyWounds('n3', track(['nwi'], 1), 1, 'Shock').states).toEqual([]);
  });
});

describe('Bioimmunity', () => {
  it('n4/skills/bioimmunity: the better of ARM and BTS for both, whatever the ammunition', () => {
    expect(bioimmuneValues('n4', 'AP', ['bioimmunity'], { ARM: 1, BTS: 6 })).toEqual({
      ARM: 6,
      BTS: 6,
      citation: 'n4/skills/bioimmunity',
    });
    expect(bioimmuneValues('n4', 'AP', [], { ARM: 1, BTS: 6 })).toEqual({ ARM: 1, BTS: 6 });
  });
  it('n3/skills/bioimmunity: only against Bio-Munitions (Shock), which are Normal ammunition', () => {
    expect(bioimmuneValues('n3', 'N', ['bioimmunity'], { ARM: 1, BTS: 6 })).toEqual({ ARM: 1, BTS: 6 });
    expect(bioimmuneValues('n3', 'Shock', ['bioimmunity'], { ARM: 1, BTS: 6 })).toMatchObject({ ARM: 6 });
    expect(ammoAgainst('n3', 'Shock', ['bioimmunity'])).toEqual({ ammo: 'N', citation: 'n3/skills/bioimmunity' });
    // N5 has no Bioimmunity (reading): nothing changes.
    expect(bioimmuneValues('n5', 'Shock', ['bioimmunity'], { ARM: 1, BTS: 6 })).toEqual({ ARM: 1, BTS: 6 });
  });
});
