import { describe, expect, it } from 'vitest';
import { necromundaTrail, OUTCOME_WORDS } from '../../../audit/necromunda/index.ts';
import { HitOutcomeC } from '../../../events/necromunda/necromundaDamageEvents.ts';
import { NECROMUNDA_EXAMPLE, NECROMUNDA_SCRAP, NECROMUNDA_VARIETY } from '../../support/necromundaGames.ts';
import { trailOf } from './trailOf.ts';

const example = trailOf(NECROMUNDA_EXAMPLE);
const variety = trailOf(NECROMUNDA_VARIETY);
const scrap = trailOf(NECROMUNDA_SCRAP);

describe("the audit trail of a Necromunda game's hits and vehicles (v2 events)", () => {
  it('necromunda/wound-roll/vehicle-facing: a hit on a vehicle names the facing and its Toughness, or "in doubt: the toughest"', () => {
    expect(example.lineOf('HitDeclared', (e) => e.hit === 7)).toBe(
      'Hit 7: Lyra → Ore Rig (side facing: T5), Plasma gun (S5 AP -2 D 2; Scarce, Unstable), ranged [necromunda/resolve-hits/sequence, necromunda/wound-roll/vehicle-facing]',
    );
    expect(example.lineOf('HitDeclared', (e) => e.hit === 8)).toMatch(
      /^Hit 8: Lyra → Ore Rig \(facing in doubt: the toughest, front T6\), Fighting knife .*, close combat \[/,
    );
  });

  it('necromunda/damage/falling: the hit of a fall names its source, the distance measured and rounded up', () => {
    expect(example.lineOf('HitDeclared', (e) => e.source.kind === 'fall')).toBe(
      `Hit 10: Grax, a fall of 4.2" rounded up to 5", Falling (5") (S4 AP '–' D 1) [necromunda/resolve-hits/sequence, necromunda/damage/falling]`,
    );
  });

  it('necromunda/out-of-action/thrown-clear: the falling hit of a fighter Thrown Clear names the vehicle, and Mobile raises it by one', () => {
    expect(example.lineOf('HitDeclared', (e) => e.source.kind === 'thrown-clear')).toBe(
      'Hit 9: Dozer, Thrown Clear of Ore Rig (it was Mobile: Strength, AP and Damage +1), Falling (Thrown Clear) (S4 AP -1 D 2) [necromunda/resolve-hits/sequence, necromunda/damage/falling]',
    );
  });

  it("necromunda/nerve/broken: a Broken fighter's Reaction attack while Engaged shows its -2 to hit", () => {
    expect(example.lineOf('HitDeclared', (e) => e.reaction)).toBe(
      "Hit 11: Sable → Grax, Fighting knife (S3 AP '–' D 1; Melee), close combat, a Reaction attack by a Broken fighter while Engaged: -2 to hit [necromunda/resolve-hits/sequence, necromunda/nerve/broken]",
    );
  });

  it('necromunda/damage/vehicles: VehicleDiceOwed says how many Location and Damage dice, choose one or apply all, and who chooses', () => {
    expect(example.lineOf('VehicleDiceOwed', (e) => e.hit === 7)).toBe(
      "  an unsaved wound on Ore Rig: 1 Location dice, then 2 Damage dice (the weapon's Damage), choose one, discard the rest; the attacker (Lyra) chooses [necromunda/damage/vehicles]",
    );
    expect(example.lineOf('VehicleDiceOwed', (e) => e.hit === 8)).toContain(
      '2 Location dice (close combat: +1), choose one, discard the rest, then 1 Damage dice',
    );
    expect(variety.lineOf('VehicleDiceOwed', (e) => e.hit === 1)).toContain(
      'choose one, discard the rest; the vehicle chooses (Hardened Chassis)',
    );
    expect(variety.lineOf('VehicleDiceOwed', (e) => e.hit === 2)).toContain(
      "then 2 Damage dice (the weapon's Damage), apply all [",
    );
  });

  it("necromunda/damage/vehicles: LocationRolled shows each die's rolls, an impossible location re-rolled, which die was kept and by whom", () => {
    expect(example.lineOf('LocationRolled', (e) => e.hit === 7)).toBe(
      '  Location dice: Crew (impossible for this hit: re-rolled) → Engine: the Engine is struck [necromunda/damage/vehicles]',
    );
    expect(example.lineOf('LocationRolled', (e) => e.hit === 8)).toBe(
      "  Location dice: 1st Body, 2nd Drive; kept the 2nd (the attacker's choice), the rest discarded: the Drive is struck [necromunda/damage/vehicles]",
    );
  });

  it('necromunda/damage/vehicles: VehicleDamaged shows the results, the one kept or all applied, the Wounds before and after, a roll-over', () => {
    expect(example.lineOf('VehicleDamaged', (e) => e.hit === 7)).toBe(
      "  Damage dice on the Engine: Hit, Critical; kept the 2nd (the attacker's choice), the rest discarded: Wounds 3 → 1 (2 lost) [necromunda/damage/vehicles]",
    );
    expect(variety.lineOf('VehicleDamaged', (e) => e.hit === 1)).toContain("kept the 1st (the vehicle's choice)");
    expect(variety.lineOf('VehicleDamaged', (e) => e.hit === 2)).toBe(
      '  Damage dice on the Drive: Hit, Hit; all applied: Wounds 2 → 0 (2 lost); it Lost Control and rolled over (entered) [necromunda/damage/vehicles]',
    );
  });

  it('necromunda/out-of-action/wrecked: VehicleWrecked gives its causes, the Lasting rolls owed, who is Thrown Clear and the flimsy structure', () => {
    expect(example.lineOf('VehicleWrecked', (e) => e.vehicle === 'rig')).toBe(
      '  Ore Rig is Wrecked (0 Wounds): a flimsy structure (terrain) for the rest of the battle; 1 crew Lasting Injury roll and 1 Lasting Damage roll owed; Thrown Clear: Dozer (it was Mobile) [necromunda/out-of-action/wrecked, necromunda/out-of-action/thrown-clear]',
    );
    // A Stationary vehicle with no one aboard: no crew roll, no one Thrown Clear.
    expect(example.lineOf('VehicleWrecked', (e) => e.vehicle === 'hauler')).toBe(
      '  Hauler is Wrecked (0 Wounds): a flimsy structure (terrain) for the rest of the battle; 1 Lasting Damage roll owed [necromunda/out-of-action/wrecked]',
    );
    expect(variety.lineOf('VehicleWrecked', (e) => e.vehicle === 'buggy')).toContain(
      'Buggy is Wrecked (0 Wounds and rolled over): a flimsy structure (terrain) for the rest of the battle; 1 crew Lasting Injury roll and 2 Lasting Damage rolls owed; Thrown Clear: Nyx',
    );
    expect(variety.lineOf('VehicleWrecked', (e) => e.vehicle === 'quad')).toBe(
      'Quad is Wrecked (rolled over, outside a hit): a flimsy structure (terrain) for the rest of the battle; 1 Lasting Damage roll owed [necromunda/out-of-action/wrecked]',
    );
    expect(scrap.lineOf('VehicleWrecked')).toContain('not a campaign: no Lasting rolls');
  });

  it('necromunda/out-of-action/wrecked: the crew Lasting Injury and Lasting Damage rolls are shown as entered', () => {
    expect(example.lineOf('CrewLastingInjuryRolled')).toBe(
      "Ore Rig's crew Lasting Injury roll (one, however many crew): Grievous Injury (entered) [necromunda/out-of-action/wrecked]",
    );
    expect(variety.linesOf('LastingDamageRolled', (e) => e.vehicle === 'buggy')).toEqual([
      "Buggy's Lasting Damage roll 1 of 2: Persistent Rattle (entered) [necromunda/out-of-action/wrecked]",
      "Buggy's Lasting Damage roll 2 of 2: Engine Damage (entered) [necromunda/out-of-action/wrecked]",
    ]);
  });

  it('necromunda/out-of-action/thrown-clear: ThrownClearResolved shows the placement, the Initiative test, and Pinned with the falling hit raised by one', () => {
    expect(example.lineOf('ThrownClearResolved')).toBe(
      `Dozer Thrown Clear of Ore Rig: placed 1.5" away (within 2"), Initiative test 5+: rolled 2 (entered): failed: Pinned, and a hit as if Falling from 2.5" (under 3": the falling table's first row, the hit is certain): S4 AP -1 D 2 (the falling table's row raised by one: the vehicle was Mobile) [necromunda/out-of-action/thrown-clear, necromunda/damage/falling]`,
    );
    expect(variety.lineOf('ThrownClearResolved')).toBe(
      `Nyx Thrown Clear of Buggy: placed 1" away (within 2"), Initiative test 3+: rolled 5 (entered): passed: unhurt [necromunda/out-of-action/thrown-clear]`,
    );
  });

  it('necromunda/out-of-action/claiming-scrap: ScrapClaimed names the gang left, each wreck with its D3, and the credits', () => {
    expect(scrap.lineOf('ScrapClaimed')).toBe(
      'After the battle, Goliath, the one gang left on the battlefield, claims scrap: Buggy (D3 3 × 10): 30 credits; the wrecks go back to their owners [necromunda/out-of-action/claiming-scrap]',
    );
  });

  it('necromunda/resolve-hits/sequence: every outcome has its words, and each resolved hit on a vehicle says how it ended', () => {
    for (const outcome of Object.keys(HitOutcomeC.keys)) expect(OUTCOME_WORDS).toHaveProperty(outcome);
    expect(example.lineOf('HitResolved', (e) => e.hit === 7)).toBe('  resolved: vehicle damaged (still running)');
    expect(example.lineOf('HitResolved', (e) => e.hit === 8)).toBe('  resolved: vehicle Wrecked');
    for (const { lines } of [example, variety, scrap])
      for (const line of lines) expect(line).not.toMatch(/undefined|null|NaN/);
  });

  it('necromunda/save-roll/when: the chance a hit got through is given for hits on vehicles too; the Out of Action chance only for fighters', () => {
    const trail = necromundaTrail(example.events, {
      injuryFaces: { 'flesh-wound': 2, 'serious-injury': 2, 'out-of-action': 2 },
    });
    const at = trail.indexOf(example.lineOf('HitDeclared', (e) => e.hit === 7));
    const rig = trail.slice(at, trail.indexOf('  resolved: vehicle damaged (still running)', at));
    expect(rig).toContain('  chance this hit got through (wounded, not saved): 41.7%');
    expect(rig.join('\n')).not.toContain('Out of Action:');
    const dozer = trail.indexOf(example.lineOf('HitDeclared', (e) => e.hit === 9));
    expect(trail[dozer + 1]).toBe(
      "  chance this hit puts Dozer Out of Action: 23.1% (the Injury dice's faces as entered)",
    );
  });
});
