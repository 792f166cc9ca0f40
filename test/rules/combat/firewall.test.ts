import { describe, expect, it } from 'vitest';
import { firewallAttackMods, firewallProtects, firewallValue, savingRollSpec } from '../../../rules/combat/index.ts';
import { findProgram, programWeapon } from '../../../rules/profiles/index.ts';

// The N5 and N4 Firewall pages (rules/citations/hacking2Citations.ts). No worked example on the
// pages: the figures are ours (a BTS 6 target of Carbonite).
const carbonite = (edition: 'n4' | 'n5') => {
  const p = findProgram(edition, 'carbonite');
  if (p === undefined) throw new Error('no Carbonite');
  return programWeapon(p);
};

describe('Firewall', () => {
  it("n5/equipment/firewall, n4/equipment/firewall: the WIP MOD is the Firewall's own, the strongest when two are listed; N3 has none", () => {
    expect(firewallValue([])).toBe(0);
    expect(firewallValue(['firewall-3'])).toBe(-3);
    expect(firewallValue(['firewall-3', 'firewall-6'])).toBe(-6);
    expect(firewallAttackMods('n5', ['firewall-6'])).toEqual([
      expect.objectContaining({ value: -6, citation: 'n5/equipment/firewall' }),
    ]);
    expect(firewallAttackMods('n4', ['firewall-3'])).toEqual([
      expect.objectContaining({ value: -3, citation: 'n4/equipment/firewall' }),
    ]);
    expect(firewallAttackMods('n3', ['firewall-3'])).toEqual([]);
    expect(firewallAttackMods('n5', ['hacker'])).toEqual([]);
    expect(firewallProtects('n5', ['firewall-3'])).toBe(true);
    expect(firewallProtects('n3', ['firewall-3'])).toBe(false);
  });

  it('n5/equipment/firewall: +3 to the Saving Roll against a Comms Attack: Carbonite PS 7 on BTS 6 is SV 13, 16 behind a Firewall', () => {
    const bare = savingRollSpec('n5', { weapon: carbonite('n5'), target: { ARM: 4, BTS: 6 }, partialCover: false });
    expect(bare.threshold).toEqual({ kind: 'n5-success-value', sv: 13 });
    const walled = savingRollSpec('n5', {
      weapon: carbonite('n5'),
      target: { ARM: 4, BTS: 6 },
      partialCover: false,
      inflicts: 'imm-b',
      firewall: true,
    });
    expect(walled.threshold).toEqual({ kind: 'n5-success-value', sv: 16 });
    expect(walled.mods).toEqual([expect.objectContaining({ value: 3, citation: 'n5/equipment/firewall' })]);
    expect(walled.citations).toContain('n5/equipment/firewall');
  });

  it('n4/equipment/firewall: -3 to the Attack Damage: Carbonite DAM 13 on BTS 6 wounds on 7 or less, on 4 or less behind a Firewall', () => {
    const walled = savingRollSpec('n4', {
      weapon: carbonite('n4'),
      target: { ARM: 4, BTS: 6 },
      partialCover: false,
      firewall: true,
    });
    expect(walled.threshold).toEqual({ kind: 'n4-attack-damage', attackDamage: 4 });
    expect(walled.mods).toEqual([expect.objectContaining({ value: -3, citation: 'n4/equipment/firewall' })]);
  });
});
