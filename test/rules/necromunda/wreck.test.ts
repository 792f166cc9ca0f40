import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  claimingScrap,
  scrapDiceOwed,
  thrownClear,
  wreck,
  type FallingTable,
} from '../../../rules/necromunda/index.ts';

/** An entered falling table (the page gives none): the test's own numbers. */
const fallingTable: FallingTable = [
  { fromInches: 3, profile: { strength: 3, ap: 0, damage: 1 } },
  { fromInches: 5, profile: { strength: 4, ap: 0, damage: 1 } },
];

describe('necromunda/out-of-action/wrecked', () => {
  it('necromunda/out-of-action/wrecked: at 0 Wounds the vehicle is Wrecked: one crew Lasting Injury roll, one Lasting Damage roll, a flimsy structure', () => {
    expect(wreck({ woundsLeft: 0, rolledOver: false, crew: 3, passengers: 0 })).toEqual({
      wrecked: true,
      causes: ['no-wounds'],
      crewLastingInjuryRolls: 1,
      lastingDamageRolls: 1,
      becomes: 'flimsy-structure',
      fightersThrownClear: true,
      rules: ['necromunda/out-of-action/wrecked', 'necromunda/out-of-action/thrown-clear'],
    });
  });

  it('necromunda/out-of-action/wrecked: rolling over wrecks it too; both at once owe two Lasting Damage rolls', () => {
    expect(wreck({ woundsLeft: 2, rolledOver: true, crew: 1, passengers: 0 })).toMatchObject({
      causes: ['rolled-over'],
      lastingDamageRolls: 1,
    });
    expect(wreck({ woundsLeft: 0, rolledOver: true, crew: 1, passengers: 2 })).toMatchObject({
      causes: ['no-wounds', 'rolled-over'],
      crewLastingInjuryRolls: 1,
      lastingDamageRolls: 2,
    });
  });

  it('necromunda/out-of-action/wrecked: a vehicle with Wounds left that did not roll over is not Wrecked', () => {
    expect(wreck({ woundsLeft: 1, rolledOver: false, crew: 1, passengers: 0 })).toEqual({
      wrecked: false,
      rules: ['necromunda/out-of-action/wrecked'],
    });
  });

  it('necromunda/out-of-action/wrecked: reading — no crew aboard, no crew Lasting Injury roll; passengers are Thrown Clear too', () => {
    expect(wreck({ woundsLeft: 0, rolledOver: false, crew: 0, passengers: 0 })).toMatchObject({
      crewLastingInjuryRolls: 0,
      fightersThrownClear: false,
      rules: ['necromunda/out-of-action/wrecked'],
    });
    expect(wreck({ woundsLeft: 0, rolledOver: false, crew: 0, passengers: 2 })).toMatchObject({
      crewLastingInjuryRolls: 0,
      fightersThrownClear: true,
    });
    expect(() => wreck({ woundsLeft: -1, rolledOver: false, crew: 0, passengers: 0 })).toThrow(
      /necromunda\/out-of-action\/wrecked: Wounds left is a whole number/,
    );
  });

  test.prop([fc.nat(3), fc.boolean(), fc.integer({ min: 1, max: 6 }), fc.nat(4)])(
    'necromunda/out-of-action/wrecked: one crew roll whatever the crew, one Lasting Damage roll per cause (count)',
    (woundsLeft, rolledOver, crew, passengers) => {
      const w = wreck({ woundsLeft, rolledOver, crew, passengers });
      const causes = (woundsLeft === 0 ? 1 : 0) + (rolledOver ? 1 : 0);
      if (!w.wrecked) return causes === 0;
      return w.crewLastingInjuryRolls === 1 && w.lastingDamageRolls === causes;
    },
  );
});

describe('necromunda/out-of-action/thrown-clear', () => {
  const base = { placedInches: 1.5, heightInches: 2, fallingTable, vehicleWasMobile: false } as const;

  it('necromunda/out-of-action/thrown-clear: a passed Initiative test leaves the fighter unhurt', () => {
    expect(thrownClear({ ...base, initiative: { target: 4, roll: 4 } })).toMatchObject({
      kind: 'unhurt',
      test: { characteristic: 'initiative', passed: true, needed: 4 },
    });
  });

  it('necromunda/out-of-action/thrown-clear: failed, the fighter is Pinned and suffers a hit as if Falling', () => {
    expect(thrownClear({ ...base, heightInches: 4.5, initiative: { target: 4, roll: 3 } })).toMatchObject({
      kind: 'pinned-and-hit',
      pinned: true,
      hit: { strength: 4, ap: 0, damage: 1 },
      rules: ['necromunda/out-of-action/thrown-clear', 'necromunda/damage/falling'],
    });
  });

  it('necromunda/out-of-action/thrown-clear: reading — the hit is certain on a failed test (a height under 3" reads the first row)', () => {
    expect(thrownClear({ ...base, heightInches: 0, initiative: { target: 4, roll: 1 } })).toMatchObject({
      hit: { strength: 3, ap: 0, damage: 1 },
    });
  });

  it('necromunda/out-of-action/thrown-clear: from a Mobile vehicle the hit has +1 Strength, AP and Damage', () => {
    expect(thrownClear({ ...base, vehicleWasMobile: true, initiative: { target: 4, roll: 2 } })).toMatchObject({
      hit: { strength: 4, ap: -1, damage: 2 },
    });
  });

  it('necromunda/out-of-action/thrown-clear: a fighter placed further than 2" is refused', () => {
    expect(() => thrownClear({ ...base, placedInches: 2.5, initiative: { target: 4, roll: 6 } })).toThrow(
      /necromunda\/out-of-action\/thrown-clear: a fighter Thrown Clear is placed within 2", got 2.5"/,
    );
    expect(() => thrownClear({ ...base, initiative: { target: 4, roll: 0 } })).toThrow(/dice total is a whole number/);
  });
});

describe('necromunda/out-of-action/claiming-scrap', () => {
  it('necromunda/out-of-action/claiming-scrap: the one gang left gains D3×10 credits per wrecked enemy vehicle', () => {
    expect(claimingScrap({ gangsRemaining: 1, wreckedEnemyVehicles: 2, d3: [3, 1] })).toEqual({
      credits: 40,
      vehiclesReclaimedByOwners: 2,
      rules: ['necromunda/out-of-action/claiming-scrap'],
    });
  });

  it('necromunda/out-of-action/claiming-scrap: with two gangs left nothing is claimed and no dice are owed', () => {
    expect(scrapDiceOwed(2, 3)).toEqual({ count: 0, rules: ['necromunda/out-of-action/claiming-scrap'] });
    expect(scrapDiceOwed(1, 3).count).toBe(3);
    expect(claimingScrap({ gangsRemaining: 2, wreckedEnemyVehicles: 3, d3: [] })).toMatchObject({ credits: 0 });
    expect(() => claimingScrap({ gangsRemaining: 2, wreckedEnemyVehicles: 3, d3: [2] })).toThrow(
      /0 D3 owed \(2 gang\(s\) remaining, 3 wrecked enemy vehicle\(s\)\), got 1/,
    );
  });

  it('necromunda/out-of-action/claiming-scrap: a missing D3 or a face outside 1–3 is refused', () => {
    expect(() => claimingScrap({ gangsRemaining: 1, wreckedEnemyVehicles: 2, d3: [2] })).toThrow(/2 D3 owed/);
    expect(() => claimingScrap({ gangsRemaining: 1, wreckedEnemyVehicles: 1, d3: [4] })).toThrow(
      /necromunda\/out-of-action\/claiming-scrap: a D3 reads a whole number from 1 to 3, got 4/,
    );
  });

  test.prop([fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 6 })])(
    'necromunda/out-of-action/claiming-scrap: credits are a multiple of 10, between 10 and 30 per wreck (count)',
    (d3) => {
      const { credits } = claimingScrap({ gangsRemaining: 1, wreckedEnemyVehicles: d3.length, d3 });
      return credits % 10 === 0 && credits >= 10 * d3.length && credits <= 30 * d3.length;
    },
  );
});
