import { describe, expect, it } from 'vitest';
import { createGameSession, formatRejection, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperSkill } from '../../rules/profiles/index.ts';
import type { StartingState } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { orderCommands, turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';

// Markers (docs/rulings.md "Markers"): Camouflaged, Impersonation and Hidden Deployment States,
// Discover, Surprise Attack. Fusilier 1 (WIP 12, BS 12); the Morat (WIP 11, BS 12) starts as a
// marker. The Camouflaged State page (N5) gives no worked example; the numbers are ours.
type Modern = Exclude<Edition, 'n3'>;

const game = (edition: Edition, state: StartingState | null, skills: readonly TrooperSkill[]) => ({
  edition,
  title: 'Markers',
  armies: [
    armyOf(edition, 'panoceania', 'fusilier1', [fusilier(1)]),
    armyOf(edition, 'combined', 'morat', [{ ...MORAT, skills }]),
  ],
  ...(state === null ? {} : { startingStates: [{ trooper: 'morat', states: [state] }] }),
});
const CAMO: readonly TrooperSkill[] = ['camouflage', 'mimetism-3', 'surprise-attack-3'];
const IMP: readonly TrooperSkill[] = ['impersonation', 'surprise-attack-3'];
const HIDDEN: readonly TrooperSkill[] = ['hidden-deployment', 'surprise-attack-3'];

/** The commands sent one by one; the first refusal's text, or null when every one was accepted. */
const firstRefusal = (
  edition: Edition,
  state: StartingState | null,
  skills: readonly TrooperSkill[],
  cmds: readonly GameCommand[],
) => {
  const session = createGameSession(game(edition, state, skills));
  for (const c of cmds) {
    const r = session.send(c);
    if (!r.ok) return formatRejection(r.rejection);
  }
  return null;
};

const discover = (dice: readonly number[], extra: Partial<OrderScript> = {}): OrderScript => ({
  trooper: 'fusilier1',
  first: { skill: 'discover', target: 'morat' },
  table: [
    { fact: 'range', from: 'fusilier1', to: 'morat', inches: 10 },
    { fact: 'lof', from: 'fusilier1', to: 'morat', value: true },
    { fact: 'lof', from: 'morat', to: 'fusilier1', value: false },
  ],
  dice: { fusilier1: dice },
  ...extra,
});

const shootMorat: OrderScript = {
  trooper: 'fusilier1',
  first: { skill: 'idle' },
  second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
};

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
