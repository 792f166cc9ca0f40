import type { GameSession } from '../machines/index.ts';
import { commandRefusal } from '../rules/decide/index.ts';
import type { GameState } from '../rules/state/index.ts';
import { dicePreview } from './dicePreview.ts';
import { factChoices } from './factChoices.ts';
import { betweenOrdersChoices, turnChoices } from './frameChoices.ts';
import { aroChoices, declarationChoices, gutsChoices } from './orderChoices.ts';
import { command, type Choice, type DiceDue, type Question } from './question.ts';
import { situation } from './situation.ts';

type Names = (id: string) => string;

const UNDO: Choice = { label: 'undo the last step', ask: { kind: 'undo' } };

/** Why the Resolution cannot start: what the rules say of the first roll it would need. */
const blockedReason = (s: GameState): string => {
  const o = s.order;
  if (o === null) return '';
  const r = commandRefusal(s, { type: 'roll', trooper: o.trooper, purpose: 'attack', faces: [1] });
  return r === null ? 'the Resolution waits for a measurement' : `${r.reason} [${r.citation}]`;
};

/**
 * What the game asks now, from the session alone: the header (where the game is) and only the
 * choices the rules accept at this moment (each probed with the same rules the machines use).
 * Dice owed are asked directly, one roll at a time, with the odds of the roll about to be made.
 */
export const nextQuestion = (session: GameSession, names: Names, canUndo: boolean): Question => {
  const s = session.state();
  const header = situation(s, names);
  const undo = canUndo ? [UNDO] : [];
  const o = s.order;
  if (o === null) {
    if (s.activePlayer === null)
      return { header, prompt: 'Whose Active Turn starts?', choices: [...turnChoices(s), ...undo] };
    return {
      header,
      prompt: `${names(s.activePlayer)}: activate a trooper, or end the Turn`,
      choices: [...betweenOrdersChoices(s, names), ...undo],
    };
  }
  const active = names(o.trooper);
  switch (o.step) {
    case 'activation':
    case 'order-expenditure':
    case 'first-skill':
    case 'second-skill':
      return {
        header,
        prompt: `${active}'s ${o.step === 'second-skill' ? 'second' : 'first'} skill`,
        // Measurements follow the first skill (a recorded game gives them after it); before the second they may come.
        choices: [
          ...declarationChoices(s, o, names),
          ...(o.step === 'second-skill' ? factChoices(s, names) : []),
          ...undo,
        ],
      };
    case 'first-aros':
    case 'second-aros':
      return {
        header,
        prompt: `AROs against ${active} (measure LoF first: only troopers that may react are offered)`,
        choices: [
          command('no more AROs: close the ARO declarations', { type: 'end-aros' }),
          ...aroChoices(s, o, names),
          ...factChoices(s, names),
          { label: 'another ARO (type it)', ask: { kind: 'typed', form: 'aro', trooper: '' } },
          ...undo,
        ],
      };
    case 'resolution':
    case 'effects': {
      const due = session.due()[0];
      const late = o.step === 'resolution' && o.rolled.length === 0 ? factChoices(s, names) : [];
      if (due === undefined)
        return {
          header,
          prompt: 'The Resolution needs more facts',
          blocked: blockedReason(s),
          choices: [...late, ...undo],
        };
      const d: DiceDue = {
        trooper: due.trooper,
        purpose: due.purpose,
        count: due.count,
        ...(due.extra === undefined ? {} : { extra: due.extra.count }),
      };
      const direct: Choice = {
        label: `enter ${names(d.trooper)}'s dice`,
        ask: { kind: 'dice', due: d, preview: dicePreview(s, d, names) },
      };
      return { header, prompt: dicePreview(s, d, names), direct, choices: [direct, ...late, ...undo] };
    }
    case 'conclusion':
      return { header, prompt: 'Conclusion: Guts Rolls', choices: [...gutsChoices(s, o, names), ...undo] };
  }
};
