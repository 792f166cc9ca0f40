import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameSession } from '../../machines/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { orderCommands, turn } from '../support/orderScript.ts';
import { attackMorat, combiAt, fusilier2Table, paraAt, paraInput, paraShot } from '../support/paraTable.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';

// PARA ammunition (facts.md §4, N4 and N5): each hit makes the target roll PH-6 (a Normal Roll)
// instead of ARM/BTS; a failure puts it in IMM-A and costs no Wound. A trooper in IMM-A makes no
// Guts Roll, may only Dodge, at -6 PH, and a successful Dodge ends IMM-A. The Morat (PH 11) rolls
// against 5; a Dodge from IMM-A is PH 11 - 6 = 5 too.
const play = (session: GameSession, commands: readonly GameCommand[]): void => {
  for (const c of commands) {
    const r = session.send(c);
    if (E.isLeft(r)) throw new Error(`${c.type} refused: ${r.left.reason}`);
  }
};

const RULES = {
  n4: { para: 'n4/ammo/para', immA: 'n4/states/imm-a' },
  n5: { para: 'n5/ammo/para', immA: 'n5/states/imm-a' },
} as const;

describe.each(['n4', 'n5'] as const)('PARA ammunition (%s)', (edition) => {
  const { para, immA } = RULES[edition];
  // Order 1: the Adhesive Launcher's 5 hits (SV 12); the Morat's PH-6 roll of 14 fails.
  const immobilize = paraShot(edition, { dice: { fusilier1: [5] }, saves: { morat: [14] } });

  it(`${edition}/ammo/para: a hit, a failed PH-6 roll: IMM-A, no Wound, and no Guts Roll for that Order`, () => {
    const { events, session } = given(paraInput(edition)).when(turn('panoceania', immobilize));
    const save = only(events, 'SavingRollResolved');
    expect(save).toMatchObject({
      trooper: 'morat',
      ammo: 'PARA',
      attribute: 'PH',
      threshold: { kind: 'attribute-roll', sv: 5 },
      mods: [{ value: -6, citation: para }],
      rolls: [{ face: 14, saved: false, why: '14 > PH 11 - 6 = 5' }],
      wounds: 0,
    });
    expect(save.citations).toContain(para);
    expect(ofType(events, 'WoundsInflicted')).toEqual([]);
    expect(only(events, 'StateEntered')).toMatchObject({ trooper: 'morat', state: 'imm-a', citations: [para, immA] });
    expect(only(events, 'GutsRequirementChecked')).toMatchObject({
      trooper: 'morat',
      required: false,
      why: expect.stringMatching(/Immobilized/),
    });
    expect(ofType(events, 'GutsRollResolved')).toEqual([]);
    expect(session.table().troopers.morat).toMatchObject({ woundsReceived: 0, states: ['imm-a'] });
    expect(foldTroopers(events).troopers.morat).toMatchObject({ woundsReceived: 0, states: ['imm-a'] });
  });

  it(`${edition}/ammo/para: a hit, a passed PH-6 roll: no state, and the ordinary Guts Roll`, () => {
    const { events, session } = given(paraInput(edition)).when(
      turn(
        'panoceania',
        paraShot(edition, {
          dice: { fusilier1: [5] },
          saves: { morat: [5] },
          guts: { morat: { roll: 4 } },
        }),
      ),
    );
    expect(only(events, 'SavingRollResolved')).toMatchObject({ rolls: [{ face: 5, saved: true }], wounds: 0 });
    expect(ofType(events, 'StateEntered')).toEqual([]);
    expect(only(events, 'GutsRequirementChecked')).toMatchObject({
      trooper: 'morat',
      required: true,
      why: 'an Attack made the trooper save or enter a State',
    });
    expect(only(events, 'GutsRollResolved')).toMatchObject({
      trooper: 'morat',
      passed: true,
      sv: { attribute: 'WIP', value: 11 },
    });
    expect(session.table().troopers.morat?.states).toEqual([]);
  });

  it(`${edition}/ammo/para: a Critical adds a second PH-6 roll; one failure of the two is enough for IMM-A`, () => {
    const { events } = given(paraInput(edition)).when(
      turn('panoceania', paraShot(edition, { dice: { fusilier1: [12] }, saves: { morat: [2, 9] } })),
    );
    expect(only(events, 'HitsScored')).toMatchObject({ hits: 0, criticals: 1 });
    expect(only(events, 'SavingRollResolved').rolls.map((r) => r.saved)).toEqual([true, false]);
    expect(only(events, 'StateEntered')).toMatchObject({ trooper: 'morat', state: 'imm-a' });
  });

  it(`${edition}/states/imm-a: in IMM-A the Morat may only Dodge: its BS Attack ARO is refused with the rule, its Dodge is at PH-6`, () => {
    const session = createGameSession(paraInput(edition));
    play(session, turn('panoceania', immobilize));
    const order2 = orderCommands(
      attackMorat(edition, 'fusilier2', combiAt('morat'), {
        table: fusilier2Table,
        aros: { morat: { skill: 'dodge' } },
        dice: { fusilier2: [16, 17, 18], morat: [4] },
      }),
    );
    const aroAt = order2.findIndex((c) => c.type === 'aro');
    play(session, order2.slice(0, aroAt));
    const n = session.events.length;
    for (const declaration of [combiAt('fusilier2'), { skill: 'move' } as const]) {
      const refused = session.send({ type: 'aro', trooper: 'morat', declaration });
      expect(E.isRight(refused)).toBe(false);
      if (E.isLeft(refused))
        expect(refused.left).toMatchObject({
          reason: 'an IMM-A trooper may only declare dodge (or Idle, no action)',
          citation: { id: immA },
        });
    }
    expect(session.events.length).toBe(n);
    play(session, order2.slice(aroAt));
    const dodge = only(session.events.slice(n), 'FaceToFaceResolved');
    expect(dodge.b.rollers).toMatchObject([
      {
        trooper: 'morat',
        skill: 'dodge',
        sv: { attribute: 'PH', base: 11, value: 5, mods: [{ value: -6, citation: immA }] },
      },
    ]);
    expect(dodge.winner).toBe('b');
  });

  it(`${edition}/states/imm-a: a successful Dodge ends IMM-A`, () => {
    const { events, session } = given(paraInput(edition)).when([
      ...turn('panoceania', immobilize),
      ...orderCommands(
        attackMorat(edition, 'fusilier2', combiAt('morat'), {
          table: fusilier2Table,
          aros: { morat: { skill: 'dodge' } },
          dice: { fusilier2: [16, 17, 18], morat: [4] },
        }),
      ),
    ]);
    expect(ofType(events, 'DodgeResolved').map((d) => [d.trooper, d.moves])).toEqual([['morat', true]]);
    expect(only(events, 'StateLeft')).toMatchObject({ trooper: 'morat', state: 'imm-a', citations: [immA] });
    expect(session.table().troopers.morat?.states).toEqual([]);
    expect(foldTroopers(events).troopers.morat?.states).toEqual([]);
  });

  it('a failed Dodge leaves IMM-A; the hit it let through is saved, and IMM-A still excuses the Guts Roll', () => {
    const saved = edition === 'n5' ? 3 : 15;
    const { events, session } = given(paraInput(edition)).when([
      ...turn('panoceania', immobilize),
      ...orderCommands(
        attackMorat(edition, 'fusilier2', combiAt('morat'), {
          table: fusilier2Table,
          aros: { morat: { skill: 'dodge' } },
          dice: { fusilier2: [10, 16, 17], morat: [4] },
          saves: { morat: [saved] },
        }),
      ),
    ]);
    expect(ofType(events, 'DodgeResolved').map((d) => [d.trooper, d.moves, d.hitBy])).toEqual([
      ['morat', false, ['fusilier2']],
    ]);
    expect(ofType(events, 'StateLeft')).toEqual([]);
    expect(
      ofType(events, 'GutsRequirementChecked')
        .slice(1)
        .map((g) => [g.trooper, g.required, g.why]),
    ).toEqual([['morat', false, 'an Immobilized trooper makes no Guts Roll']]);
    expect(session.table().troopers.morat?.states).toEqual(['imm-a']);
  });

  it('positive effects first (N5.2): a Dodge that fails against a second PARA hit cannot end IMM-A before the new failure; IMM-A stays, entered once', () => {
    const { events, session } = given(paraInput(edition)).when([
      ...turn('panoceania', immobilize),
      ...orderCommands(
        attackMorat(edition, 'fusilier2', paraAt('morat'), {
          table: fusilier2Table,
          aros: { morat: { skill: 'dodge' } },
          dice: { fusilier2: [9], morat: [4] },
          saves: { morat: [20] },
        }),
      ),
    ]);
    expect(ofType(events, 'SavingRollResolved').map((s) => s.rolls.map((r) => r.saved))).toEqual([[false], [false]]);
    expect(ofType(events, 'StateEntered').map((s) => s.state)).toEqual(['imm-a']);
    expect(ofType(events, 'StateLeft')).toEqual([]);
    expect(session.table().troopers.morat?.states).toEqual(['imm-a']);
  });

  it('an IMM-A trooper in its own Active Turn may not Move or shoot, but may Idle and then Dodge', () => {
    const session = createGameSession(paraInput(edition));
    play(session, [
      ...turn('panoceania', immobilize),
      { type: 'end-turn' },
      { type: 'start-turn', player: 'combined' },
      { type: 'activate', trooper: 'morat' },
    ]);
    for (const declaration of [{ skill: 'move' } as const, combiAt('fusilier1')]) {
      const r = session.send({ type: 'declare', trooper: 'morat', declaration });
      expect(E.isRight(r)).toBe(false);
      if (E.isLeft(r)) expect(r.left.citation.id).toBe(immA);
    }
    expect(E.isRight(session.send({ type: 'declare', trooper: 'morat', declaration: { skill: 'idle' } }))).toBe(true);
    expect(E.isRight(session.send({ type: 'end-aros' }))).toBe(true);
    expect(E.isRight(session.send({ type: 'declare', trooper: 'morat', declaration: { skill: 'dodge' } }))).toBe(true);
    expect(E.isRight(session.send({ type: 'end-aros' }))).toBe(true);
    const r = session.send({ type: 'roll', trooper: 'morat', purpose: 'dodge', faces: [3] });
    expect(E.isRight(r)).toBe(true);
    // A Normal Dodge at PH 11-6 = 5: a 3 passes and ends IMM-A.
    expect(session.events.some((e) => e.type === 'StateLeft' && e.trooper === 'morat' && e.state === 'imm-a')).toBe(
      true,
    );
    expect(session.table().troopers.morat?.states).toEqual([]);
  });
});

// N3: neither facts.md nor the seeds give PARA (or an N3 Adhesive/Immobilized ammunition) a rule.
describe('PARA ammunition (n3)', () => {
  const adhesive = {
    id: 'adhesive-launcher',
    name: 'Adhesive Launcher',
    burst: 1,
    ammo: 'PARA',
    save: 'ARM',
    damage: 13,
    ranges: [{ upTo: 16, mod: 0 }],
    template: 'none',
    traits: [],
  } as const;
  const input = {
    edition: 'n3' as const,
    title: 'PARA in N3',
    armies: [
      armyOf('n3', 'panoceania', null, [{ ...fusilier(1), weapons: ['combi-rifle', adhesive] }]),
      armyOf('n3', 'combined', null, [{ ...MORAT, weapons: ['combi-rifle', adhesive] }]),
    ],
  };

  it('n3/ammo/para-unsourced: an attack with it is refused, with the reason and the rule, and nothing is appended', () => {
    const session = createGameSession(input);
    play(session, [
      { type: 'start-turn', player: 'panoceania' },
      { type: 'activate', trooper: 'fusilier1' },
    ]);
    const n = session.events.length;
    const r = session.send({ type: 'declare', trooper: 'fusilier1', declaration: paraAt('morat') });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r))
      expect(r.left).toMatchObject({
        reason: expect.stringMatching(/PARA ammunition: no N3 rule/),
        citation: { id: 'n3/ammo/para-unsourced' },
      });
    expect(session.events.length).toBe(n);
    play(session, [
      { type: 'declare', trooper: 'fusilier1', declaration: combiAt('morat') },
      { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier1', value: true } },
    ]);
    const aro = session.send({ type: 'aro', trooper: 'morat', declaration: paraAt('fusilier1') });
    expect(E.isRight(aro)).toBe(false);
    if (E.isLeft(aro)) expect(aro.left.citation.id).toBe('n3/ammo/para-unsourced');
  });
});
