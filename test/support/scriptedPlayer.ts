import * as E from 'fp-ts/lib/Either.js';
import { isDeepStrictEqual } from 'node:util';
import { stringify } from 'yaml';
import type { GameCommand } from '../../machines/index.ts';
import { diceAnswer, typedCommand, type Choice, type TableRecorder, type TypedForm } from '../../play/index.ts';

/** How an answer was given: picked from the menus (with how many answers), or typed in full. */
export interface Answered {
  readonly command: GameCommand;
  readonly answers: number;
  /** Keys pressed: an entry's number and Enter, a value's keys (arrows, digits, dice) and Enter. */
  readonly keys: number;
  readonly typed: boolean;
}

/** The same command, but an activation the menu offers without its kind of Order matches the one that names it. */
const same = (offered: GameCommand, wanted: GameCommand): boolean => {
  if (offered.type === 'activate' && wanted.type === 'activate' && offered.order === undefined) {
    const { order: _ignored, ...rest } = wanted;
    return isDeepStrictEqual(offered, rest) || isDeepStrictEqual(offered, wanted);
  }
  return isDeepStrictEqual(offered, wanted);
};

const diceText = (c: Extract<GameCommand, { type: 'roll' }>): string =>
  `${c.faces.join(' ')}${c.discard === undefined ? '' : ` / ${c.discard.map((d) => d + 1).join(' ')}`}${c.decline === undefined ? '' : ` decline ${c.decline.join(' ')}`}`;

/** Through a menu entry (and the value it asks next): the command it gives for `wanted`, and the answers it took. */
const through = (
  choice: Choice,
  wanted: GameCommand,
  direct: boolean,
  index: number,
): { command: GameCommand; answers: number; keys: number } | null => {
  const ask = choice.ask;
  // Picking the entry: its number, then Enter (a value asked at once costs nothing to reach).
  const entry = direct ? 0 : String(index + 1).length + 1;
  switch (ask.kind) {
    case 'command':
      return same(ask.command, wanted) ? { command: ask.command, answers: 1, keys: entry } : null;
    case 'pick':
      for (const [i, o] of ask.options.entries())
        if (o.ask.kind === 'command' && same(o.ask.command, wanted))
          return { command: o.ask.command, answers: 2, keys: entry + i + 1 };
      return null;
    case 'number': {
      if (wanted.type !== 'measure' || wanted.fact.fact !== 'range') return null;
      const c = ask.command(wanted.fact.inches);
      return same(c, wanted) ? { command: c, answers: 2, keys: entry + String(wanted.fact.inches).length + 1 } : null;
    }
    case 'dice': {
      if (wanted.type !== 'roll' || wanted.trooper !== ask.due.trooper || wanted.purpose !== ask.due.purpose)
        return null;
      const text = diceText(wanted);
      const c = diceAnswer(ask.due, text);
      return E.isRight(c) && same(c.right, wanted)
        ? { command: c.right, answers: direct ? 1 : 2, keys: entry + text.length + 1 }
        : null;
    }
    case 'multi': {
      if (wanted.type !== 'measure' || wanted.fact.fact !== 'template') return null;
      const c = ask.command(wanted.fact.affects);
      // Each trooper marked: arrows down to it and space; then Enter.
      const marks = wanted.fact.affects.map((a) => ask.options.findIndex((o) => o.value === a));
      const moves = marks.length === 0 ? 0 : Math.max(...marks) + marks.length;
      return same(c, wanted) ? { command: c, answers: 2, keys: entry + moves + 1 } : null;
    }
    case 'note': {
      if (wanted.type !== 'declare') return null;
      const note = 'note' in wanted.declaration ? (wanted.declaration.note ?? '') : '';
      const c = ask.command(note);
      return same(c, wanted) ? { command: c, answers: 2, keys: entry + note.length + 1 } : null;
    }
    case 'typed':
    case 'undo':
    case 'end-game':
      return null;
  }
};

/** The typed form and text of a command no menu offers (the players type it in the recorded-game syntax). */
const typedOf = (c: GameCommand): { form: TypedForm; text: string; trooper: string } => {
  const flow = (v: unknown): string => stringify(v, { flow: true }).trim();
  switch (c.type) {
    case 'declare':
      return { form: 'declaration', text: flow(c.declaration), trooper: c.trooper };
    case 'aro':
      return { form: 'aro', text: flow({ [c.trooper]: c.declaration }), trooper: '' };
    case 'measure':
      return { form: 'fact', text: flow(c.fact), trooper: '' };
    case 'activate': {
      const { type: _t, ...rest } = c;
      return { form: 'activation', text: flow(rest), trooper: '' };
    }
    case 'form-fireteam':
      return { form: 'fireteam', text: flow(c.fireteam), trooper: '' };
    case 'rule-by-players': {
      const { type: _t, trooper, ...ruled } = c;
      return { form: 'players-order', text: flow({ trooper, ruledByPlayers: ruled }), trooper: '' };
    }
    case 'end-turn': {
      if (c.regeneration === undefined) throw new Error(`no menu offered ${JSON.stringify(c)}`);
      const { type: _t, ...rest } = c;
      return { form: 'end-turn', text: flow(rest), trooper: '' };
    }
    case 'score-round': {
      const { type: _t, ...facts } = c;
      return { form: 'round-end', text: flow(facts), trooper: '' };
    }
    case 'start-turn':
    case 'cancel-fireteam':
    case 'strategic-token':
    case 'command-token':
    case 'end-aros':
    case 'roll':
    case 'fail-guts':
    case 'guts-move':
    case 'end-game':
      throw new Error(`no menu offered ${JSON.stringify(c)}, and it has no typed form`);
  }
};

/**
 * Answers the recorder's question with `wanted`, as a player would: through the menu entry that
 * gives it if there is one, else typed in full; the command the answer gives is returned (the
 * caller sends it).
 */
export const answer = (recorder: TableRecorder, wanted: GameCommand): Answered => {
  const q = recorder.question();
  if (q.direct !== undefined) {
    const r = through(q.direct, wanted, true, 0);
    if (r !== null) return { ...r, typed: false };
  }
  for (const [i, choice] of q.choices.entries()) {
    const r = through(choice, wanted, false, i);
    if (r !== null) return { ...r, typed: false };
  }
  const t = typedOf(wanted);
  const offered = q.choices.some((c) => c.ask.kind === 'typed' && c.ask.form === t.form);
  if (!offered)
    throw new Error(`the question "${q.prompt}" offers neither ${JSON.stringify(wanted)} nor a typed ${t.form}`);
  const c = typedCommand(t.form, t.text, t.trooper);
  if (E.isLeft(c)) throw new Error(`typed ${t.form} '${t.text}' refused: ${c.left.reason}`);
  const entry = q.choices.findIndex((x) => x.ask.kind === 'typed' && x.ask.form === t.form);
  return { command: c.right, answers: 2, keys: String(entry + 1).length + 1 + t.text.length + 1, typed: true };
};
