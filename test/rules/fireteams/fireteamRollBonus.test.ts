import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../../machines/index.ts';
import { fireteamLevels, fireteamRollBonus } from '../../../rules/fireteams/index.ts';
import { mod, successValue } from '../../../rules/dice/index.ts';
import type { Participant } from '../../../rules/resolution/index.ts';
import { withFireteamBonuses } from '../../../rules/resolution/fireteamBonusPlan.ts';
import { input } from '../../support/fireteamTable.ts';

describe('the Fireteam bonuses of each level on one roll', () => {
  it('n5/fireteams/bonus-bs-attack-sd: from level 2 a BS Attack gets one Special Die; level 1 nothing', () => {
    expect(fireteamRollBonus(1, 'bs-attack')).toEqual({ mods: [], extraDice: null });
    expect(fireteamRollBonus(2, 'bs-attack')).toEqual({
      mods: [],
      extraDice: { count: 1, citation: 'n5/fireteams/bonus-bs-attack-sd' },
    });
  });

  it('n5/fireteams/bonus-discover-dodge: from level 3, +3 to Discover and +1 to Dodge; not at level 2', () => {
    expect(fireteamRollBonus(2, 'discover').mods).toEqual([]);
    expect(fireteamRollBonus(3, 'discover').mods).toEqual([
      mod(3, 'Fireteam level 3: +3 Discover', 'n5/fireteams/bonus-discover-dodge'),
    ]);
    expect(fireteamRollBonus(3, 'dodge').mods).toEqual([
      mod(1, 'Fireteam level 3: +1 Dodge', 'n5/fireteams/bonus-discover-dodge'),
    ]);
  });

  it('n5/fireteams/bonus-bs: from level 4, +1 BS with the Special Die (cumulative)', () => {
    expect(fireteamRollBonus(4, 'bs-attack')).toEqual({
      mods: [mod(1, 'Fireteam level 4: +1 BS', 'n5/fireteams/bonus-bs')],
      extraDice: { count: 1, citation: 'n5/fireteams/bonus-bs-attack-sd' },
    });
  });

  it('n5/fireteams/level: each member of a level-2-or-more team is listed with its level; no team in N4', () => {
    const table = createGameSession(input()).table();
    const teams = [{ id: 'alpha', player: 'pano', kind: 'core' as const, leader: 'f1', members: ['f1', 'f2', 'f3'] }];
    expect(fireteamLevels(table, teams)).toEqual({ f1: 3, f2: 3, f3: 3 });
    expect(fireteamLevels({ ...table, edition: 'n4' }, teams)).toEqual({});
  });

  it('n5/fireteams/bonus-sixth-sense: at level 5 a member answering through a Zero Visibility Zone takes no -6 (a 0 citing Sixth Sense); at level 4 it does', () => {
    const table = createGameSession(input()).table();
    const zero = mod(-6, 'Zero Visibility Zone: Poor Visibility to the attacker', 'n5/visibility/zero-target');
    const shooter: Participant = {
      trooper: 'f2',
      skill: 'bs-attack',
      purpose: 'attack',
      slice: { from: 0, count: 1 },
      effect: {
        kind: 'attack',
        target: 'y1',
        weapon: 'combi-rifle',
        program: null,
        ammo: 'N',
        template: false,
        mainTarget: true,
      },
      sv: successValue('n5', 'BS', 12, [zero]),
      automaticFailure: null,
      strayFire: null,
    };
    const at = (level: number) =>
      withFireteamBonuses(
        {
          table,
          player: 'yj',
          active: 'y1',
          first: { skill: 'move' },
          second: null,
          aros: [
            {
              trooper: 'f2',
              position: 'first',
              declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'y1', burst: 1 }] },
            },
          ],
          facts: [],
          fireteamLevels: { f2: level },
        },
        [{ kind: 'normal', id: 'f2>y1', roller: shooter, against: null, citations: [] }],
      )[0];
    const five = at(5);
    const four = at(4);
    if (five?.kind !== 'normal' || four?.kind !== 'normal') throw new Error('a Normal Roll');
    expect(five.roller.sv.mods.map((m) => [m.value, m.citation])).toEqual([
      [0, 'n5/fireteams/bonus-sixth-sense'],
      [1, 'n5/fireteams/bonus-bs'],
    ]);
    expect(five.citations).toContain('n5/fireteams/bonus-sixth-sense');
    expect(four.roller.sv.mods.map((m) => m.value)).toEqual([-6, 1]);
  });
});
