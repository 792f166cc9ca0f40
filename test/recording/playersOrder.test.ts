import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScriptError, parseRecordedGame, recordGame, type RecordResult } from '../../recording/index.ts';

// The recorded-game form of an Order ruled by the players (`ruledByPlayers`): the engine refuses
// an outcome that cannot be true of the table, and the recording stops at the field it names.
const example = readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'ruled-by-players.game.yaml'), 'utf8');
const lineOf = (text: string, needle: string): number => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

const recordText = (text: string): RecordResult => {
  const p = parseRecordedGame('game.yaml', text);
  if (E.isLeft(p)) throw new Error(formatScriptError(p.left));
  return recordGame('game.yaml', p.right.game, p.right.map);
};
const failure = (r: RecordResult) => {
  if (E.isRight(r)) throw new Error('expected the recording to stop');
  return r;
};

describe('recording an Order ruled by the players', () => {
  it('an outcome the table refuses stops at its field, with the rule (n5/wounds/vita)', () => {
    const text = example.replace('wounds: { remote: -1 }', 'wounds: { remote: -2 }');
    const r = failure(recordText(text));
    expect(r.left.error).toMatchObject({
      path: 'turns[1].orders[0].ruledByPlayers.outcome.wounds.remote',
      line: lineOf(text, 'wounds: { remote: -2 }'),
    });
    expect(r.left.error.message).toMatch(/remote has received 1 Wound: -2 would leave -1, below 0/);
    expect(r.left.error.rule).toBe('n5/wounds/vita');
  });

  it('leaving a state the trooper is not in stops at that state (n5/states/imm-b)', () => {
    const text = example.replace('leave: { remote: [unconscious] }', 'leave: { remote: [unconscious, imm-b] }');
    expect(failure(recordText(text)).left.error).toMatchObject({
      path: 'turns[1].orders[0].ruledByPlayers.outcome.leave.remote[1]',
      message: expect.stringMatching(/remote is not imm-b/),
      rule: 'n5/states/imm-b',
    });
  });

  it('recorded-game/choice: a state the table does not know is refused when the file is read, with the states there are', () => {
    const text = example.replace(
      'leave: { remote: [unconscious] }',
      'leave: { remote: [unconscious] }\n            enter: { senku: [camoflaged] }',
    );
    const p = parseRecordedGame('game.yaml', text);
    expect(E.isRight(p) || p.left).toMatchObject({
      path: 'turns[1].orders[0].ruledByPlayers.outcome.enter.senku[0]',
      rule: 'recorded-game/choice',
      message: expect.stringMatching(/must be one of prone, engaged, unconscious, dead, imm-a, imm-b, isolated/),
    });
  });

  it("an activating trooper that is not the Active Player's stops at the Order's trooper (n5/orders/expenditure-sequence)", () => {
    const text = example.replace('      - trooper: engineer\n', '      - trooper: senku\n');
    expect(failure(recordText(text)).left.error).toMatchObject({
      path: 'turns[1].orders[0].trooper',
      message: expect.stringMatching(/senku belongs to yu-jing/),
      rule: 'n5/orders/expenditure-sequence',
    });
  });

  it('an Order the pools do not hold stops at that Order of the outcome (n5/orders/lieutenant-order)', () => {
    const text = example.replace(
      'wounds: { remote: -1 }',
      'orders: [{ trooper: engineer, order: lieutenant }]\n            wounds: { remote: -1 }',
    );
    expect(failure(recordText(text)).left.error).toMatchObject({
      path: 'turns[1].orders[0].ruledByPlayers.outcome.orders[0].order',
      message: expect.stringMatching(/only the Lieutenant/),
      rule: 'n5/orders/lieutenant-order',
    });
  });

  it('recorded-game/one-form: an Order both ruled by the engine and by the players is refused when the file is read, at ruledByPlayers', () => {
    const text = example.replace(
      '      - trooper: engineer\n',
      '      - trooper: engineer\n        first: { skill: idle }\n',
    );
    const p = parseRecordedGame('game.yaml', text);
    expect(E.isRight(p) || p.left).toMatchObject({
      path: 'turns[1].orders[0].ruledByPlayers',
      line: lineOf(text, 'ruledByPlayers:'),
      rule: 'recorded-game/one-form',
      message: expect.stringMatching(
        /is either an Order \(with first\) or an Order ruled by the players \(with ruledByPlayers\), not both: remove one/,
      ),
    });
  });

  it('a malformed ruling is a file error at its field (a die that is no d20 face)', () => {
    const text = example.replace('dice: { engineer: [7] }', 'dice: { engineer: [27] }');
    const p = parseRecordedGame('game.yaml', text);
    expect(E.isRight(p) || p.left).toMatchObject({
      path: 'turns[1].orders[0].ruledByPlayers.dice.engineer[0]',
      line: lineOf(text, 'engineer: [27]'),
    });
  });

  it("without the players' Order the next one stops: the Remote is still Unconscious (n5/orders/expenditure-sequence)", () => {
    const start = example.indexOf('      # Order 2, ruled by the players');
    const end = example.indexOf('      # Order 3, ruled by the engine again');
    const r = failure(recordText(example.slice(0, start) + example.slice(end)));
    expect(r.left.error).toMatchObject({
      path: 'turns[1].orders[0].trooper',
      message: expect.stringMatching(/remote is prone, unconscious and cannot be activated/),
    });
  });
});

describe('what a stopped recording still holds (record --partial)', () => {
  it('stopped inside an Order: the whole Orders before it, cut where that Order starts', () => {
    const r = failure(recordText(example.replace('senku: [6, 15]', 'senku: [6]')));
    expect(r.left.partial.stoppedAt).toEqual({ turn: 1, order: 1, path: 'turns[1].orders[1]' });
    expect(r.left.partial.orders).toBe(2);
    expect(r.left.partial.events.at(-1)?.type).toBe('OrderRuledByPlayers');
    expect(r.left.events.length).toBeGreaterThan(r.left.partial.events.length);
    expect(r.left.events.slice(0, r.left.partial.events.length)).toEqual(r.left.partial.events);
    // The cut never falls inside an Order: every Order the partial log activates concludes in it.
    const activated = r.left.partial.events.filter((e) => e.type === 'TrooperActivated').length;
    expect(r.left.partial.events.filter((e) => e.type === 'OrderConcluded')).toHaveLength(activated);
  });

  it("an outcome refused in the players' Order: the Turn up to it, that Order left out", () => {
    const r = failure(recordText(example.replace('wounds: { remote: -1 }', 'wounds: { remote: -2 }')));
    expect(r.left.partial).toMatchObject({ orders: 1, stoppedAt: { turn: 1, order: 0, path: 'turns[1].orders[0]' } });
    expect(r.left.partial.events.map((e) => e.type).slice(-3)).toEqual([
      'TurnEnded',
      'TurnStarted',
      'OrderPoolsFormed',
    ]);
  });

  it("stopped in the first Order of the game: GameStarted and the Turn's start, no Order", () => {
    const r = failure(recordText(example.replace('senku: [4, 9, 17]', 'senku: [4, 9]')));
    expect(r.left.partial).toMatchObject({ orders: 0, stoppedAt: { turn: 0, order: 0, path: 'turns[0].orders[0]' } });
    expect(r.left.partial.events.map((e) => e.type)).toEqual(['GameStarted', 'TurnStarted', 'OrderPoolsFormed']);
  });

  it('refused at a Turn boundary: cut before that command, no Order named', () => {
    const ended = failure(
      recordText(
        example.replace(
          '  - player: panoceania\n    # Tactical',
          '    lieutenant: senku\n  - player: panoceania\n    # Tactical',
        ),
      ),
    );
    expect(ended.left.error.path).toBe('turns[0].lieutenant');
    expect(ended.left.partial).toMatchObject({ orders: 1, stoppedAt: { turn: 0, order: null, path: 'turns[0]' } });
    expect(ended.left.partial.events.at(-1)?.type).toBe('OrderConcluded');
    const started = failure(
      recordText(example.replace('  - player: panoceania\n    # Tactical', '  - player: yu-jing\n    # Tactical')),
    );
    expect(started.left.error.path).toBe('turns[1].player');
    expect(started.left.partial).toMatchObject({ orders: 1, stoppedAt: { turn: 1, order: null, path: 'turns[1]' } });
    expect(started.left.partial.events.at(-1)?.type).toBe('TurnEnded');
  });

  it('refused before any Turn (the armies): nothing to keep', () => {
    const r = failure(recordText(example.replace('weapons: [combi-rifle]', 'weapons: [laser-pistol]')));
    expect(r.left.partial).toEqual({
      events: [],
      orders: 0,
      stoppedAt: { turn: null, order: null, path: 'armies[0].groups[0].troopers[0].weapons[0]' },
    });
  });
});
