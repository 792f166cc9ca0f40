import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../machines/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { orderCommands, turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, fusilier } from '../support/seedTroopers.ts';
import { CAMO, firstRefusal, game, type Modern } from '../support/markerGame.ts';

// Markers (docs/rulings.md "Markers"): the active marker, the AROs against it, Surprise Attack,
// going back into Camouflage. Discover and declarations against markers: markers.test.ts.
/** The CAMO Morat moves, then shoots Fusilier 1, who delays its ARO to the second skill. */
const ambush = (aro2: boolean): OrderScript => ({
  trooper: 'morat',
  first: { skill: 'move' },
  table: [
    { fact: 'lof', from: 'fusilier1', to: 'morat', value: true },
    { fact: 'lof', from: 'morat', to: 'fusilier1', value: true },
    { fact: 'range', from: 'morat', to: 'fusilier1', inches: 10 },
    { fact: 'range', from: 'fusilier1', to: 'morat', inches: 10 },
  ],
  second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fusilier1', burst: 3 }] },
  ...(aro2
    ? { aros2: { fusilier1: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 1 }] } } }
    : {}),
  dice: aro2 ? { morat: [18, 19, 20], fusilier1: [19] } : { morat: [18, 19, 20] },
});

describe('markers: the active marker, its AROs and its Surprise Attack', () => {
  it.each(['n5', 'n4'])(
    '%s/states/marker-aros: against the moving CAMO marker a BS Attack ARO is refused (Discover, Dodge or Reset only)',
    (e) => {
      const cmds: GameCommand[] = [
        { type: 'start-turn', player: 'combined' },
        ...orderCommands(ambush(false)).slice(0, 6),
        {
          type: 'aro',
          trooper: 'fusilier1',
          declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 1 }] },
        },
      ];
      expect(firstRefusal(e as Modern, 'camouflaged', CAMO, cmds)).toMatch(
        /only Discover, Dodge or Reset.*marker-aros/s,
      );
    },
  );

  it.each([
    ['n5', 'n5'],
    ['n4', 'n4'],
  ])(
    "%s/skills/surprise-attack, %s/states/marker-reveal: the CAMO Morat moves (still a marker: Fusilier 1 delays), then shoots and reveals itself; Fusilier 1's delayed ARO takes Surprise Attack -3 (BS 12 + 3 range - 3 Mimetism - 3 = 9)",
    (e) => {
      const edition = e as Modern;
      const { events } = given(game(edition, 'camouflaged', CAMO)).when(turn('combined', ambush(true)));
      expect(ofType(events, 'AroDeclarationsClosed')[0]?.forfeited).toEqual([]);
      expect(only(events, 'StateLeft')).toMatchObject({
        trooper: 'morat',
        state: 'camouflaged',
        citations: [`${edition}/states/marker-reveal`, `${edition}/states/camouflaged`],
      });
      const f2f = only(events, 'FaceToFaceResolved');
      const fusilier1 = [...f2f.a.rollers, ...f2f.b.rollers].find((r) => r.trooper === 'fusilier1');
      expect(fusilier1?.sv.mods.map((m) => [m.value, m.citation])).toContainEqual([
        -3,
        `${edition}/skills/surprise-attack`,
      ]);
      expect(fusilier1?.sv.value).toBe(9);
    },
  );

  it('n5/skills/surprise-attack: a Multispectral Visor L3 ignores the Surprise Attack MOD (a 0, cited)', () => {
    const input = game('n5', 'camouflaged', CAMO);
    const armies = [armyOf('n5', 'panoceania', 'fusilier1', [{ ...fusilier(1), skills: ['msv-3'] }]), input.armies[1]];
    const { events } = given({ ...input, armies: armies.flatMap((a) => (a === undefined ? [] : [a])) }).when(
      turn('combined', ambush(true)),
    );
    const f2f = only(events, 'FaceToFaceResolved');
    const fusilier1 = [...f2f.a.rollers, ...f2f.b.rollers].find((r) => r.trooper === 'fusilier1');
    expect(fusilier1?.sv.mods.find((m) => m.citation === 'n5/skills/surprise-attack')?.value).toBe(0);
  });
});

describe('markers: back into Camouflage', () => {
  const back = (seen: boolean): OrderScript => ({
    trooper: 'morat',
    first: { skill: 'camouflage' },
    second: null,
    table: [{ fact: 'lof', from: 'fusilier1', to: 'morat', value: seen }],
  });

  it.each(['n5', 'n4'])(
    '%s/states/camouflaged: out of every enemy LoF, an Entire Order (N5 Long Skill) puts the Morat back in the Camouflaged State; seen, the skill is void',
    (e) => {
      const edition = e as Modern;
      const hidden = given(game(edition, null, ['camouflage'])).when(turn('combined', back(false)));
      expect(only(hidden.events, 'StateEntered')).toMatchObject({
        trooper: 'morat',
        state: 'camouflaged',
        citations: [`${edition}/states/camouflaged`],
      });
      expect(hidden.session.table().troopers['morat']?.states).toEqual(['camouflaged']);
      const seen = given(game(edition, null, ['camouflage'])).when(turn('combined', back(true)));
      expect(only(seen.events, 'SkillVoided')).toMatchObject({
        skill: 'camouflage',
        reason: expect.stringMatching(/fusilier1 has LoF to morat/),
      });
      expect(ofType(seen.events, 'StateEntered')).toEqual([]);
    },
  );

  it('n5/states/camouflaged: without the Camouflage skill, or already a marker, going back into Camouflage is refused', () => {
    expect(() => given(game('n5', null, [])).when(turn('combined', back(false)))).toThrow(/no Camouflage skill/);
    expect(() => given(game('n5', 'camouflaged', CAMO)).when(turn('combined', back(false)))).toThrow(/already/);
  });
});
