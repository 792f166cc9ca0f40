import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../machines/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { fates, orderCommands, turn } from '../support/orderScript.ts';
import {
  aroTable,
  expendableHellcat,
  fusilierOrder,
  reactiveTemplateInput,
  shootHellcat,
} from '../support/reactiveTemplate.ts';

// Issue #5: an Impact Template in ARO. The Hellcat's one roll (MODs against its main target, the
// activated Fusilier 1) meets every trooper its template touches separately: Face to Face with
// Fusilier 1, who shoots it; a Normal Roll against Fusilier 2, who declared nothing against it.
// A Critical counts only on the main target. Dice ours.
const RULES = {
  n4: {
    impact: 'n4/templates/impact',
    critical: 'n4/templates/critical-main-target',
    nullified: 'n4/templates/friendly-nullified',
  },
  n5: {
    impact: 'n5/templates/impact',
    critical: 'n5/templates/critical-main-target',
    nullified: 'n5/templates/friendly-nullified',
  },
} as const;

describe.each(['n4', 'n5'] as const)('Impact Template in ARO, answered by the active attack (%s)', (edition) => {
  const rule = RULES[edition];
  const saveFaces = edition === 'n5' ? { fusilier1: [12], fusilier2: [3] } : { fusilier1: [12], fusilier2: [15] };
  // A face every save of this Order passes: N5 saves on a low roll, N4 on a high one.
  const pass = edition === 'n5' ? 1 : 20;

  it('one die, two exchanges: Face to Face with the shooter, a Normal Roll against the other trooper touched; both save, one falls', () => {
    const { events, session } = given(reactiveTemplateInput(edition)).when(
      turn(
        'panoceania',
        fusilierOrder(edition, {
          dice: { fusilier1: [10, 16, 3], hellcat: [14] },
          saves: saveFaces,
          guts: { fusilier2: { roll: 5 } },
        }),
      ),
    );
    expect(
      ofType(events, 'DiceRolled')
        .filter((e) => e.trooper === 'hellcat')
        .map((e) => e.faces),
    ).toEqual([[14]]);
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f).toMatchObject({ exchange: 'fusilier1>hellcat', winner: 'b' });
    expect(f2f.b.rollers).toMatchObject([{ trooper: 'hellcat', skill: 'bs-attack', sv: { value: 18 } }]);
    expect(f2f.citations).toContain(rule.impact);
    expect(fates(f2f.a.dice)).toEqual({
      'fusilier1#1': { kind: 'cancelled', by: ['hellcat#1'] },
      'fusilier1#2': { kind: 'failed' },
      'fusilier1#3': { kind: 'cancelled', by: ['hellcat#1'] },
    });
    const normal = only(events, 'NormalRollResolved');
    expect(normal).toMatchObject({
      exchange: 'hellcat>fusilier2',
      roller: { trooper: 'hellcat', sv: { value: 18 } },
      successes: 1,
    });
    expect(normal.citations).toEqual(expect.arrayContaining([`${edition}/face-to-face/when`, rule.impact]));
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target, h.hits, h.criticals])).toEqual([
      ['hellcat', 'fusilier1', 1, 0],
      ['hellcat', 'fusilier2', 1, 0],
    ]);
    expect(ofType(events, 'SavingRollResolved').map((s) => [s.trooper, s.rolls.map((r) => r.saved)])).toEqual([
      ['fusilier1', [false]],
      ['fusilier2', [true]],
    ]);
    expect(ofType(events, 'StateEntered').map((s) => [s.trooper, s.state])).toEqual([
      ['fusilier1', 'unconscious'],
      ['fusilier1', 'prone'],
    ]);
    expect(ofType(events, 'GutsRequirementChecked').map((g) => [g.trooper, g.required])).toEqual([
      ['fusilier1', false],
      ['fusilier2', true],
    ]);
    expect(session.table().troopers.fusilier2?.states).toEqual([]);
  });

  it('a Critical counts only on the main target: Fusilier 1 makes an extra save, Fusilier 2 takes a plain hit', () => {
    const { events } = given(reactiveTemplateInput(edition)).when(
      turn(
        'panoceania',
        fusilierOrder(edition, {
          dice: { fusilier1: [10, 16, 3], hellcat: [18] },
          saves: { fusilier1: [pass, pass], fusilier2: [pass] },
          guts: { fusilier1: { roll: 5 }, fusilier2: { roll: 6 } },
        }),
      ),
    );
    const [onMain, onOther] = ofType(events, 'HitsScored');
    expect(onMain).toMatchObject({ attacker: 'hellcat', target: 'fusilier1', hits: 0, criticals: 1 });
    expect(onOther).toMatchObject({ attacker: 'hellcat', target: 'fusilier2', hits: 1, criticals: 0 });
    expect(onOther?.citations).toContain(rule.critical);
    expect(ofType(events, 'SavingRollResolved').map((s) => [s.trooper, s.rolls.length])).toEqual([
      ['fusilier1', 2],
      ['fusilier2', 1],
    ]);
  });

  it('the activated trooper Dodges instead: its one PH die meets the Hellcat Face to Face; the other trooper touched is still hit', () => {
    const { events } = given(reactiveTemplateInput(edition)).when(
      turn(
        'panoceania',
        fusilierOrder(
          edition,
          {
            dice: { fusilier1: [9], hellcat: [8] },
            saves: { fusilier2: [pass] },
            guts: { fusilier2: { roll: 5 } },
          },
          { skill: 'dodge' },
        ),
      ),
    );
    expect(only(events, 'FaceToFaceResolved')).toMatchObject({ exchange: 'fusilier1~dodge', winner: 'a' });
    expect(only(events, 'NormalRollResolved')).toMatchObject({ exchange: 'hellcat>fusilier2', successes: 1 });
    expect(ofType(events, 'HitsScored').map((h) => h.target)).toEqual(['fusilier2']);
    expect(only(events, 'DodgeResolved')).toMatchObject({ trooper: 'fusilier1', moves: true, hitBy: [] });
  });

  it("a template touching the Hellcat's friend nullifies its shot: no die; the Fusilier's attack becomes a Normal Roll", () => {
    const commands = turn(
      'panoceania',
      fusilierOrder(edition, {
        table: aroTable(['fusilier2', 'alguacil']),
        dice: { fusilier1: [10, 16, 3] },
        saves: { hellcat: [pass, pass] },
        guts: { hellcat: { roll: 4 } },
      }),
    );
    const { events } = given(reactiveTemplateInput(edition)).when(commands);
    expect(only(events, 'ShotNullified')).toMatchObject({
      attacker: 'hellcat',
      weapon: 'boarding-shotgun',
      shot: 1,
      touching: [
        { trooper: 'fusilier1', side: 'enemy' },
        { trooper: 'fusilier2', side: 'enemy' },
        { trooper: 'alguacil', side: 'friendly' },
      ],
      keepAro: [],
      expendableUsesSpent: 0,
      citations: [rule.nullified],
    });
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    expect(ofType(events, 'NormalRollResolved').map((n) => n.exchange)).toEqual(['fusilier1>hellcat']);
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target, h.hits])).toEqual([
      ['fusilier1', 'hellcat', 2],
    ]);
    // The nullified shot owes no die: one offered is refused and nothing is appended.
    const session = createGameSession(reactiveTemplateInput(edition));
    session.send({ type: 'start-turn', player: 'panoceania' });
    const order = orderCommands(fusilierOrder(edition, { table: aroTable(['alguacil']) }));
    for (const c of order) expect(E.isRight(session.send(c)), c.type).toBe(true);
    expect(session.due()).toEqual([{ trooper: 'fusilier1', purpose: 'attack', count: 3 }]);
    const n = session.events.length;
    expect(E.isRight(session.send({ type: 'roll', trooper: 'hellcat', purpose: 'attack', faces: [5] }))).toBe(false);
    expect(session.events.length).toBe(n);
  });

  it('a Neutral under an Expendable template: the shot is nullified and its use still spent', () => {
    const { events } = given(reactiveTemplateInput(edition, expendableHellcat(edition))).when(
      turn(
        'panoceania',
        fusilierOrder(edition, {
          table: aroTable(['civilian']),
          aros: {
            hellcat: { skill: 'bs-attack', weapon: 'test-grenades', targets: [{ target: 'fusilier1', burst: 1 }] },
          },
          dice: { fusilier1: [17, 16, 19] },
        }),
      ),
    );
    expect(only(events, 'ShotNullified')).toMatchObject({
      attacker: 'hellcat',
      touching: [
        { trooper: 'fusilier1', side: 'enemy' },
        { trooper: 'civilian', side: 'neutral' },
      ],
      expendableUsesSpent: 1,
    });
    expect(ofType(events, 'DiceRolled').map((e) => e.trooper)).toEqual(['fusilier1']);
  });
});

// N3 differs on the Critical: the main target loses a Wound with no ARM Roll; everyone else under
// the template takes the ordinary hit and its ARM Roll. N3 Boarding Shotgun DAM 14: saved when
// d20 + ARM 1 > 14.
describe('Impact Template in ARO (n3)', () => {
  it('n3/templates/critical-main-target: a Critical: Fusilier 1 loses a Wound without rolling, Fusilier 2 rolls ARM against a plain hit', () => {
    const { events } = given(reactiveTemplateInput('n3')).when(
      turn(
        'panoceania',
        fusilierOrder('n3', {
          dice: { fusilier1: [10, 16, 3], hellcat: [18] },
          saves: { fusilier2: [15] },
          guts: { fusilier2: { roll: 5 } },
        }),
      ),
    );
    expect(ofType(events, 'HitsScored').map((h) => [h.target, h.hits, h.criticals])).toEqual([
      ['fusilier1', 0, 1],
      ['fusilier2', 1, 0],
    ]);
    expect(ofType(events, 'HitsScored')[1]?.citations).toContain('n3/templates/critical-main-target');
    expect(
      ofType(events, 'SavingRollResolved').map((s) => [s.trooper, s.rolls.length, s.automaticWounds, s.wounds]),
    ).toEqual([
      ['fusilier1', 0, 1, 1],
      ['fusilier2', 1, 0, 0],
    ]);
    expect(ofType(events, 'StateEntered').map((s) => [s.trooper, s.state])).toEqual([['fusilier1', 'unconscious']]);
  });

  it('answered Face to Face, the same die is a Normal Roll against the other trooper touched', () => {
    const { events } = given(reactiveTemplateInput('n3')).when(
      turn('panoceania', {
        trooper: 'fusilier1',
        first: shootHellcat,
        table: aroTable(['fusilier2', 'fusilier3']),
        aros: {
          hellcat: { skill: 'bs-attack', weapon: 'boarding-shotgun', targets: [{ target: 'fusilier1', burst: 1 }] },
        },
        dice: { fusilier1: [14, 2, 1], hellcat: [11] },
        saves: { hellcat: [20], fusilier2: [20], fusilier3: [20] },
        guts: { hellcat: { roll: 2 }, fusilier2: { roll: 3 }, fusilier3: { roll: 4 } },
      }),
    );
    expect(only(events, 'FaceToFaceResolved')).toMatchObject({ exchange: 'fusilier1>hellcat', winner: 'a' });
    expect(ofType(events, 'NormalRollResolved').map((n) => [n.exchange, n.successes])).toEqual([
      ['hellcat>fusilier2', 1],
      ['hellcat>fusilier3', 1],
    ]);
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target, h.hits])).toEqual([
      ['fusilier1', 'hellcat', 1],
      ['hellcat', 'fusilier2', 1],
      ['hellcat', 'fusilier3', 1],
    ]);
  });
});
