import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, formatRejection, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TrooperSkill } from '../../rules/profiles/index.ts';
import type { StartingState, TableFact } from '../../rules/table/index.ts';
import { given, ofType, only } from '../support/scenario.ts';
import { turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, FENDETESTAS, MORAT } from '../support/seedTroopers.ts';
import { CAMO, HIDDEN, IMP } from '../support/markerGame.ts';

// Intuitive Attack at a marker (docs/rulings.md "Intuitive Attack at a marker"): the Intuitive
// Attack page's worked example, Fendetestas the Irmandinho (WIP 12) and his Chain Rifle against a
// Camouflage marker that shoots back. The page gives no dice: the dice, the range and the saves
// are ours. The marker is the Morat Vanguard (BS 12, Mimetism -3, Combi Rifle).
const game = (edition: Edition, state: StartingState, skills: readonly TrooperSkill[]) => ({
  edition,
  title: 'Intuitive Attack at a marker',
  armies: [armyOf(edition, 'nomads', null, [FENDETESTAS]), armyOf(edition, 'combined', null, [{ ...MORAT, skills }])],
  startingStates: [{ trooper: 'morat', states: [state] }],
});
const intuitive: SkillDeclaration = { skill: 'intuitive-attack', weapon: 'chain-rifle', target: 'morat' };
const facts: readonly TableFact[] = [
  { fact: 'lof', from: 'fendetestas', to: 'morat', value: true },
  { fact: 'lof', from: 'morat', to: 'fendetestas', value: true },
  { fact: 'range', from: 'morat', to: 'fendetestas', inches: 12 },
  { fact: 'template', from: 'fendetestas', shot: 1, affects: ['morat'] },
];
const order = (extra: Partial<OrderScript>): OrderScript => ({
  trooper: 'fendetestas',
  first: intuitive,
  second: null,
  table: facts,
  ...extra,
});
// A failed save: N5 above PS + ARM, N4 (ARM roll against DAM) a low die; a passed N5 save: a 1.
const failedSave = (edition: Edition): number => (edition === 'n5' ? 20 : 1);

describe.each(['n5', 'n4'] as const)('Intuitive Attack at a marker (%s)', (edition) => {
  const TARGET = `${edition}/intuitive-attack/marker-target`;
  const HIT = `${edition}/states/marker-hit`;
  const ROLL = `${edition}/intuitive-attack/roll`;

  it(`${TARGET}: the page's example: Fendetestas's Chain Rifle at the CAMO marker, which shoots back: it is revealed when it declares its ARO; WIP 12 with no MOD (no Mimetism) meets BS 12 Face to Face; his 9 beats its 4, it fails its save and falls Unconscious (and Prone), no marker any more`, () => {
    const { session, events } = given(game(edition, 'camouflaged', CAMO)).when(
      turn('nomads', {
        ...order({
          aros: {
            morat: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fendetestas', burst: 1 }] },
          },
          dice: { fendetestas: [9], morat: [4] },
          saves: { morat: [failedSave(edition)] },
        }),
      }),
    );
    const left = ofType(events, 'StateLeft');
    expect(left[0]).toMatchObject({
      trooper: 'morat',
      state: 'camouflaged',
      citations: [`${edition}/states/marker-reveal`, `${edition}/states/camouflaged`],
    });
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.a.rollers.map((r) => [r.trooper, r.sv.attribute, r.sv.value, r.sv.mods])).toEqual([
      ['fendetestas', 'WIP', 12, []],
    ]);
    expect(f2f.citations).toEqual(expect.arrayContaining([ROLL, TARGET]));
    expect(f2f.winner).toBe('a');
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target, h.hits])).toEqual([
      ['fendetestas', 'morat', 1],
    ]);
    expect(session.table().troopers['morat']?.states).toEqual(['prone', 'unconscious']);
  });

  it(`${HIT}: a CAMO marker that does not answer: a Normal Roll, the 9 hits; the hit reveals it before its save, which it fails: Unconscious (and Prone), no marker any more`, () => {
    const { session, events } = given(game(edition, 'camouflaged', CAMO)).when(
      turn('nomads', order({ dice: { fendetestas: [9] }, saves: { morat: [failedSave(edition)] } })),
    );
    const roll = only(events, 'NormalRollResolved');
    expect([roll.roller.sv.value, roll.roller.sv.mods]).toEqual([12, []]);
    expect(roll.citations).toEqual(expect.arrayContaining([ROLL, TARGET]));
    const left = only(events, 'StateLeft');
    expect(left).toMatchObject({
      trooper: 'morat',
      state: 'camouflaged',
      citations: [HIT, `${edition}/states/camouflaged`],
    });
    const seqOf = (t: string) => events.findIndex((e) => e.type === t);
    expect(seqOf('StateLeft')).toBeLessThan(seqOf('SavingRollResolved'));
    expect(session.table().troopers['morat']?.states).toEqual(['prone', 'unconscious']);
  });

  it(`${HIT}: a failed WIP roll (15) places no hit: the Morat stays a CAMO marker`, () => {
    const { session, events } = given(game(edition, 'camouflaged', CAMO)).when(
      turn('nomads', order({ dice: { fendetestas: [15] } })),
    );
    expect(ofType(events, 'StateLeft')).toEqual([]);
    expect(session.table().troopers['morat']?.states).toEqual(['camouflaged']);
  });

  it(`${TARGET}: an IMP-2 marker may be attacked so; the hit reveals it`, () => {
    const { session, events } = given(game(edition, 'imp-2', IMP)).when(
      turn('nomads', order({ dice: { fendetestas: [9] }, saves: { morat: [failedSave(edition)] } })),
    );
    expect(only(events, 'StateLeft')).toMatchObject({
      state: 'imp-2',
      citations: [HIT, `${edition}/states/impersonation`],
    });
    expect(session.table().troopers['morat']?.states).toEqual(['prone', 'unconscious']);
  });

  const refusal = (state: StartingState, skills: readonly TrooperSkill[]) => {
    const session = createGameSession(game(edition, state, skills));
    const cmds: GameCommand[] = [
      { type: 'start-turn', player: 'nomads' },
      { type: 'activate', trooper: 'fendetestas' },
      { type: 'declare', trooper: 'fendetestas', declaration: intuitive },
    ];
    for (const c of cmds) {
      const r = session.send(c);
      if (E.isLeft(r)) return formatRejection(r.left);
    }
    return null;
  };
  it(`${TARGET}: refused against an IMP-1 marker (no Attack at all) and a trooper in Hidden Deployment`, () => {
    expect(refusal('imp-1', IMP)).toMatch(
      new RegExp(`IMP-1.*not even an Intuitive Attack.*${edition}/states/impersonation`, 's'),
    );
    expect(refusal('hidden-deployment', HIDDEN)).toMatch(
      new RegExp(`nothing can be declared.*${edition}/states/hidden-deployment`, 's'),
    );
  });
});

describe('Intuitive Attack at a marker (n5): the save passed', () => {
  it('n5/states/marker-hit: the Morat passes its save (a 1): no Wound, but the hit revealed it all the same', () => {
    const { session, events } = given(game('n5', 'camouflaged', CAMO)).when(
      turn('nomads', order({ dice: { fendetestas: [9] }, saves: { morat: [1] }, guts: { morat: { roll: 4 } } })),
    );
    expect(ofType(events, 'WoundsInflicted')).toEqual([]);
    expect(only(events, 'StateLeft').citations[0]).toBe('n5/states/marker-hit');
    expect(session.table().troopers['morat']?.states).toEqual([]);
  });
});
