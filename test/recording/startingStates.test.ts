import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScriptError, parseRecordedGame, recordGame } from '../../recording/index.ts';
import { startingState } from '../../rules/table/index.ts';

// A recorded game may start troopers in a state (docs/recorded-game.md, docs/rulings.md
// "Starting states"): prone, imm-a, imm-b or isolated. Anything else stops the recording at the
// state's path, with why.
const example = readFileSync(
  join(import.meta.dirname, '..', '..', 'examples', 'carbonite-against-dodge.game.yaml'),
  'utf8',
);
const record = (text: string) => {
  const parsed = parseRecordedGame('game.yaml', text);
  if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
  return recordGame('game.yaml', parsed.right.game, parsed.right.map);
};

describe('starting states in a recorded game', () => {
  it('are logged with GameStarted and start the trooper in them', () => {
    const r = record(example);
    if (E.isLeft(r)) throw new Error(formatScriptError(r.left.error));
    expect(r.right.events[0]).toMatchObject({
      type: 'GameStarted',
      startingStates: [{ trooper: 'aquila', states: ['imm-b'] }],
    });
  });

  it.each([
    ['engaged', /Engaged follows from base contact/],
    ['dead', /dead follows from Wounds/],
    ['normal', /'normal' is no state/],
    ['imm-c', /no state "imm-c" in N4: a trooper may start in prone, imm-a, imm-b, isolated/],
  ])('%s is refused at its path, with why', (state, why) => {
    const r = record(example.replace('states: [imm-b]', `states: [prone, ${state}]`));
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) {
      expect(r.left.error.path).toBe('armies[0].groups[0].troopers[0].states[1]');
      expect(r.left.error.message).toMatch(why);
      expect(r.left.error.line).toBe(example.split('\n').findIndex((l) => l.includes('states: [imm-b]')) + 1);
    }
  });

  it('a state listed twice is refused', () => {
    const r = record(example.replace('states: [imm-b]', 'states: [imm-b, imm-b]'));
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.error.message).toMatch(/listed twice/);
  });

  it('every edition lets a game start Prone, IMM-A, IMM-B or Isolated', () => {
    for (const edition of ['n3', 'n4', 'n5'] as const) {
      for (const s of ['prone', 'imm-a', 'imm-b', 'isolated']) expect(startingState(edition, s)).toEqual(E.right(s));
    }
  });
});
