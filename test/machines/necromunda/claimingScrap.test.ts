import { describe, expect, it } from 'vitest';
import type { NecromundaCommand, NecromundaSession } from '../../../machines/necromunda/index.ts';
import { fighter, hit, injure, play, refused, table, vehicle } from './necromundaTable.ts';

// Given: Lyra (Escher) with her Skiff against Krug (Goliath) with the Rig and the Hauler; not a campaign.
const GANGS = {
  fighters: [fighter('lyra', 'Escher'), fighter('krug', 'Goliath')],
  vehicles: [vehicle('skiff', 'Escher'), vehicle('rig', 'Goliath'), vehicle('hauler', 'Goliath')],
  campaign: false,
};
const far = (...ids: readonly string[]) => ids.map((id) => ({ id, inches: 12 }));

/** Both gangs lose their Skiff; the Goliaths then lose the Rig, the Hauler and Krug: the Escher alone remain. */
const escherAlone = (): NecromundaSession => {
  const g = table(GANGS);
  play(g, [
    { type: 'roll-over', vehicle: 'skiff' },
    { type: 'nerve-check', casualty: 'skiff', distances: far('lyra') },
    { type: 'roll-over', vehicle: 'rig' },
    { type: 'nerve-check', casualty: 'rig', distances: far('krug', 'hauler') },
    { type: 'roll-over', vehicle: 'hauler' },
    { type: 'nerve-check', casualty: 'hauler', distances: far('krug') },
    ...injure('lyra', 'krug', 'out-of-action'),
    { type: 'nerve-check', casualty: 'krug', distances: [] },
  ]);
  return g;
};
const claim = (gang: string, d3: readonly number[]): NecromundaCommand => ({ type: 'claim-scrap', gang, d3 });

describe('necromunda/out-of-action/claiming-scrap', () => {
  it('necromunda/out-of-action/claiming-scrap: with both gangs still on the battlefield no scrap is claimed', () => {
    const g = table(GANGS);
    play(g, [
      { type: 'roll-over', vehicle: 'rig' },
      { type: 'nerve-check', casualty: 'rig', distances: far('krug', 'hauler') },
    ]);
    const r = refused(g, claim('Escher', [2]));
    expect(r).toMatchObject({ citation: { id: 'necromunda/out-of-action/claiming-scrap' }, field: 'gang' });
    expect(r.reason).toBe('only the one gang left on the battlefield claims scrap; Escher, Goliath are');
  });

  it('necromunda/out-of-action/claiming-scrap: the gang left gains D3×10 credits per wrecked enemy vehicle (its own wreck not counted)', () => {
    const g = escherAlone();
    expect(refused(g, claim('Goliath', [])).reason).toBe(
      'only the one gang left on the battlefield claims scrap; Escher is',
    );
    expect(refused(g, claim('Orlock', [])).reason).toBe('no gang Orlock in this game');
    expect(refused(g, claim('Escher', [2])).reason).toMatch(
      /2 D3 owed \(1 gang\(s\) remaining, 2 wrecked enemy vehicle\(s\)\), got 1/,
    );
    expect(refused(g, claim('Escher', [2, 4])).reason).toMatch(/a D3 reads a whole number from 1 to 3, got 4/);
    const events = play(g, [claim('Escher', [2, 3])]);
    expect(events).toEqual([
      {
        type: 'ScrapClaimed',
        gang: 'Escher',
        wreckedEnemyVehicles: ['rig', 'hauler'],
        d3: [2, 3],
        credits: 50,
        rules: ['necromunda/out-of-action/claiming-scrap'],
      },
    ]);
    expect(g.state().scrapClaimed).toEqual({ gang: 'Escher', credits: 50 });
  });

  it('necromunda/out-of-action/claiming-scrap: claiming scrap ends the battle: every later command is refused', () => {
    const g = escherAlone();
    play(g, [claim('Escher', [1, 1])]);
    expect(g.step()).toBe('battle-over');
    const later: readonly NecromundaCommand[] = [
      hit('lyra', 'lyra'),
      { type: 'fall', fighter: 'lyra', inches: 4 },
      { type: 'activate-broken', model: 'lyra' },
      { type: 'rally', model: 'lyra', rallied: true },
      claim('Escher', [1, 1]),
    ];
    for (const c of later) {
      const r = refused(g, c);
      expect(r, c.type).toMatchObject({
        citation: { id: 'necromunda/out-of-action/claiming-scrap' },
        reason: 'the battle is over: scrap was claimed',
      });
    }
    expect(refused(g, { type: 'roll-wound', die: 4 }).citation.id).toBe('necromunda/resolve-hits/sequence');
  });

  it('necromunda/out-of-action/claiming-scrap: no wrecked enemy vehicle, no dice: the gang left claims nothing and the battle ends', () => {
    const g = table({ ...GANGS, vehicles: [] });
    play(g, [...injure('lyra', 'krug', 'out-of-action'), { type: 'nerve-check', casualty: 'krug', distances: [] }]);
    expect(play(g, [claim('Escher', [])])[0]).toMatchObject({ wreckedEnemyVehicles: [], credits: 0 });
    expect(g.step()).toBe('battle-over');
  });

  it('necromunda/out-of-action/claiming-scrap: not while something the page calls for is owed', () => {
    const g = table({ ...GANGS, vehicles: [] });
    play(g, injure('lyra', 'krug', 'out-of-action'));
    const r = refused(g, claim('Escher', []));
    expect(r.reason).toBe(
      'the Nerve check around Krug (Out of Action: distances of its friends) is owed before Claiming Scrap',
    );
  });
});
