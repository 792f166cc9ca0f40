import { describe, expect, it } from 'vitest';
import type { FleeSpot } from '../../../rules/necromunda/index.ts';
import type { NecromundaCommand, NecromundaSession } from '../../../machines/necromunda/index.ts';
import { fighter, hit, injure, LASGUN, play, refused, table, vehicle } from './necromundaTable.ts';

// Given: Krug (Goliath) against the Escher: Sable (Move 5), Lyra and Nix, the Skiff (Mobile), the
// Hauler (Stationary) and the Wagon; not a campaign.
const GANGS = {
  fighters: [
    fighter('krug', 'Goliath', { toughness: 4 }),
    fighter('sable', 'Escher', { move: 5 }),
    fighter('lyra', 'Escher'),
    fighter('nix', 'Escher'),
  ],
  vehicles: [
    vehicle('skiff', 'Escher'),
    vehicle('hauler', 'Escher', { mobility: 'stationary' }),
    vehicle('wagon', 'Escher'),
  ],
  campaign: false,
};
const FAR = { id: 'x', inches: 12 };

/** Lyra is taken Out of Action; Sable, 1" away, fails her Nerve test: Broken, her activation owed. */
const sableBreaks = (g: NecromundaSession, seriouslyInjuredFirst = false): void => {
  if (seriouslyInjuredFirst)
    play(g, [
      ...injure('krug', 'sable', 'serious-injury'),
      {
        type: 'nerve-check',
        casualty: 'sable',
        distances: [
          { ...FAR, id: 'lyra' },
          { ...FAR, id: 'nix' },
        ],
      },
    ]);
  play(g, [
    ...injure('krug', 'lyra', 'out-of-action'),
    {
      type: 'nerve-check',
      casualty: 'lyra',
      distances: [
        { id: 'sable', inches: 1 },
        { ...FAR, id: 'nix' },
      ],
    },
    { type: 'nerve-test', tester: 'sable', roll: 2, distances: [{ ...FAR, id: 'nix' }] },
  ]);
};

/** The Wagon rolls over; the Skiff and the Hauler, near it, test: the Skiff fails (Broken), the Hauler's test is owed. */
const vehiclesBreak = (g: NecromundaSession): void => {
  const fighters = ['sable', 'lyra', 'nix'].map((id) => ({ ...FAR, id }));
  play(g, [
    { type: 'roll-over', vehicle: 'wagon' },
    {
      type: 'nerve-check',
      casualty: 'wagon',
      distances: [...fighters, { id: 'skiff', inches: 2 }, { id: 'hauler', inches: 3 }],
    },
    { type: 'nerve-test', tester: 'skiff', roll: 2, distances: [{ id: 'hauler', inches: 4 }] },
  ]);
};

const spot = (id: string, model: number, fighterInches: number, outOfSight: boolean, inCover: boolean): FleeSpot => ({
  id,
  nearestEnemyModelInches: model,
  nearestEnemyFighterInches: fighterInches,
  outOfEnemyLineOfSight: outOfSight,
  inCover,
});
// Beyond 3" of the enemy: open, gully and pipes; out of sight: gully and pipes; neither in cover;
// the gully is furthest from enemy fighters, the pipes furthest from any enemy model.
const SPOTS: readonly FleeSpot[] = [
  spot('open', 5, 5, false, false),
  spot('bunker', 2, 2, true, true),
  spot('gully', 4, 9, true, false),
  spot('pipes', 6, 5, true, false),
];
const flee = (model: string, dice: readonly number[], chosen: string): NecromundaCommand => ({
  type: 'flee',
  model,
  dice,
  spots: SPOTS,
  chosen,
});

describe('necromunda/nerve/running-for-cover', () => {
  it('necromunda/nerve/running-for-cover: an Active Broken fighter moves 2D6" (two dice owed, each a D6)', () => {
    const g = table(GANGS);
    sableBreaks(g);
    expect(g.step()).toBe('broken-activation');
    expect(refused(g, flee('sable', [3], 'gully')).reason).toMatch(/2D6 owed for the move, got 1/);
    expect(refused(g, flee('sable', [3, 7], 'gully')).reason).toMatch(/a D6 reads a whole number from 1 to 6, got 7/);
    const events = play(g, [flee('sable', [3, 4], 'gully')]);
    expect(events[0]).toMatchObject({
      type: 'BrokenMoved',
      model: 'sable',
      action: 'running-for-cover',
      dice: [3, 4],
      inches: 7,
      from: 'dice',
      rules: ['necromunda/nerve/broken', 'necromunda/nerve/running-for-cover'],
    });
    expect(g.state().owed).toEqual([]);
  });

  it('necromunda/nerve/running-for-cover: the spot must be among the best by the priorities (beyond 3", out of sight, in cover, furthest from enemy fighters)', () => {
    const g = table(GANGS);
    sableBreaks(g);
    const bunker = refused(g, flee('sable', [3, 4], 'bunker'));
    expect(bunker).toMatchObject({ citation: { id: 'necromunda/nerve/running-for-cover' }, field: 'chosen' });
    expect(bunker.reason).toBe('bunker is not where the priorities send Sable: gully (decided by furthest-away)');
    expect(refused(g, flee('sable', [3, 4], 'pipes')).field).toBe('chosen');
    expect(play(g, [flee('sable', [3, 4], 'gully')])[0]).toMatchObject({
      best: ['gully'],
      decidedBy: 'furthest-away',
      chosen: 'gully',
    });
  });

  it('necromunda/nerve/running-for-cover: a Seriously Injured (Prone) Broken fighter moves half its Move, 2.5", and rolls no dice', () => {
    const g = table(GANGS);
    sableBreaks(g, true);
    expect(g.state().fighters['sable']).toMatchObject({ status: 'seriously-injured', broken: true });
    expect(refused(g, flee('sable', [3, 4], 'gully')).reason).toMatch(/half Move rolls no dice, got 2/);
    expect(play(g, [flee('sable', [], 'gully')])[0]).toMatchObject({ inches: 2.5, from: 'half-move' });
  });
});

describe('necromunda/nerve/break-for-air and necromunda/nerve/burn-out', () => {
  it('necromunda/nerve/break-for-air: a Broken Mobile vehicle Breaks for Air: 3D6", the spot furthest from enemy models', () => {
    const g = table(GANGS);
    vehiclesBreak(g);
    expect(g.events().find((e) => e.type === 'ModelBroken')).toMatchObject({ model: 'skiff', action: 'break-for-air' });
    expect(refused(g, flee('skiff', [1, 2], 'pipes')).reason).toMatch(/3D6 owed for the move, got 2/);
    expect(refused(g, flee('skiff', [1, 2, 3], 'gully')).reason).toBe(
      'gully is not where the priorities send Skiff: pipes (decided by furthest-away)',
    );
    expect(refused(g, { type: 'burn-out', model: 'skiff', d3: 1, placedInches: [1] }).reason).toBe(
      'only a Stationary Broken vehicle Burns Out; skiff is not one',
    );
    const events = play(g, [flee('skiff', [1, 2, 3], 'pipes')]);
    expect(events[0]).toMatchObject({
      action: 'break-for-air',
      inches: 6,
      rules: ['necromunda/nerve/broken', 'necromunda/nerve/break-for-air'],
    });
  });

  it('necromunda/nerve/burn-out: a Broken Stationary vehicle Burns Out: D3 Smoke blasts each within 1"; it does not flee', () => {
    const g = table(GANGS);
    vehiclesBreak(g);
    play(g, [flee('skiff', [1, 2, 3], 'pipes')]);
    play(g, [{ type: 'nerve-test', tester: 'hauler', roll: 3, distances: [{ id: 'skiff', inches: 9 }] }]);
    expect(g.events().at(-2)).toMatchObject({ type: 'ModelBroken', model: 'hauler', action: 'burn-out' });
    const fled = refused(g, flee('hauler', [1, 2, 3], 'pipes'));
    expect(fled).toMatchObject({ citation: { id: 'necromunda/nerve/burn-out' }, field: 'model' });
    const burn = (d3: number, placedInches: readonly number[]): NecromundaCommand => ({
      type: 'burn-out',
      model: 'hauler',
      d3,
      placedInches,
    });
    expect(refused(g, burn(2, [0.5, 1.5])).reason).toMatch(/Smoke blast 2 is placed within 1", got 1.5"/);
    expect(refused(g, burn(2, [0.5])).reason).toMatch(/2 Smoke blast\(s\) to place, got 1/);
    expect(refused(g, burn(4, [0, 0, 0, 0])).reason).toMatch(/a D3 reads a whole number from 1 to 3, got 4/);
    const events = play(g, [burn(2, [0.5, 1])]);
    expect(events[0]).toMatchObject({
      type: 'SmokePlaced',
      d3: 2,
      placedInches: [0.5, 1],
      rules: ['necromunda/nerve/broken', 'necromunda/nerve/burn-out'],
    });
    expect(g.state().vehicles['hauler']?.smokeBlasts).toBe(2);
  });
});

describe('necromunda/nerve/broken', () => {
  it('necromunda/nerve/broken: a Broken fighter Engaged suffers -2 to its Reaction attacks; 0 when not a Reaction attack or not Broken', () => {
    const g = table(GANGS);
    sableBreaks(g);
    play(g, [flee('sable', [1, 1], 'gully')]);
    const reaction = play(g, [hit('sable', 'krug', LASGUN, { reaction: true }), { type: 'roll-wound', die: 1 }]);
    expect(reaction[0]).toMatchObject({
      reaction: true,
      hitModifier: -2,
      rules: ['necromunda/resolve-hits/sequence', 'necromunda/nerve/broken'],
    });
    const plain = play(g, [hit('sable', 'krug', LASGUN), { type: 'roll-wound', die: 1 }]);
    expect(plain[0]).toMatchObject({ reaction: false, hitModifier: 0, rules: ['necromunda/resolve-hits/sequence'] });
    const steady = play(g, [hit('nix', 'krug', LASGUN, { reaction: true }), { type: 'roll-wound', die: 1 }]);
    expect(steady[0]).toMatchObject({ reaction: true, hitModifier: 0 });
  });

  it('necromunda/nerve/broken: a Broken model activating again owes its Broken action at once; one not Broken is refused', () => {
    const g = table(GANGS);
    sableBreaks(g);
    play(g, [flee('sable', [1, 1], 'gully')]);
    expect(refused(g, { type: 'activate-broken', model: 'nix' }).reason).toBe(
      'Nix is not Broken on the battlefield: it activates as usual',
    );
    const events = play(g, [{ type: 'activate-broken', model: 'sable' }]);
    expect(events).toEqual([{ type: 'BrokenModelActivated', model: 'sable', rules: ['necromunda/nerve/broken'] }]);
    expect(g.state().owed).toEqual([{ kind: 'broken-activation', model: 'sable' }]);
    expect(refused(g, hit('krug', 'nix')).citation.id).toBe('necromunda/resolve-hits/sequence');
    play(g, [flee('sable', [6, 6], 'gully')]);
    expect(g.step()).toBe('awaiting-hit');
  });

  it('necromunda/nerve/broken: a rally is entered as the players ruled it: failed, still Broken; passed, not Broken (and nothing left to rally)', () => {
    const g = table(GANGS);
    sableBreaks(g);
    expect(refused(g, { type: 'rally', model: 'sable', rallied: true }).reason).toBe(
      "Sable's Broken activation is owed before sable's rally",
    );
    play(g, [flee('sable', [1, 1], 'gully')]);
    play(g, [{ type: 'rally', model: 'sable', rallied: false }]);
    expect(g.state().fighters['sable']?.broken).toBe(true);
    play(g, [{ type: 'rally', model: 'sable', rallied: true }]);
    expect(g.state().fighters['sable']?.broken).toBe(false);
    expect(refused(g, { type: 'rally', model: 'sable', rallied: true }).reason).toBe(
      'Sable is not Broken on the battlefield: nothing to rally from',
    );
    expect(refused(g, { type: 'activate-broken', model: 'sable' }).citation.id).toBe('necromunda/nerve/broken');
  });
});
