import * as E from 'fp-ts/lib/Either.js';
import type { GameCommand } from '../machines/index.ts';
import { playRefusal, type PlayRefusal } from './playRefusal.ts';
import type { DiceDue } from './question.ts';
import { declineAnswer } from './declineAnswer.ts';

/**
 * The dice typed for a roll owed (`2 4 6`, `2,4,6`), checked on the spot: whole numbers from 1 to
 * 20, exactly as many as owed. With Special Dice, the places of the dice discarded follow a
 * slash, counted from 1 (`2 4 6 19 / 4`). A saving roll may end with the skills its player
 * declines for this Order (`3 18 decline nwi`).
 */
export const diceAnswer = (due: DiceDue, text: string): E.Either<PlayRefusal, GameCommand> => {
  const [rollText = '', declined] = text.split(/\bdecline\b/);
  if (declined === undefined) return rollAnswer(due, rollText);
  const skills = declineAnswer(due, declined);
  if (E.isLeft(skills)) return skills;
  return E.map((c: GameCommand): GameCommand => (c.type === 'roll' ? { ...c, decline: skills.right } : c))(
    rollAnswer(due, rollText),
  );
};

const rollAnswer = (due: DiceDue, text: string): E.Either<PlayRefusal, GameCommand> => {
  const [facesText = '', discardText] = text.split('/');
  const words = facesText.split(/[\s,]+/).filter((w) => w !== '');
  const faces: number[] = [];
  for (const w of words) {
    const n = Number(w);
    if (!/^\d+$/.test(w) || n < 1 || n > 20)
      return E.left(playRefusal(`'${w}' is not a d20 face: a die shows a whole number from 1 to 20`, 'play/dice'));
    faces.push(n);
  }
  // A Doctor's or Engineer's die may be followed by its rerolls; the engine judges them (rules/combat/supportRerolls.ts).
  const rerolls = due.count === 1 && (due.purpose === 'doctor' || due.purpose === 'engineer') && faces.length > 1;
  if (faces.length !== due.count && !rerolls)
    return E.left(
      playRefusal(
        `${due.trooper} rolls ${due.count} ${due.count === 1 ? 'die' : 'dice'} for ${due.purpose}: ${faces.length} entered`,
        'play/dice',
      ),
    );
  const extra = due.extra ?? 0;
  if (extra === 0) {
    if (discardText !== undefined)
      return E.left(playRefusal('this roll has no Special Die to discard: remove the /', 'play/dice'));
    return E.right({ type: 'roll', trooper: due.trooper, purpose: due.purpose, faces });
  }
  const places = (discardText ?? '').split(/[\s,]+/).filter((w) => w !== '');
  if (places.length !== extra)
    return E.left(
      playRefusal(
        `${extra} of these dice ${extra === 1 ? 'is a Special Die' : 'are Special Dice'}: after a /, give the ${extra === 1 ? 'place' : 'places'} (from 1) of the ${extra === 1 ? 'die' : 'dice'} discarded`,
        'play/dice',
      ),
    );
  const discard: number[] = [];
  for (const p of places) {
    const n = Number(p);
    if (!/^\d+$/.test(p) || n < 1 || n > faces.length)
      return E.left(
        playRefusal(`'${p}' is not the place of one of the ${faces.length} dice (1 to ${faces.length})`, 'play/dice'),
      );
    discard.push(n - 1);
  }
  return E.right({ type: 'roll', trooper: due.trooper, purpose: due.purpose, faces, discard });
};
