import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameSession } from '../../machines/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import type { Edition } from '../../rules/edition.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { orderCommands, turn } from '../support/orderScript.ts';
import { gutsInput, shootMorat } from '../support/gutsTable.ts';

// Guts seed (N4): a failed Guts Roll (or one failed on purpose) forces the first possible of:
// move up to 2" out of the attackers' LoF; else up to 2" into cover from them; else go Prone.
// The players declare what the table allows (a guts-options fact); a choice that skips a
// possible option is refused, with the reason and the rule, and nothing is appended.
// N4 saves on 13+ (Attack Damage 12); N5 on 8 or less (ARM 1 + PS 7).
const hitAndSaved = (edition: Edition = 'n4') =>
  orderCommands(shootMorat([5, 16, 18], { saves: { morat: [edition === 'n5' ? 3 : 15] } }, edition));

const atConclusion = (edition: Edition = 'n4'): GameSession => {
  const session = createGameSession(gutsInput(edition));
  for (const c of [{ type: 'start-turn', player: 'panoceania' } as const, ...hitAndSaved(edition)])
    expect(E.isRight(session.send(c))).toBe(true);
  expect(session.where().order).toBe('conclusion');
  return session;
};

describe('Guts seed: the fallback options (N4)', () => {
  it('n4/guts/fallback: failed (18 against WIP 11) with every option open: going Prone is refused, leaving LoF is taken', () => {
    const session = atConclusion();
    expect(E.isRight(session.send({ type: 'roll', trooper: 'morat', purpose: 'guts', faces: [18] }))).toBe(true);
    expect(
      E.isRight(
        session.send({
          type: 'measure',
          fact: { fact: 'guts-options', trooper: 'morat', leaveLof: true, reachCover: true },
        }),
      ),
    ).toBe(true);
    const n = session.events.length;
    const refused = session.send({ type: 'guts-move', trooper: 'morat', option: 'go-prone' });
    expect(E.isRight(refused)).toBe(false);
    if (E.isLeft(refused))
      expect(refused.left).toMatchObject({
        reason: expect.stringMatching(/out of the attackers' LoF is possible and comes before going Prone/),
        citation: { id: 'n4/guts/fallback' },
      });
    expect(session.events.length).toBe(n);
    const ok = session.send({ type: 'guts-move', trooper: 'morat', option: 'leave-lof' });
    expect(E.isRight(ok) && ok.right.map((e) => e.type)).toEqual(['GutsMoved', 'OrderConcluded']);
  });

  it('failed on purpose, LoF cannot be left: leaving it is refused as impossible; cover is reached', () => {
    const { events } = given(gutsInput()).when(
      turn(
        'panoceania',
        shootMorat([5, 16, 18], {
          saves: { morat: [15] },
          guts: { morat: { fail: true, options: { leaveLof: false, reachCover: true }, move: 'reach-cover' } },
        }),
      ),
    );
    expect(only(events, 'GutsRollResolved')).toMatchObject({
      choice: 'fail-on-purpose',
      sv: null,
      dice: [],
      passed: false,
    });
    expect(only(events, 'GutsMoved')).toMatchObject({ option: 'reach-cover' });
    const session = atConclusion();
    session.send({ type: 'fail-guts', trooper: 'morat' });
    session.send({
      type: 'measure',
      fact: { fact: 'guts-options', trooper: 'morat', leaveLof: false, reachCover: true },
    });
    const r = session.send({ type: 'guts-move', trooper: 'morat', option: 'leave-lof' });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.reason).toMatch(/declared impossible/);
  });

  it('n4/guts/fallback: neither move possible: the Morat goes Prone, and the log says so', () => {
    const { events, session } = given(gutsInput()).when(
      turn(
        'panoceania',
        shootMorat([5, 16, 18], {
          saves: { morat: [15] },
          guts: { morat: { roll: 12, options: { leaveLof: false, reachCover: false }, move: 'go-prone' } },
        }),
      ),
    );
    expect(only(events, 'GutsMoved')).toMatchObject({ option: 'go-prone', citations: ['n4/guts/fallback'] });
    expect(only(events, 'StateEntered')).toMatchObject({ trooper: 'morat', state: 'prone' });
    expect(session.table().troopers['morat']?.states).toEqual(['prone']);
    expect(foldTroopers(events).troopers['morat']?.states).toEqual(['prone']);
  });

  it('the fallback needs the options measured first, and a trooper that held has none to take', () => {
    const failed = atConclusion();
    failed.send({ type: 'fail-guts', trooper: 'morat' });
    const r = failed.send({ type: 'guts-move', trooper: 'morat', option: 'go-prone' });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.reason).toMatch(/measure what morat could do first/);
    const held = atConclusion();
    held.send({ type: 'roll', trooper: 'morat', purpose: 'guts', faces: [3] });
    expect(held.where().order).toBeNull();
    const late = held.send({ type: 'guts-move', trooper: 'morat', option: 'go-prone' });
    expect(E.isRight(late)).toBe(false);
  });

  it('n5/guts/fallback, n5/states/prone: N5 reads the same priority; going Prone cites the Prone state', () => {
    const session = atConclusion('n5');
    session.send({ type: 'fail-guts', trooper: 'morat' });
    session.send({
      type: 'measure',
      fact: { fact: 'guts-options', trooper: 'morat', leaveLof: false, reachCover: false },
    });
    const r = session.send({ type: 'guts-move', trooper: 'morat', option: 'go-prone' });
    expect(E.isRight(r) && ofType(r.right, 'GutsMoved')[0]?.citations).toEqual(['n5/guts/fallback', 'n5/states/prone']);
  });
});
