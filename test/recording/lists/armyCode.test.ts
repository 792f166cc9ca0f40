import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { decodeArmyCode, MAX_CODE_NUMBER, type ArmyCode } from '../../../recording/lists/armyCode.ts';
import { ROOT } from '../badGames.ts';
import { encodeArmyCode } from './encodeArmyCode.ts';

const num = fc.integer({ min: 0, max: MAX_CODE_NUMBER });
const member = fc.record({ unit: num, group: num, option: num });
const armyCode: fc.Arbitrary<ArmyCode> = fc.record({
  faction: num,
  factionName: fc.string({ maxLength: 40 }),
  armyName: fc.string({ maxLength: 200 }),
  points: num,
  groups: fc.array(
    fc.record({ number: num, reinforcement: fc.boolean(), members: fc.array(member, { maxLength: 15 }) }),
    {
      maxLength: 4,
    },
  ),
});

describe('decodeArmyCode (recording/lists/armyCode.ts)', () => {
  test.prop([armyCode])('decodes what the encoder writes: faction, names, points, groups and members', (code) => {
    expect(decodeArmyCode(encodeArmyCode(code))).toEqual(E.right(code));
  });

  it('reads the fixture code: the invented faction, its patrol and four members', () => {
    const code = readFileSync(join(ROOT, 'test', 'fixtures', 'army-builder', 'army-code.txt'), 'utf8');
    const decoded = decodeArmyCode(code);
    expect(decoded).toMatchObject(
      E.right({ faction: 9999, factionName: 'Invented Faction', armyName: 'Invented Patrol', points: 150 }),
    );
    expect(E.isRight(decoded) && decoded.right.groups[0]?.members).toEqual([
      { unit: 9001, group: 1, option: 2 },
      { unit: 9001, group: 1, option: 1 },
      { unit: 9001, group: 1, option: 3 },
      { unit: 9002, group: 1, option: 1 },
    ]);
    // URL-encoded, as the Army builder sometimes shares it.
    expect(decodeArmyCode(encodeURIComponent(code.trim()))).toEqual(decoded);
  });

  it('older codes (format 0): a count before each member', () => {
    const bytes = Buffer.from([5, 1, 65, 0, 100, 1, 1, 0, 1, 1, 42, 1, 3, 0]);
    expect(decodeArmyCode(bytes.toString('base64'))).toEqual(
      E.right({
        faction: 5,
        factionName: 'A',
        armyName: '',
        points: 100,
        groups: [{ number: 1, reinforcement: false, members: [{ unit: 42, group: 1, option: 3 }] }],
      }),
    );
  });

  it('refuses text that is no code, a code cut short, bytes left over, a format it does not know', () => {
    expect(decodeArmyCode('not a code!')).toEqual(E.left('an army code is base64 text (letters, digits, + / = only)'));
    const good = Buffer.from(
      encodeArmyCode({
        faction: 1,
        factionName: 'F',
        armyName: '',
        points: 300,
        groups: [{ number: 1, reinforcement: false, members: [{ unit: 2, group: 1, option: 1 }] }],
      }),
      'base64',
    );
    expect(decodeArmyCode(good.subarray(0, good.length - 2).toString('base64'))).toEqual(
      E.left(expect.stringMatching(/^the code ends before its group 1's member 1/) as string),
    );
    expect(decodeArmyCode(Buffer.concat([good, Buffer.from([7])]).toString('base64'))).toEqual(
      E.left('the code has 1 bytes after its last Combat Group'),
    );
    expect(decodeArmyCode(Buffer.from([1, 0, 0, 0, 1, 1, 9]).toString('base64'))).toEqual(
      E.left('group 1 is in a format this reader does not know (9)'),
    );
  });
});
