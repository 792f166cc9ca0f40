import type { ArmyCode } from '../../../recording/lists/armyCode.ts';

/** Test-only: writes an army code as the Army builder does (the current format), for invented lists. */
const number = (n: number): number[] => (n < 0x80 ? [n] : [0x80 | (n >> 8), n & 0xff]);
const text = (s: string): number[] => {
  const bytes = [...Buffer.from(s, 'utf8')];
  return [...number(bytes.length), ...bytes];
};

export const encodeArmyCode = (code: ArmyCode): string =>
  Buffer.from([
    ...number(code.faction),
    ...text(code.factionName),
    ...text(code.armyName),
    ...number(code.points),
    ...number(code.groups.length),
    ...code.groups.flatMap((g) => [
      ...number(g.number),
      1,
      g.reinforcement ? 1 : 0,
      ...number(g.members.length),
      ...g.members.flatMap((m) => [0, ...number(m.unit), ...number(m.group), ...number(m.option), 0]),
    ]),
  ]).toString('base64');
