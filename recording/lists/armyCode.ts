import * as E from 'fp-ts/lib/Either.js';

/*
 * The army code of the official Infinity Army builder: the base64 string it shares for a list.
 * Read from public decoders (twonirwana/Infinity-Data, ArmyCodeLoader.java): a byte stream of
 * numbers and strings. A number under 128 is one byte; a larger one is two bytes, big-endian,
 * the first with its high bit set (15 bits of value). A string is its byte length (a number)
 * then its UTF-8 bytes. The stream: the faction id, the faction's name, the army's name, the
 * points limit, the number of Combat Groups; then each group: its number, a format switch (1 in
 * the codes the Army builder writes now: then a reinforcement flag, the member count, and each
 * member as 0, unit id, profile group id, option id, 0; with 0, as older codes: the member count,
 * then each member as a count, unit id, profile group id, option id, 0).
 */

export interface ArmyCodeMember {
  readonly unit: number;
  /** The unit's profile group (its `profileGroups[].id`). */
  readonly group: number;
  /** The option of that group (its `options[].id`): the loadout. */
  readonly option: number;
}

export interface ArmyCodeGroup {
  readonly number: number;
  readonly reinforcement: boolean;
  readonly members: readonly ArmyCodeMember[];
}

export interface ArmyCode {
  readonly faction: number;
  readonly factionName: string;
  readonly armyName: string;
  readonly points: number;
  readonly groups: readonly ArmyCodeGroup[];
}

/** The largest number the code's two-byte numbers hold. */
export const MAX_CODE_NUMBER = 0x7fff;

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  byte(what: string): number {
    const b = this.bytes[this.at];
    if (b === undefined) throw new Error(`the code ends before its ${what} (byte ${this.at})`);
    this.at++;
    return b;
  }
  number(what: string): number {
    const first = this.byte(what);
    return first < 0x80 ? first : ((first & 0x7f) << 8) | this.byte(what);
  }
  text(what: string): string {
    const length = this.number(`${what}'s length`);
    if (this.at + length > this.bytes.length) throw new Error(`the code ends inside its ${what}`);
    const slice = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return new TextDecoder('utf-8', { fatal: true }).decode(slice);
  }
  get rest(): number {
    return this.bytes.length - this.at;
  }
}

/** The code's bytes: base64 (standard or URL-safe, padded or not), URL-encoded or not. */
const codeBytes = (code: string): Uint8Array | string => {
  let text = code.trim();
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return 'the code is URL-encoded wrongly';
    }
  }
  if (text === '' || !/^[A-Za-z0-9+/_-]+=*$/.test(text))
    return 'an army code is base64 text (letters, digits, + / = only)';
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
};

const member = (r: Reader, g: number, i: number): ArmyCodeMember => {
  const at = `group ${g}'s member ${i + 1}`;
  const unit = r.number(`${at} unit id`);
  const group = r.number(`${at} profile group`);
  const option = r.number(`${at} option`);
  r.byte(`${at} end`);
  return { unit, group, option };
};

const combatGroup = (r: Reader, g: number): ArmyCodeGroup => {
  const number = r.number(`group ${g}'s number`);
  const version = r.number(`group ${g}'s format`);
  if (version !== 0 && version !== 1)
    throw new Error(`group ${g} is in a format this reader does not know (${version})`);
  const reinforcement = version === 1 ? r.number(`group ${g}'s reinforcement flag`) === 1 : false;
  const size = r.number(`group ${g}'s member count`);
  const members: ArmyCodeMember[] = [];
  for (let i = 0; i < size; i++) {
    r.number(version === 1 ? `group ${g}'s member ${i + 1} start` : `group ${g}'s member ${i + 1} count`);
    members.push(member(r, g, i));
  }
  return { number, reinforcement, members };
};

/** Decodes an army code, or says why it cannot: not base64, cut short, bytes left over, a format it does not know. */
export const decodeArmyCode = (code: string): E.Either<string, ArmyCode> => {
  const bytes = codeBytes(code);
  if (typeof bytes === 'string') return E.left(bytes);
  const r = new Reader(bytes);
  try {
    const faction = r.number('faction id');
    const factionName = r.text('faction name');
    const armyName = r.text('army name');
    const points = r.number('points');
    const count = r.number('number of Combat Groups');
    const groups = Array.from({ length: count }, (_, g) => combatGroup(r, g + 1));
    if (r.rest > 0) return E.left(`the code has ${r.rest} bytes after its last Combat Group`);
    return E.right({ faction, factionName, armyName, points, groups });
  } catch (e) {
    return E.left(e instanceof Error ? e.message : String(e));
  }
};
