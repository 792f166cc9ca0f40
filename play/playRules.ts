/**
 * Arbiter's own rules for recording a game at the table (`arbiter play`), not rules of the game:
 * each with a title in our words and the section of docs/play.md that explains it. A refusal of
 * an answer names one of these, or the game rule (a citation of its edition) that refused it.
 */
export const PLAY_RULES = {
  'play/choice': {
    title: 'An answer is one of the choices offered now: only what the rules allow is offered',
    section: 'menus',
  },
  'play/dice': {
    title: 'Dice are entered as the d20 faces rolled (1 to 20), exactly as many as the roll owes',
    section: 'dice',
  },
  'play/undo': {
    title: 'Undo takes back the last step entered, never a step of an Order another Order followed',
    section: 'undo',
  },
  'play/new': {
    title: 'A new game is written to a new file: an existing file is never replaced',
    section: 'starting-and-resuming',
  },
  'play/resume': {
    title: 'A game resumes from its log only when every step in it replays to the same events',
    section: 'starting-and-resuming',
  },
  'play/ended': { title: 'A game ends with its seal; a sealed game takes no more steps', section: 'ending' },
  'play/yaml': {
    title: 'A declaration, a fact or an Order ruled by the players typed in full uses the recorded-game syntax',
    section: 'typing-in-full',
  },
} as const satisfies Readonly<Record<string, { readonly title: string; readonly section: string }>>;

export type PlayRuleId = keyof typeof PLAY_RULES;
