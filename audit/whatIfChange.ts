import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { RollPurposeC, SkillDeclarationC, TableFactC } from '../rules/events/codecs/index.ts';
import { isEdition, type Edition } from '../rules/edition.ts';
import { isReadingId, READING_CHOICES, READING_IDS, withReading, type ReadingId } from '../rules/readings.ts';
import type { RollPurpose, SkillDeclaration } from '../rules/orders/index.ts';
import type { TableFact } from '../rules/table/index.ts';

/**
 * One change to a logged game, for a what-if. Skills in `aro`, `first` and `second` may be
 * `{…}` JSON; `bs-attack:WEAPON` in an ARO aims at the activated trooper.
 */
export type WhatIfChange =
  /** A measurement of Order `order`: replaces the logged one about the same troopers, or adds it. */
  | { readonly kind: 'fact'; readonly order: number; readonly fact: TableFact }
  /** A trooper's ARO in Order `order`; null takes it away. */
  | {
      readonly kind: 'aro';
      readonly order: number;
      readonly trooper: string;
      readonly declaration: SkillDeclaration | null;
    }
  /** The active trooper's first or second skill. */
  | {
      readonly kind: 'skill';
      readonly order: number;
      readonly position: 'first' | 'second';
      readonly declaration: SkillDeclaration;
    }
  /** Dice for a roll (to give a roll that now needs more dice than were logged). */
  | {
      readonly kind: 'dice';
      readonly order: number;
      readonly trooper: string;
      readonly purpose: RollPurpose;
      readonly faces: readonly number[];
    }
  /** The whole game under another edition. */
  | { readonly kind: 'edition'; readonly edition: Edition }
  /** The whole game under another reading of a rule corrected after printing (rules/readings.ts). */
  | { readonly kind: 'reading'; readonly reading: ReadingId; readonly value: string };

export const WHAT_IF_SYNTAX = `order:N cover TARGET<-ATTACKER=none|partial|total
order:N range A<->B=INCHES
order:N lof FROM->TO=yes|no
order:N zoc TROOPER@OF=yes|no
order:N contact A<->B=yes|no
order:N fact {"fact":…}                any measurement, as JSON (with "at":POINT: one measured at a
                                       point of the activated trooper's route, replacing the one there)
order:N aro TROOPER=SKILL|none         SKILL: dodge, reset, idle, bs-attack:WEAPON, or {…} JSON
order:N first=SKILL, order:N second=SKILL
                                       SKILL: idle, move, dodge, bs-attack:WEAPON@TARGET:BURST[,…], or {…}
order:N dice TROOPER[:PURPOSE]=F,F,F   dice for a roll that now needs more than were logged
reading ID=VALUE                       the whole game under another reading of a corrected rule:
${READING_IDS.map((id) => `                                         ${id}=${READING_CHOICES[id].join('|')}`).join('\n')}`;

export type ParsedWhatIf = E.Either<string, WhatIfChange>;

const decode = <A>(codec: t.Decoder<unknown, A>, text: string, what: string): E.Either<string, A> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return E.left(`${what} ${text} is not valid JSON`);
  }
  const r = codec.decode(json);
  return E.isRight(r) ? E.right(r.right) : E.left(`${text} is not a valid ${what}`);
};

const yesNo = (v: string): boolean | undefined =>
  v === 'yes' || v === 'true' ? true : v === 'no' || v === 'false' ? false : undefined;

const targets = (spec: string): E.Either<string, { target: string; burst: number }[]> => {
  const out: { target: string; burst: number }[] = [];
  for (const part of spec.split(',')) {
    const m = /^([^:\s]+):([1-9]\d*)$/.exec(part);
    if (m === null) return E.left(`targets are TARGET:BURST, comma separated (e.g. senku:2,senku-b:1), not ${part}`);
    out.push({ target: m[1] ?? '', burst: Number(m[2]) });
  }
  return E.right(out);
};

/** A skill as written in a what-if. `aroTarget` is the activated trooper, for an ARO's attack. */
const skill = (spec: string, aroTarget: string | null): E.Either<string, SkillDeclaration> => {
  if (spec.startsWith('{')) return decode(SkillDeclarationC, spec, 'skill declaration');
  switch (spec) {
    case 'idle':
    case 'reset':
    case 'change-facing':
      return E.right({ skill: spec });
    case 'move':
    case 'dodge':
      return E.right({ skill: spec });
    default:
      break; // anything else is read below
  }
  const attack = /^(bs-attack|cc-attack):([^@\s]+)(?:@(.+))?$/.exec(spec);
  if (attack !== null) {
    const [, kind, weapon = '', aim] = attack;
    if (kind === 'cc-attack') {
      const target = aim ?? aroTarget;
      return target === null
        ? E.left('cc-attack:WEAPON@TARGET names its target')
        : E.right({ skill: 'cc-attack', weapon, target });
    }
    if (aim === undefined) {
      return aroTarget === null
        ? E.left('an active BS Attack names its targets: bs-attack:WEAPON@TARGET:BURST[,TARGET:BURST]')
        : E.right({ skill: 'bs-attack', weapon, targets: [{ target: aroTarget, burst: 1 }] });
    }
    return E.map((ts: { target: string; burst: number }[]) => ({ skill: 'bs-attack' as const, weapon, targets: ts }))(
      targets(aim),
    );
  }
  return E.left(
    `unknown skill ${spec}: write idle, move, dodge, reset, bs-attack:WEAPON[@TARGET:BURST], cc-attack:WEAPON@TARGET or a JSON declaration`,
  );
};

const fact = (kind: string, spec: string): E.Either<string, TableFact> => {
  const m = (re: RegExp): RegExpExecArray | null => re.exec(spec);
  switch (kind) {
    case 'cover': {
      const r = m(/^(\S+)<-(\S+)=(none|partial|total)$/);
      return r === null
        ? E.left(`cover is TARGET<-ATTACKER=none|partial|total, not ${spec}`)
        : E.right({ fact: 'cover', target: r[1] ?? '', from: r[2] ?? '', value: r[3] as 'none' | 'partial' | 'total' });
    }
    case 'range': {
      const r = m(/^(\S+)<->(\S+)=(\d+(?:\.\d+)?)$/);
      return r === null
        ? E.left(`range is A<->B=INCHES, not ${spec}`)
        : E.right({ fact: 'range', from: r[1] ?? '', to: r[2] ?? '', inches: Number(r[3]) });
    }
    case 'lof': {
      const r = m(/^(\S+)->(\S+)=(\S+)$/);
      const v = r === null ? undefined : yesNo(r[3] ?? '');
      return r === null || v === undefined
        ? E.left(`lof is FROM->TO=yes|no, not ${spec}`)
        : E.right({ fact: 'lof', from: r[1] ?? '', to: r[2] ?? '', value: v });
    }
    case 'zoc': {
      const r = m(/^(\S+)@(\S+)=(\S+)$/);
      const v = r === null ? undefined : yesNo(r[3] ?? '');
      return r === null || v === undefined
        ? E.left(`zoc is TROOPER@OF=yes|no, not ${spec}`)
        : E.right({ fact: 'zoc', trooper: r[1] ?? '', of: r[2] ?? '', value: v });
    }
    case 'contact': {
      const r = m(/^(\S+)<->(\S+)=(\S+)$/);
      const v = r === null ? undefined : yesNo(r[3] ?? '');
      return r === null || v === undefined
        ? E.left(`contact is A<->B=yes|no, not ${spec}`)
        : E.right({ fact: 'base-contact', a: r[1] ?? '', b: r[2] ?? '', value: v });
    }
    default:
      return decode(TableFactC, spec, 'measurement');
  }
};

/** Reads `--edition`: the edition to re-run the whole game under. */
export const parseEditionChange = (text: string): ParsedWhatIf =>
  isEdition(text) ? E.right({ kind: 'edition', edition: text }) : E.left(`--edition takes n3, n4 or n5, not ${text}`);

/** Reads one `--what-if` (see WHAT_IF_SYNTAX). */
export const parseWhatIf = (text: string): ParsedWhatIf => {
  const reading = /^\s*reading\s+([a-z0-9.-]+)=(\S+)\s*$/.exec(text);
  if (reading !== null) {
    const id = reading[1] ?? '';
    const value = reading[2] ?? '';
    if (!isReadingId(id)) return E.left(`no reading ${id}: the readings are ${READING_IDS.join(', ')}`);
    const checked = withReading(undefined, id, value);
    return typeof checked === 'string' ? E.left(checked) : E.right({ kind: 'reading', reading: id, value });
  }
  const head = /^\s*order:([1-9]\d*)\s+([a-z-]+)(?:\s+|=)(.+?)\s*$/.exec(text);
  if (head === null)
    return E.left(
      `a what-if starts with order:N and names what changes, e.g. 'order:1 cover senku<-fennec=none'; not ${text}`,
    );
  const order = Number(head[1]);
  const kind = head[2] ?? '';
  const spec = head[3] ?? '';
  switch (kind) {
    case 'cover':
    case 'range':
    case 'lof':
    case 'zoc':
    case 'contact':
    case 'fact':
      return E.map((f: TableFact): WhatIfChange => ({ kind: 'fact', order, fact: f }))(fact(kind, spec));
    case 'aro': {
      const r = /^([^=\s]+)=(.+)$/.exec(spec);
      if (r === null) return E.left(`aro is TROOPER=SKILL|none, not ${spec}`);
      const trooper = r[1] ?? '';
      if (r[2] === 'none') return E.right({ kind: 'aro', order, trooper, declaration: null });
      // The ARO's target (the activated trooper) is filled in when the change is applied.
      return E.map((d: SkillDeclaration): WhatIfChange => ({ kind: 'aro', order, trooper, declaration: d }))(
        skill(r[2] ?? '', '@active'),
      );
    }
    case 'first':
    case 'second':
      return E.map((d: SkillDeclaration): WhatIfChange => ({ kind: 'skill', order, position: kind, declaration: d }))(
        skill(spec, null),
      );
    case 'dice': {
      const r = /^([^:=\s]+)(?::([a-z-]+))?=(\d+(?:,\d+)*)$/.exec(spec);
      if (r === null) return E.left(`dice is TROOPER[:PURPOSE]=F,F,F, not ${spec}`);
      const purpose = r[2] ?? 'attack';
      if (!RollPurposeC.is(purpose))
        return E.left(`a roll's purpose is attack, dodge, reset, discover, saving-roll or guts, not ${purpose}`);
      const faces = (r[3] ?? '').split(',').map(Number);
      if (faces.some((f) => f < 1 || f > 20)) return E.left(`a d20 shows 1 to 20: ${r[3] ?? ''}`);
      return E.right({ kind: 'dice', order, trooper: r[1] ?? '', purpose, faces });
    }
    default:
      return E.left(`unknown what-if ${kind}: use cover, range, lof, zoc, contact, fact, aro, first, second or dice`);
  }
};

/** The placeholder an ARO's attack aims at until it is applied to an Order. */
export const ACTIVE_TROOPER = '@active';
