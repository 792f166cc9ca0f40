import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameSession } from '../../machines/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { orderCommands, turn } from '../support/orderScript.ts';
import { emInput, emShot } from '../support/emTable.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';

// E/M ammunition (N4: https://infinitythewiki.com/E/M; N5: https://infinitythewiki.com/E/M_Ammunition):
// two Saving Rolls per hit against BTS halved (rounding up), a Critical one more; a failure puts
// the target in Isolated, and a HI, TAG or REM in IMM-B too; no Wound. An Isolated trooper gets
// no Orders from the pool; still Isolated at the start of its Active Turn it is Irregular (its
// Order stays its own); an Isolated Lieutenant means Loss of Lieutenant at its player's next
// Tactical Phase. A passed Reset at -9 WIP ends Isolated (N4, N5). Tables: test/support/emTable.ts.
const play = (session: GameSession, commands: readonly GameCommand[]): void => {
  for (const c of commands) {
    const r = session.send(c);
    if (E.isLeft(r)) throw new Error(`${c.type} refused: ${r.left.reason}`);
  }
};

const RULES = {
  n4: { em: 'n4/ammo/em', isolated: 'n4/states/isolated', immB: 'n4/states/imm-b', loss: 'n4/lieutenant/loss' },
  n5: { em: 'n5/ammo/em', isolated: 'n5/states/isolated-orders', immB: 'n5/states/imm-b', loss: 'n5/lieutenant/loss' },
} as const;

describe.each(['n4', 'n5'] as const)('E/M ammunition (%s)', (edition) => {
  const { em, isolated, immB, loss } = RULES[edition];
  // One hit of two (5 hits SV 12, 18 misses); the Morat's two BTS/2 rolls: 15 fails, 3 passes
  // (N5 SV 9: 15 > 9; N4 Attack Damage 11: 3 <= 11 fails, 15 passes): one failure either way.
  const isolateMorat = emShot(edition, 'morat', {
    dice: { fusilier1: [5, 18] },
    saves: { morat: [15, 3] },
    guts: { morat: { roll: 4 } },
  });

  it(`${edition}/ammo/em: a hit forces two rolls against half BTS; a failure: Isolated, no Wound, and the usual Guts Roll`, () => {
    const { events, session } = given(emInput(edition)).when(turn('panoceania', isolateMorat));
    const save = only(events, 'SavingRollResolved');
    expect(save).toMatchObject({
      trooper: 'morat',
      weapon: 'e-mitter',
      ammo: 'E/M',
      attribute: 'BTS',
      wounds: 0,
      threshold:
        edition === 'n5' ? { kind: 'n5-success-value', sv: 9 } : { kind: 'n4-attack-damage', attackDamage: 11 },
    });
    expect(save.rolls.map((r) => r.saved)).toEqual(edition === 'n5' ? [false, true] : [true, false]);
    expect(save.citations).toContain(em);
    expect(ofType(events, 'WoundsInflicted')).toEqual([]);
    expect(only(events, 'StateEntered')).toMatchObject({ trooper: 'morat', state: 'isolated' });
    expect(only(events, 'StateEntered').citations).toEqual(expect.arrayContaining([em, isolated]));
    expect(only(events, 'GutsRequirementChecked')).toMatchObject({ trooper: 'morat', required: true });
    expect(session.table().troopers.morat).toMatchObject({ woundsReceived: 0, states: ['isolated'] });
    expect(foldTroopers(events).troopers.morat).toMatchObject({ woundsReceived: 0, states: ['isolated'] });
  });

  it(`${edition}/ammo/em: both rolls passed: no state; a Critical adds a third roll against half BTS`, () => {
    const passed = given(emInput(edition)).when(
      turn(
        'panoceania',
        emShot(edition, 'morat', {
          dice: { fusilier1: [5, 18] },
          saves: { morat: edition === 'n5' ? [2, 3] : [18, 19] },
          guts: { morat: { roll: 4 } },
        }),
      ),
    );
    expect(ofType(passed.events, 'StateEntered')).toEqual([]);
    const crit = given(emInput(edition)).when(
      turn(
        'panoceania',
        emShot(edition, 'morat', {
          dice: { fusilier1: [12, 18] },
          saves: { morat: edition === 'n5' ? [2, 3, 4] : [18, 19, 20] },
          guts: { morat: { roll: 4 } },
        }),
      ),
    );
    expect(only(crit.events, 'HitsScored')).toMatchObject({ hits: 0, criticals: 1 });
    expect(only(crit.events, 'SavingRollResolved').rolls).toHaveLength(3);
  });

  it(`${edition}/ammo/em: a Heavy Infantry trooper failing an E/M roll enters Isolated and IMM-B, and (Immobilized) makes no Guts Roll`, () => {
    // HI BTS 6 -> 3: N5 SV 10 (15 fails); N4 Attack Damage 10 (3 fails).
    const { events, session } = given(emInput(edition)).when(
      turn('panoceania', emShot(edition, 'heavy', { dice: { fusilier1: [5, 18] }, saves: { heavy: [15, 3] } })),
    );
    expect(only(events, 'SavingRollResolved')).toMatchObject({ trooper: 'heavy', attribute: 'BTS', wounds: 0 });
    expect(ofType(events, 'StateEntered').map((e) => e.state)).toEqual(['isolated', 'imm-b']);
    expect(ofType(events, 'StateEntered').find((e) => e.state === 'imm-b')?.citations).toContain(immB);
    expect(only(events, 'GutsRequirementChecked')).toMatchObject({
      trooper: 'heavy',
      required: false,
      why: expect.stringMatching(/Immobilized/),
    });
    expect(session.table().troopers.heavy?.states).toEqual(['imm-b', 'isolated']);
  });

  it("the Isolated Lieutenant: at its player's next Tactical Phase, Loss of Lieutenant (all Irregular, no Lieutenant Order)", () => {
    const session = createGameSession(emInput(edition));
    play(session, [
      ...turn('panoceania', isolateMorat),
      { type: 'end-turn' },
      { type: 'start-turn', player: 'combined' },
    ]);
    const formed = ofType(session.events, 'OrderPoolsFormed').find((e) => e.player === 'combined');
    expect(formed).toMatchObject({
      lossOfLieutenant: true,
      lieutenant: null,
      pools: [{ group: 'combined-1', regular: 0 }],
    });
    expect(formed?.irregular.map((i) => i.trooper)).toEqual(['morat', 'heavy', 'light']);
    expect(formed?.citations).toEqual(expect.arrayContaining([loss, isolated]));
  });

  it('an Isolated trooper that is not the Lieutenant keeps its Order for itself (Irregular) and receives none from the pool', () => {
    const session = createGameSession(emInput(edition));
    play(session, [
      ...turn('panoceania', emShot(edition, 'heavy', { dice: { fusilier1: [5, 18] }, saves: { heavy: [15, 3] } })),
      { type: 'end-turn' },
      { type: 'start-turn', player: 'combined' },
    ]);
    const formed = ofType(session.events, 'OrderPoolsFormed').find((e) => e.player === 'combined');
    expect(formed).toMatchObject({
      lossOfLieutenant: false,
      lieutenant: { trooper: 'morat', orders: 1 },
      pools: [{ group: 'combined-1', regular: 2 }],
    });
    expect(formed?.irregular.map((i) => i.trooper)).toEqual(['heavy']);
    expect(formed?.citations).toContain(isolated);
    const n = session.events.length;
    const refused = session.send({ type: 'activate', trooper: 'heavy', order: 'regular' });
    expect(E.isRight(refused)).toBe(false);
    if (E.isLeft(refused))
      expect(refused.left).toMatchObject({
        reason: 'heavy is Isolated: it receives no Orders from the Order Pool',
        citation: { id: isolated },
      });
    expect(session.events.length).toBe(n);
    expect(E.isRight(session.send({ type: 'activate', trooper: 'heavy' }))).toBe(true);
  });

  it(`${edition}/states/isolated, ${edition}/skills/reset: a passed Reset at -9 WIP (WIP 11 - 9 = 2) ends Isolated; the Loss of Lieutenant of that Turn stands, and a new Lieutenant is named`, () => {
    const session = createGameSession(emInput(edition));
    play(session, [
      ...turn('panoceania', isolateMorat),
      { type: 'end-turn' },
      { type: 'start-turn', player: 'combined' },
    ]);
    const n = session.events.length;
    play(
      session,
      orderCommands({
        trooper: 'morat',
        ...(edition === 'n5'
          ? { first: { skill: 'idle' }, second: { skill: 'reset' } }
          : { first: { skill: 'reset' }, second: { skill: 'move' } }),
        table: [
          { fact: 'lof', from: 'fusilier1', to: 'morat', value: false },
          { fact: 'lof', from: 'fusilier2', to: 'morat', value: false },
        ],
        dice: { morat: [1] },
      }),
    );
    const order = session.events.slice(n);
    expect(only(order, 'OrderSpent')).toMatchObject({ trooper: 'morat', pool: 'irregular' });
    expect(only(order, 'NormalRollResolved')).toMatchObject({
      roller: { trooper: 'morat', skill: 'reset', sv: { value: 2, mods: [{ value: -9 }] } },
      successes: 1,
    });
    expect(only(order, 'StateLeft')).toMatchObject({ trooper: 'morat', state: 'isolated' });
    expect(session.table().troopers.morat?.states).toEqual([]);
    play(session, [
      { type: 'end-turn', lieutenant: 'morat' },
      { type: 'start-turn', player: 'panoceania' },
      { type: 'end-turn' },
      { type: 'start-turn', player: 'combined' },
    ]);
    expect(ofType(session.events, 'LieutenantAppointed').map((e) => e.trooper)).toEqual(['morat']);
    expect(
      ofType(session.events, 'OrderPoolsFormed')
        .filter((e) => e.player === 'combined')
        .map((e) => e.lossOfLieutenant),
    ).toEqual([true, false]);
  });
});

// N3: the Isolated state page names E/M as a cause but the sources read give no N3 E/M numbers.
describe('E/M ammunition (n3)', () => {
  const emitter = {
    id: 'e-mitter',
    name: 'E/Mitter',
    burst: 1,
    ammo: 'E/M',
    save: 'BTS',
    damage: 14,
    ranges: [{ upTo: 16, mod: 0 }],
    template: 'none',
    traits: [],
  } as const;
  const input = {
    edition: 'n3' as const,
    title: 'E/M in N3',
    armies: [
      armyOf('n3', 'panoceania', null, [{ ...fusilier(1), weapons: ['combi-rifle', emitter] }]),
      armyOf('n3', 'combined', null, [MORAT]),
    ],
  };

  it('n3/ammo/em-unsourced: an attack with it is refused, with the reason and the rule, and nothing is appended', () => {
    const session = createGameSession(input);
    play(session, [
      { type: 'start-turn', player: 'panoceania' },
      { type: 'activate', trooper: 'fusilier1' },
    ]);
    const n = session.events.length;
    const r = session.send({
      type: 'declare',
      trooper: 'fusilier1',
      declaration: { skill: 'bs-attack', weapon: 'e-mitter', targets: [{ target: 'morat', burst: 1 }] },
    });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r))
      expect(r.left).toMatchObject({
        reason: expect.stringMatching(/E\/M ammunition: its N3 numbers/),
        citation: { id: 'n3/ammo/em-unsourced' },
      });
    expect(session.events.length).toBe(n);
  });
});
