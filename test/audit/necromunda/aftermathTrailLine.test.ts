import { describe, expect, it } from 'vitest';
import { NECROMUNDA_EXAMPLE, NECROMUNDA_VARIETY } from '../../support/necromundaGames.ts';
import { trailOf } from './trailOf.ts';

const example = trailOf(NECROMUNDA_EXAMPLE);
const variety = trailOf(NECROMUNDA_VARIETY);

describe('the audit trail of what the page calls for after a hit (v2 events)', () => {
  it('necromunda/damage/falling: FallMeasured: 3" or more is a hit by the distance rounded up; under 3" (as measured) none', () => {
    expect(example.lineOf('FallMeasured')).toBe(
      'Grax falls 4.2" (rounded up to 5"): 3" or more, a hit as if Falling [necromunda/damage/falling]',
    );
    expect(variety.lineOf('FallMeasured')).toBe(
      'Kit falls 2.5": under 3" as measured, no hit [necromunda/damage/falling]',
    );
  });

  it('necromunda/out-of-action/fighters: ConsequencesOwed says in words what is now owed, in order; the Lasting Injury roll as entered', () => {
    expect(
      example.lineOf('ConsequencesOwed', (e) =>
        e.owed.some((o) => o.kind === 'lasting-injury' && o.fighter === 'krug'),
      ),
    ).toBe(
      "  now owed: Krug's Lasting Injury roll, then the Nerve check around Krug (Out of Action: distances of its friends) [necromunda/out-of-action/fighters, necromunda/nerve/tests]",
    );
    expect(example.lineOf('LastingInjuryRolled', (e) => e.fighter === 'krug')).toBe(
      "Krug's Lasting Injury roll (Out of Action in a campaign): Out Cold (entered) [necromunda/out-of-action/fighters]",
    );
  });

  it('necromunda/injuries/out-of-action: OwedDropped says what is no longer owed, and why', () => {
    expect(example.lineOf('OwedDropped')).toBe(
      "  no longer owed, Sable having left the battlefield: Sable's move after breaking away (and the Reaction attacks of Grax) [necromunda/injuries/out-of-action]",
    );
  });

  it('necromunda/nerve/tests: NerveTestsCalled names the testers with their distances, and each model excused and why', () => {
    expect(example.lineOf('NerveTestsCalled', (e) => e.casualty === 'krug')).toBe(
      'Nerve tests for Krug (Out of Action): Dozer (2", within 3") tests; excused: Grax (4", beyond 3"), Ore Rig (a vehicle ignores a fighter\'s casualty) and Hauler (a vehicle ignores a fighter\'s casualty) [necromunda/nerve/tests]',
    );
    expect(example.lineOf('NerveTestsCalled', (e) => e.casualty === 'rig')).toBe(
      'Nerve tests for Ore Rig (Wrecked): Grax (4", within 6"), Dozer (1.5", within 6") and Hauler (5", within 6") test [necromunda/nerve/tests]',
    );
    expect(variety.lineOf('NerveTestsCalled', (e) => e.casualty === 'buggy')).toContain(
      'excused: Ria (8", beyond 6") and Zia (immune to Nerve tests)',
    );
    expect(variety.lineOf('NerveTestsCalled', (e) => e.casualty === 'kit')).toContain(
      'Ria (2", within 3") tests; excused: Nyx (a Juve taken Out of Action makes only other Juves test), Zia (immune to Nerve tests)',
    );
    expect(variety.lineOf('NerveTestsCalled', (e) => e.casualty === 'quad')).toContain('no one tests');
  });

  it("necromunda/nerve/tests: NerveTestTaken shows the Cool test (target, +1 per friend helping, what it needs, the roll), each friend's help, and Broken", () => {
    expect(example.lineOf('NerveTestTaken', (e) => e.tester === 'sable')).toBe(
      `Sable's Nerve test (for Vex): Cool test 7+, +1: needs 6, rolled 5 (entered): failed: Broken; friends: Lyra 2" (+1) [necromunda/nerve/tests, necromunda/nerve/broken]`,
    );
    expect(example.lineOf('NerveTestTaken', (e) => e.tester === 'grax' && e.casualty === 'rig')).toBe(
      `Grax's Nerve test (for Ore Rig): Cool test 6+: rolled 8 (entered): passed; friends: Dozer 3" (Seriously Injured: no help) [necromunda/nerve/tests]`,
    );
    expect(example.lineOf('NerveTestTaken', (e) => e.tester === 'dozer' && e.casualty === 'krug')).toContain(
      'friends: Grax 5" (beyond 3": no help)',
    );
    expect(variety.lineOf('NerveTestTaken', (e) => e.tester === 'ria')).toContain(
      'Cool test 8+, +2: needs 6, rolled 2 (entered): failed: Broken; friends: Nyx 2" (+1), Zia 2" (+1)',
    );
  });

  it('necromunda/nerve/broken: ModelBroken names the Double action by the kind of model; a later activation while Broken owes it again', () => {
    expect(example.lineOf('ModelBroken', (e) => e.model === 'sable')).toBe(
      '  Sable is Broken: it loses any Ready marker and activates at once: Running for Cover (Double) [necromunda/nerve/broken, necromunda/nerve/running-for-cover]',
    );
    expect(example.lineOf('ModelBroken', (e) => e.model === 'hauler')).toContain(
      'Hauler is Broken: it loses any Ready marker and activates at once: Burn Out (Double)',
    );
    expect(variety.lineOf('ModelBroken', (e) => e.model === 'quad')).toContain(
      'Quad is Broken: it loses any Ready marker and activates at once: Break for Air (Double)',
    );
    expect(example.lineOf('BrokenModelActivated')).toBe(
      'Sable activates while Broken: it loses any Ready marker, and its Broken action is owed [necromunda/nerve/broken]',
    );
  });

  it("necromunda/nerve/running-for-cover: RetreatTested: the Broken fighter's Initiative test, then each Engaged enemy's test to strike it", () => {
    expect(example.lineOf('RetreatTested')).toBe(
      "Sable, Broken and Engaged, retreats first: Initiative test 4+: rolled 5 (entered): passed: it breaks away; Grax's Initiative test 4+: rolled 6 (entered): passed: a Reaction attack [necromunda/nerve/running-for-cover]",
    );
    expect(variety.lineOf('RetreatTested')).toBe(
      'Ria, Broken and Engaged, retreats first: Initiative test 3+: rolled 1 (entered): failed: it holds, and the action ends [necromunda/nerve/running-for-cover]',
    );
  });

  it('necromunda/nerve/running-for-cover: BrokenMoved: the distance (2D6, or half Move when Prone), the spots, the priority that decided, the spot chosen', () => {
    expect(example.lineOf('BrokenMoved', (e) => e.model === 'sable')).toBe(
      'Sable takes Running for Cover (Double): 2D6 3 + 4 = 7"; spots: behind-crates (enemy models 6", enemy fighters 6", out of sight, in cover), open-ground (enemy models 8", enemy fighters 9", in sight, in the open); decided by the 2nd priority, out of enemy line of sight: ends at behind-crates [necromunda/nerve/broken, necromunda/nerve/running-for-cover]',
    );
    expect(example.lineOf('BrokenMoved', (e) => e.model === 'dozer')).toContain(
      'Prone (Pinned or Seriously Injured): half its Move, 2"; spots: behind-wreck',
    );
  });

  it('necromunda/nerve/break-for-air: a Mobile vehicle moves 3D6" with any number of pivots, here decided by the last priority', () => {
    expect(variety.lineOf('BrokenMoved')).toContain(
      'Quad takes Break for Air (Double): 3D6 2 + 3 + 4 = 9" with any number of pivots; spots: ridge',
    );
    expect(variety.lineOf('BrokenMoved')).toContain(
      'decided by the 4th priority, as far from the enemy as possible: ends at gully',
    );
  });

  it('necromunda/nerve/burn-out: SmokePlaced: D3 Smoke blasts within 1", and the Restart test modifier', () => {
    expect(example.lineOf('SmokePlaced')).toBe(
      'Hauler takes Burn Out (Double): D3 = 2 Smoke blasts (5") placed 0.5" and 1" away (within 1"); -1 to its Restart test per Smoke marker [necromunda/nerve/broken, necromunda/nerve/burn-out]',
    );
  });

  it("necromunda/nerve/broken: a rally is the players' entry, not the engine's ruling, and the trail says so", () => {
    expect(example.lineOf('RallyEntered')).toBe(
      "Dozer's rally in the End phase: rallied, no longer Broken (entered by the players: the page gives no test, the engine did not rule it) [necromunda/nerve/broken]",
    );
    expect(variety.lineOf('RallyEntered')).toContain('did not rally, still Broken (entered by the players');
  });
});
