import * as E from 'fp-ts/lib/Either.js';
import { confirm, isCancel, log, multiselect, outro } from '@clack/prompts';
import type { GameCommand } from '../../machines/index.ts';
import { diceAnswer, TYPED_EXAMPLES, typedCommand, type Choice, type TableRecorder } from '../../play/index.ts';
import { askChoice, askPick, askText, LEFT } from './askChoice.ts';

/** What the loop ended with: the game sealed, or the players left (the log holds every step entered). */
export type LoopEnd = 'sealed' | 'left';

/** The command a menu entry leads to, asking its value when it needs one; null: the entry did its own work (undo). */
const resolve = async (recorder: TableRecorder, choice: Choice): Promise<GameCommand | null | 'end' | typeof LEFT> => {
  const ask = choice.ask;
  switch (ask.kind) {
    case 'command':
      return ask.command;
    case 'pick': {
      const sub = await askPick(ask.prompt, ask.options);
      return sub === LEFT ? LEFT : resolve(recorder, sub);
    }
    case 'number': {
      const v = await askText(`${ask.prompt}`, 'e.g. 15.5', (s) =>
        /^\d+(\.\d+)?$/.test(s.trim()) ? undefined : `a distance in ${ask.unit}: a number of 0 or more`,
      );
      return v === LEFT ? LEFT : ask.command(Number(v.trim()));
    }
    case 'multi': {
      const v = await multiselect<string>({
        message: `${ask.prompt} (space to mark, Enter when done)`,
        options: ask.options.map((o) => ({ value: o.value, label: o.label })),
        required: false,
      });
      return isCancel(v) ? LEFT : ask.command(v);
    }
    case 'note': {
      const v = await askText(ask.prompt, 'e.g. to the roof of the container', () => undefined);
      return v === LEFT ? LEFT : ask.command(v);
    }
    case 'dice': {
      let made: GameCommand | null = null;
      const v = await askText(
        `${ask.preview}\n  type the faces (e.g. 3 11 17${ask.due.extra === undefined ? '' : ' / 2 for the die discarded'})`,
        '',
        (s) => {
          const r = diceAnswer(ask.due, s);
          if (E.isLeft(r)) return `${r.left.reason} [${r.left.rule}]`;
          made = r.right;
          return undefined;
        },
      );
      return v === LEFT ? LEFT : made;
    }
    case 'typed': {
      let made: GameCommand | null = null;
      const v = await askText(
        `type it in the recorded-game syntax (docs/recorded-game.md)`,
        TYPED_EXAMPLES[ask.form],
        (s) => {
          const r = typedCommand(ask.form, s, ask.trooper);
          if (E.isLeft(r)) return `${r.left.reason} [${r.left.rule}]`;
          made = r.right;
          return undefined;
        },
      );
      return v === LEFT ? LEFT : made;
    }
    case 'undo': {
      const r = await recorder.undo();
      if (E.isLeft(r)) log.error(`${r.left.reason} [${r.left.rule}]`);
      else
        log.warn(
          `took back the last step (${r.right.command.type}, ${r.right.events} events): a StepRetracted is in the log`,
        );
      return null;
    }
    case 'end-game': {
      const sure = await confirm({ message: 'End the game and seal its log? No step may follow.' });
      return isCancel(sure) || !sure ? null : 'end';
    }
  }
};

/**
 * Plays the game at the table until it is sealed or the players leave: shows where the game is,
 * asks only what the rules allow, sends each answer (a refusal is shown with its rule and the
 * same question comes back), and prints the ruling of each Order in the audit's words.
 */
export const playLoop = async (recorder: TableRecorder, file: string): Promise<LoopEnd> => {
  for (;;) {
    if (recorder.sealed) return 'sealed';
    const q = recorder.question();
    log.info(q.header);
    if (q.blocked !== undefined) log.warn(q.blocked);
    const choice = q.direct ?? (await askChoice(q.prompt, q.choices));
    if (choice === LEFT) {
      outro(`the game is saved up to the last step; go on with: arbiter play ${file}`);
      return 'left';
    }
    const made = await resolve(recorder, choice);
    if (made === LEFT) {
      if (q.direct !== undefined) {
        // From the dice prompt, Escape opens the menu (undo, a late measurement) instead of leaving.
        const other = await askChoice(q.prompt, q.choices);
        if (other === LEFT) {
          outro(`the game is saved up to the last step; go on with: arbiter play ${file}`);
          return 'left';
        }
        const again = await resolve(recorder, other);
        if (again === LEFT || again === null) continue;
        if (again === 'end') continue;
        await sendAndShow(recorder, again);
        continue;
      }
      continue;
    }
    if (made === null) continue;
    if (made === 'end') {
      const sealed = await recorder.end();
      if (E.isLeft(sealed)) log.error(`${sealed.left.reason} [${sealed.left.rule}]`);
      else outro(`the game is over and its log sealed; fingerprint ${sealed.right.slice(0, 12)} (${sealed.right})`);
      continue;
    }
    await sendAndShow(recorder, made);
  }
};

const sendAndShow = async (recorder: TableRecorder, command: GameCommand): Promise<void> => {
  const r = await recorder.send(command);
  if (E.isLeft(r)) {
    log.error(`refused: ${r.left.reason} [${r.left.rule}]`);
    return;
  }
  if (r.right.ruling.length > 0) log.message(r.right.ruling.join('\n'));
};
