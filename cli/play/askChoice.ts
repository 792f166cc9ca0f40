import { autocomplete, isCancel, select, text } from '@clack/prompts';
import type { Choice } from '../../play/index.ts';

/** Ctrl-C or Escape at a prompt: the players left the table (the game is saved up to the last step). */
export const LEFT = Symbol('left');

/**
 * A menu the players search by typing: the number in brackets (`3`) picks that entry; words pick
 * the entries whose label holds every one of them (`sen bs` finds "ARO: Senku bs-attack …").
 */
export const askChoice = async (message: string, choices: readonly Choice[]): Promise<Choice | typeof LEFT> => {
  const options = choices.map((c, i) => ({ value: i, label: `[${i + 1}] ${c.label}` }));
  const picked = await autocomplete<number>({
    message,
    options,
    maxItems: 12,
    filter: (search, option) => {
      const s = search.trim().toLowerCase();
      if (s === '') return true;
      if (/^\d+$/.test(s)) return option.value + 1 === Number(s);
      const label = (option.label ?? '').toLowerCase();
      return s.split(/\s+/).every((w) => label.includes(w));
    },
  });
  if (isCancel(picked)) return LEFT;
  return choices[picked] ?? LEFT;
};

/** A short pick among values (yes/no, a cover), by arrow keys or first letter. */
export const askPick = async (message: string, choices: readonly Choice[]): Promise<Choice | typeof LEFT> => {
  const picked = await select<number>({ message, options: choices.map((c, i) => ({ value: i, label: c.label })) });
  if (isCancel(picked)) return LEFT;
  return choices[picked] ?? LEFT;
};

/** A line of text; `check` refuses an answer on the spot with its reason (the prompt stays). */
export const askText = async (
  message: string,
  placeholder: string,
  check: (value: string) => string | undefined,
): Promise<string | typeof LEFT> => {
  const v = await text({ message, placeholder, validate: (value) => check(value ?? '') });
  return isCancel(v) ? LEFT : v;
};
