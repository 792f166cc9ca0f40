import { describe, expect, it } from 'vitest';
import type { NecromundaCommand } from '../../../machines/necromunda/index.ts';
import { fighter, hit, injure, play, refused, table, vehicle, wreckWith } from './necromundaTable.ts';

// Given: Lyra and Vex (Escher) against the Goliaths' Rig, Dozer at its controls and Pax aboard, and
// Grax on foot; a campaign.
const GANGS = {
  fighters: [
    fighter('lyra', 'Escher'),
    fighter('vex', 'Escher'),
    fighter('dozer', 'Goliath', { aboard: { vehicle: 'rig', as: 'crew' } }),
    fighter('pax', 'Goliath', { aboard: { vehicle: 'rig', as: 'passenger' } }),
    fighter('grax', 'Goliath'),
  ],
  vehicles: [vehicle('rig', 'Goliath')],
};
const thrown = (id: string, initiative: number): NecromundaCommand => ({
  type: 'thrown-clear',
  fighter: id,
  placedInches: 1,
  initiative,
  heightInches: 2,
});

describe('necromunda/resolve-hits/sequence: what the page calls for is owed before the game goes on', () => {
  it('necromunda/resolve-hits/sequence: while anything is owed, no hit, fall, roll-over, Broken activation, rally or Claiming Scrap is accepted', () => {
    const g = table(GANGS);
    play(g, injure('lyra', 'grax', 'out-of-action'));
    const blocked: readonly NecromundaCommand[] = [
      hit('lyra', 'dozer'),
      { type: 'fall', fighter: 'vex', inches: 4 },
      { type: 'roll-over', vehicle: 'rig' },
      { type: 'activate-broken', model: 'vex' },
      { type: 'rally', model: 'vex', rallied: true },
      { type: 'claim-scrap', gang: 'Escher', d3: [] },
    ];
    for (const c of blocked) {
      const r = refused(g, c);
      expect(r.reason, c.type).toMatch(/^Grax's Lasting Injury roll is owed before /);
    }
    expect(refused(g, hit('lyra', 'dozer')).citation.id).toBe('necromunda/resolve-hits/sequence');
  });

  it('necromunda/resolve-hits/sequence: owed steps are settled in the order owed: a later one first is refused, naming the one owed first', () => {
    const g = table(GANGS);
    play(g, wreckWith('lyra', 'rig'));
    expect(g.state().owed.map((o) => o.kind)).toEqual([
      'crew-lasting-injury',
      'lasting-damage',
      'thrown-clear',
      'thrown-clear',
      'nerve-check',
    ]);
    expect(refused(g, thrown('dozer', 6)).reason).toBe(
      'the crew Lasting Injury roll of Rig is owed first, not dozer Thrown Clear',
    );
    expect(refused(g, { type: 'nerve-check', casualty: 'rig', distances: [] }).reason).toMatch(
      /^the crew Lasting Injury roll of Rig is owed first, not the Nerve check around rig$/,
    );
    play(g, [
      { type: 'crew-lasting-injury', vehicle: 'rig', result: 'Out Cold' },
      { type: 'lasting-damage', vehicle: 'rig', result: 'Damaged Frame' },
      thrown('dozer', 6),
      thrown('pax', 6),
    ]);
    expect(g.step()).toBe('nerve-check');
  });

  it("necromunda/resolve-hits/sequence: a step's consequences come before the older owed steps (Dozer's fall takes him Out of Action: his rolls before Pax is Thrown Clear)", () => {
    const g = table(GANGS);
    play(g, wreckWith('lyra', 'rig'));
    play(g, [
      { type: 'crew-lasting-injury', vehicle: 'rig', result: 'Out Cold' },
      { type: 'lasting-damage', vehicle: 'rig', result: 'Damaged Frame' },
      thrown('dozer', 1),
    ]);
    expect(refused(g, thrown('pax', 6)).reason).toBe(
      'hit 2 is in progress (its wound roll is owed): pax Thrown Clear comes after it',
    );
    play(g, [
      { type: 'roll-wound', die: 6 },
      { type: 'enter-injury', result: 'out-of-action' },
    ]);
    expect(g.state().owed).toEqual([
      { kind: 'lasting-injury', fighter: 'dozer' },
      { kind: 'nerve-check', casualty: 'dozer', result: 'out-of-action' },
      { kind: 'thrown-clear', fighter: 'pax', vehicle: 'rig', vehicleWasMobile: true },
      { kind: 'nerve-check', casualty: 'rig', result: 'out-of-action' },
    ]);
    play(g, [
      { type: 'lasting-injury', fighter: 'dozer', result: 'Memorable Death' },
      {
        type: 'nerve-check',
        casualty: 'dozer',
        distances: [
          { id: 'pax', inches: 1 },
          { id: 'grax', inches: 9 },
        ],
      },
      { type: 'nerve-test', tester: 'pax', roll: 2, distances: [{ id: 'grax', inches: 9 }] },
    ]);
    // Pax, Broken by Dozer's fall, runs before he is Thrown Clear: his own step waits behind it.
    expect(g.state().owed.map((o) => o.kind)).toEqual(['broken-activation', 'thrown-clear', 'nerve-check']);
  });

  it('necromunda/resolve-hits/sequence: a fighter taken Out of Action leaves the battlefield: it is not Thrown Clear of a later wreck, nor asked a distance', () => {
    const g = table(GANGS);
    play(g, injure('lyra', 'pax', 'out-of-action'));
    play(g, [
      { type: 'lasting-injury', fighter: 'pax', result: 'Out Cold' },
      {
        type: 'nerve-check',
        casualty: 'pax',
        distances: [
          { id: 'dozer', inches: 9 },
          { id: 'grax', inches: 9 },
          { id: 'rig', inches: 9 },
        ],
      },
    ]);
    play(g, wreckWith('lyra', 'rig'));
    expect(g.state().owed.filter((o) => o.kind === 'thrown-clear')).toEqual([
      { kind: 'thrown-clear', fighter: 'dozer', vehicle: 'rig', vehicleWasMobile: true },
    ]);
    play(g, [
      { type: 'crew-lasting-injury', vehicle: 'rig', result: 'Out Cold' },
      { type: 'lasting-damage', vehicle: 'rig', result: 'Damaged Frame' },
      thrown('dozer', 6),
    ]);
    expect(refused(g, { type: 'nerve-check', casualty: 'rig', distances: [{ id: 'pax', inches: 1 }] }).reason).toMatch(
      /pax is not a friendly model on the battlefield near Rig/,
    );
  });
});
