import { describe, expect, it } from 'vitest';
import type { NecromundaCommand, NecromundaSession } from '../../../machines/necromunda/index.ts';
import type { NecromundaWeapon } from '../../../events/necromunda/index.ts';
import { fighter, hit, injure, ofType, play, refused, table, vehicle } from './necromundaTable.ts';

// Given: Sable (Escher, Move 6, Initiative 4+) Engaged with Grax (Initiative 4+) and Krug (5+), Goliaths;
// Lyra, her friend, is taken Out of Action and Sable, 1" away, fails her Nerve test: Broken.
const spec = (campaign: boolean) => ({
  fighters: [
    fighter('sable', 'Escher', { move: 6, initiative: 4 }),
    fighter('lyra', 'Escher'),
    fighter('grax', 'Goliath', { toughness: 4, initiative: 4 }),
    fighter('krug', 'Goliath', { toughness: 4, initiative: 5 }),
    fighter('runt', 'Goliath', { initiative: null }),
  ],
  vehicles: [vehicle('skiff', 'Escher')],
  campaign,
});
const HAMMER: NecromundaWeapon = { name: 'Power hammer', strength: 5, ap: -1, damage: 2, traits: ['Melee'] };
const SPOT = {
  id: 'alley',
  nearestEnemyModelInches: 5,
  nearestEnemyFighterInches: 5,
  outOfEnemyLineOfSight: true,
  inCover: true,
};

const brokenSable = (campaign = false): NecromundaSession => {
  const g = table(spec(campaign));
  play(g, injure('krug', 'lyra', 'out-of-action'));
  if (campaign) play(g, [{ type: 'lasting-injury', fighter: 'lyra', result: 'Out Cold' }]);
  play(g, [
    { type: 'nerve-check', casualty: 'lyra', distances: [{ id: 'sable', inches: 1 }] },
    { type: 'nerve-test', tester: 'sable', roll: 2, distances: [] },
  ]);
  return g;
};
const retreat = (
  initiative: number,
  enemies: Extract<NecromundaCommand, { type: 'retreat' }>['enemies'],
): NecromundaCommand => ({
  type: 'retreat',
  model: 'sable',
  initiative,
  enemies,
});
const GRAX_PASSES = [
  { id: 'grax', initiative: 5 },
  { id: 'krug', initiative: 2 },
];

describe('necromunda/nerve/running-for-cover: retreating from combat', () => {
  it('necromunda/nerve/running-for-cover: the Initiative test failed, the fighter holds: the action ends, no enemy tests, no move', () => {
    const g = brokenSable();
    expect(g.step()).toBe('broken-activation');
    const tried = refused(g, retreat(3, [{ id: 'grax', initiative: 6 }]));
    expect(tried.reason).toBe('the fighter stays engaged: no enemy tests to strike it (got grax)');
    const events = play(g, [retreat(3, [{ id: 'grax' }])]);
    expect(events).toEqual([
      {
        type: 'RetreatTested',
        model: 'sable',
        test: { characteristic: 'initiative', target: 4, roll: 3, modifier: 0, needed: 4, passed: false },
        outcome: 'held',
        enemyTests: [],
        reactionAttackers: [],
        rules: ['necromunda/nerve/running-for-cover'],
      },
    ]);
    expect(g.state().owed).toEqual([]);
    expect(refused(g, { type: 'flee', model: 'sable', dice: [3, 3], spots: [SPOT], chosen: 'alley' }).reason).toBe(
      "nothing is owed now: sable's Broken move is not called for",
    );
  });

  it('necromunda/nerve/running-for-cover: passed, the Engaged enemies test their Initiative; only those that passed may strike her before she moves', () => {
    const g = brokenSable();
    const events = play(g, [retreat(4, GRAX_PASSES)]);
    expect(events[0]).toMatchObject({
      outcome: 'breaks-away',
      enemyTests: [
        { id: 'grax', test: { target: 4, roll: 5, passed: true } },
        { id: 'krug', test: { target: 5, roll: 2, passed: false } },
      ],
      reactionAttackers: ['grax'],
    });
    expect(g.state().owed).toEqual([{ kind: 'broken-move', model: 'sable', reactionAttackers: ['grax'] }]);
    expect(g.step()).toBe('broken-move');
    const krug = refused(g, hit('krug', 'sable', HAMMER, { closeCombat: true }));
    expect(krug).toMatchObject({ citation: { id: 'necromunda/resolve-hits/sequence' } });
    expect(krug.reason).toBe(
      "Sable's move after breaking away (and the Reaction attacks of Grax) is owed before the next hit",
    );
    expect(refused(g, hit('grax', 'skiff', HAMMER, { closeCombat: true })).reason).toMatch(/owed before the next hit/);
    play(g, [hit('grax', 'sable', HAMMER, { closeCombat: true }), { type: 'roll-wound', die: 1 }]);
    expect(g.step()).toBe('broken-move');
    const moved = play(g, [{ type: 'flee', model: 'sable', dice: [4, 5], spots: [SPOT], chosen: 'alley' }]);
    expect(moved[0]).toMatchObject({ action: 'running-for-cover', inches: 9, from: 'dice' });
    expect(g.state().owed).toEqual([]);
  });

  it('necromunda/nerve/running-for-cover: left Seriously Injured by a Reaction attack, she moves half her Move (3"), after the Nerve check it calls for', () => {
    const g = brokenSable();
    play(g, [retreat(6, GRAX_PASSES)]);
    play(g, [
      hit('grax', 'sable', HAMMER, { closeCombat: true }),
      { type: 'roll-wound', die: 5 },
      { type: 'enter-injury', result: 'serious-injury' },
      { type: 'enter-injury', result: 'flesh-wound' },
    ]);
    expect(g.state().fighters['sable']).toMatchObject({ status: 'seriously-injured', coupDeGraceOpen: true });
    expect(g.state().owed.map((o) => o.kind)).toEqual(['nerve-check', 'broken-move']);
    play(g, [{ type: 'nerve-check', casualty: 'sable', distances: [] }]);
    expect(refused(g, { type: 'flee', model: 'sable', dice: [4, 5], spots: [SPOT], chosen: 'alley' }).reason).toMatch(
      /half Move rolls no dice/,
    );
    const moved = play(g, [{ type: 'flee', model: 'sable', dice: [], spots: [SPOT], chosen: 'alley' }]);
    expect(moved[0]).toMatchObject({ inches: 3, from: 'half-move' });
  });

  it('necromunda/nerve/running-for-cover: taken Out of Action by a Reaction attack, her move is dropped (and her Lasting Injury and the Nerve check are owed)', () => {
    const g = brokenSable(true);
    play(g, [retreat(6, GRAX_PASSES)]);
    const events = play(g, [
      hit('grax', 'sable', HAMMER, { closeCombat: true }),
      { type: 'roll-wound', die: 5 },
      { type: 'enter-injury', result: 'out-of-action' },
    ]);
    expect(ofType(events, 'OwedDropped')).toEqual([
      {
        type: 'OwedDropped',
        owed: [{ kind: 'broken-move', model: 'sable', reactionAttackers: ['grax'] }],
        model: 'sable',
        rules: ['necromunda/injuries/out-of-action'],
      },
    ]);
    expect(g.state().owed).toEqual([
      { kind: 'lasting-injury', fighter: 'sable' },
      { kind: 'nerve-check', casualty: 'sable', result: 'out-of-action' },
    ]);
    expect(events.map((e) => e.type).slice(-3)).toEqual(['HitResolved', 'OwedDropped', 'ConsequencesOwed']);
  });

  it('necromunda/nerve/running-for-cover: only a Broken fighter retreats, from enemy fighters whose Initiative is known when they test', () => {
    const g = brokenSable();
    expect(refused(g, retreat(4, [{ id: 'lyra' }])).reason).toBe(
      'lyra is not an enemy fighter on the battlefield Engaged with Sable',
    );
    expect(refused(g, retreat(4, [{ id: 'skiff' }])).field).toBe('enemies');
    expect(refused(g, retreat(4, [{ id: 'runt', initiative: 4 }])).reason).toBe(
      "Runt's Initiative is not given: add initiative to the fighter",
    );
    expect(refused(g, retreat(0, [])).reason).toMatch(
      /the initiative test's dice total is a whole number of 1 or more/,
    );
  });
});
