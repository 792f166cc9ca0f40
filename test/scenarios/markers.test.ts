import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { orderCommands, turn } from '../support/orderScript.ts';
import { armyOf, fusilier } from '../support/seedTroopers.ts';
import { CAMO, HIDDEN, IMP, discover, firstRefusal, game, shootMorat, type Modern } from '../support/markerGame.ts';

// Markers (docs/rulings.md "Markers"): Discover, and what may be declared against a marker
// (Camouflaged, Impersonation, Hidden Deployment). The active marker: markerActive.test.ts.
describe('markers: Discover reveals a CAMO marker', () => {
  it.each([
    ['n5', 'n5', 'n5'],
    ['n4', 'n4', 'n4'],
  ])(
    '%s/skills/discover, %s/skills/discover-mods, %s/states/camouflaged: Fusilier 1 (WIP 12) Discovers the CAMO Morat (Mimetism -3) at 10": range 0, -3, SV 9; a 5 reveals it',
    (e) => {
      const edition = e as Modern;
      const { session, events } = given(game(edition, 'camouflaged', CAMO)).when(turn('panoceania', discover([5])));
      const roll = only(events, 'NormalRollResolved');
      expect(roll.roller.sv.mods.map((m) => [m.value, m.citation])).toEqual([
        [0, `${edition}/skills/discover-mods`],
        [-3, `${edition}/skills/mimetism`],
      ]);
      expect(roll.roller.sv.value).toBe(9);
      const left = only(events, 'StateLeft');
      expect(left).toMatchObject({
        trooper: 'morat',
        state: 'camouflaged',
        citations: [`${edition}/skills/discover`, `${edition}/states/camouflaged`],
      });
      expect(session.table().troopers['morat']?.states).toEqual([]);
    },
  );

  it('n5/skills/discover-mods: at 40" Discover takes -3; a 15 fails and the Morat stays a marker', () => {
    const far = discover([15], {
      table: [
        { fact: 'range', from: 'fusilier1', to: 'morat', inches: 40 },
        { fact: 'lof', from: 'fusilier1', to: 'morat', value: true },
        { fact: 'lof', from: 'morat', to: 'fusilier1', value: false },
      ],
    });
    const { session, events } = given(game('n5', 'camouflaged', CAMO)).when(turn('panoceania', far));
    expect(only(events, 'NormalRollResolved').roller.sv.value).toBe(6);
    expect(ofType(events, 'StateLeft')).toEqual([]);
    expect(session.table().troopers['morat']?.states).toEqual(['camouflaged']);
  });

  it.each(['n5', 'n4'])(
    '%s/skills/discover-once: Discover at a trooper that is no marker, or twice at one marker in an Order, is refused',
    (e) => {
      const edition = e as Modern;
      const start: GameCommand[] = [
        { type: 'start-turn', player: 'panoceania' },
        { type: 'activate', trooper: 'fusilier1' },
      ];
      expect(
        firstRefusal(
          edition,
          null,
          [],
          [...start, { type: 'declare', trooper: 'fusilier1', declaration: { skill: 'discover', target: 'morat' } }],
        ),
      ).toMatch(/not a marker.*discover-once/s);
      expect(
        firstRefusal(edition, 'camouflaged', CAMO, [
          ...start,
          { type: 'declare', trooper: 'fusilier1', declaration: { skill: 'discover', target: 'morat' } },
          { type: 'end-aros' },
          { type: 'declare', trooper: 'fusilier1', declaration: { skill: 'discover', target: 'morat' } },
        ]),
      ).toMatch(/already declared Discover against morat/);
    },
  );
});

describe('markers: a failed Discover', () => {
  it.each(['n5', 'n4'])(
    '%s/skills/discover-once: a trooper that failed to Discover a marker may not try it again that Player Turn; the next one it may',
    (e) => {
      const edition = e as Modern;
      const base = game(edition, 'camouflaged', CAMO);
      // A second Fusilier puts a second Regular Order in the pool.
      const two = {
        ...base,
        armies: [armyOf(edition, 'panoceania', 'fusilier1', [fusilier(1), fusilier(2)]), ...base.armies.slice(1)],
      };
      expect(() => given(two).when(turn('panoceania', discover([15]), discover([5])))).toThrow(
        /failed to Discover morat this Player Turn/,
      );
      const { session, events } = given(game(edition, 'camouflaged', CAMO)).when([
        ...turn('panoceania', discover([15])),
        { type: 'end-turn' },
        ...turn('combined'),
        { type: 'end-turn' },
        ...turn('panoceania', discover([5])),
      ]);
      expect(ofType(events, 'NormalRollResolved')).toHaveLength(2);
      expect(session.table().troopers['morat']?.states).toEqual([]);
    },
  );
});

describe('markers: nothing is declared against a marker but Discover', () => {
  it.each(['n5', 'n4'])('%s/states/camouflaged: a BS Attack at a CAMO marker is refused at its declaration', (e) => {
    expect(() => given(game(e as Modern, 'camouflaged', CAMO)).when(turn('panoceania', shootMorat))).toThrow(
      /CAMO.*no Attack may be declared against it before it is Discovered/,
    );
  });

  it.each(['n5', 'n4'])(
    '%s/states/impersonation: no Attack at IMP-1 or IMP-2, no Discover at IMP-1 (not ruled); a passed Discover reveals IMP-2',
    (e) => {
      const edition = e as Modern;
      expect(() => given(game(edition, 'imp-1', IMP)).when(turn('panoceania', shootMorat))).toThrow(/IMP-1.*no Attack/);
      expect(() => given(game(edition, 'imp-2', IMP)).when(turn('panoceania', shootMorat))).toThrow(/IMP-2.*no Attack/);
      expect(() => given(game(edition, 'imp-1', IMP)).when(turn('panoceania', discover([5])))).toThrow(
        /Discover against IMP-1 is not ruled/,
      );
      const { events } = given(game(edition, 'imp-2', IMP)).when(turn('panoceania', discover([5])));
      expect(only(events, 'NormalRollResolved').roller.sv.value).toBe(12);
      expect(only(events, 'StateLeft')).toMatchObject({
        state: 'imp-2',
        citations: [`${edition}/skills/discover`, `${edition}/states/impersonation`],
      });
    },
  );

  it.each(['n5', 'n4'])(
    '%s/states/hidden-deployment: nothing is declared against a trooper in Hidden Deployment, and no ARO while it stays hidden',
    (e) => {
      const edition = e as Modern;
      expect(() => given(game(edition, 'hidden-deployment', HIDDEN)).when(turn('panoceania', discover([5])))).toThrow(
        /Hidden Deployment.*nothing can be declared against it/,
      );
      const cmds: GameCommand[] = [
        { type: 'start-turn', player: 'combined' },
        ...orderCommands({
          trooper: 'morat',
          first: { skill: 'idle' },
          table: [{ fact: 'lof', from: 'fusilier1', to: 'morat', value: true }],
        }).slice(0, 3),
        { type: 'aro', trooper: 'fusilier1', declaration: { skill: 'dodge' } },
      ];
      expect(firstRefusal(edition, 'hidden-deployment', HIDDEN, cmds)).toMatch(/no ARO can be declared against it/);
    },
  );

  it.each(['n5', 'n4'])(
    '%s/states/hidden-deployment: in the Tactical Phase a trooper in Hidden Deployment adds no Order to the pool; it keeps it for itself',
    (e) => {
      const edition = e as Modern;
      const { events } = given(game(edition, 'hidden-deployment', HIDDEN)).when([
        { type: 'start-turn', player: 'combined' },
      ]);
      const pools = only(events, 'OrderPoolsFormed');
      expect(pools.pools).toEqual([{ group: 'combined-1', regular: 0 }]);
      expect(pools.irregular).toEqual([{ trooper: 'morat', orders: 1 }]);
      expect(pools.citations).toContain(`${edition}/states/hidden-deployment`);
    },
  );

  it('n5/states/camouflaged: a trooper without Camouflage cannot start as a CAMO marker', () => {
    expect(() => createGameSession(game('n5', 'camouflaged', []))).toThrow(/no camouflage skill/);
  });
});
