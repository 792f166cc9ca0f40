import { expect } from 'vitest';
import { DOWN, ENTER, type PtySession } from '../../support/ptySession.ts';

/** Answers a searchable menu: waits for its question, types the search words, takes the first match. */
export const pick = async (t: PtySession, question: RegExp, search: string): Promise<void> => {
  await t.waitFor(question);
  await t.waitFor(/Search:/);
  await t.type(search);
  await t.type(ENTER);
};

/** The start of the Face to Face seed (N5): Fennec activates, declares Idle; the Senku sees him and shoots in ARO. */
export const firstHalf = async (t: PtySession): Promise<void> => {
  await pick(t, /Whose Active Turn starts\?/, 'start panoceania');
  await pick(t, /activate a trooper/, 'fennec regular');
  await pick(t, /first skill/, 'move');
  await t.waitFor(/where to\?/);
  await t.type(ENTER);
  // Not what was meant: undo (a StepRetracted in the log), and declare Idle instead.
  await pick(t, /AROs against/, 'undo');
  await t.waitFor(/took back the last step \(declare/);
  await pick(t, /first skill/, 'idle');
  await pick(t, /AROs against/, 'lof senku');
  await t.waitFor(/Does Senku have LoF to Fennec Fusilier\?/);
  await t.type(ENTER); // yes
  await pick(t, /AROs against/, 'aro senku bs-attack');
};

/** The rest: the Senku's measurements, Fennec's BS Attack and its measurements, the dice, the end of the game. */
export const secondHalf = async (t: PtySession): Promise<string> => {
  await pick(t, /AROs against/, 'cover fennec');
  await t.waitFor(/cover against Senku/);
  await t.type(DOWN); // partial
  await t.type(ENTER);
  await pick(t, /AROs against/, 'no more aros');
  await pick(t, /second skill/, 'bs-attack senku');
  await pick(t, /AROs against/, 'lof fennec');
  await t.waitFor(/Does Fennec Fusilier have LoF to Senku\?/);
  await t.type(ENTER);
  await pick(t, /AROs against/, 'range fennec');
  await t.waitFor(/Range from Fennec Fusilier to Senku/);
  await t.type(`15${ENTER}`);
  await pick(t, /AROs against/, 'cover senku');
  await t.waitFor(/cover against Fennec/);
  await t.type(DOWN);
  await t.type(ENTER);
  await pick(t, /AROs against/, 'no more aros');
  // The dice owed, one roll at a time, each with its odds; a wrong count is refused on the spot.
  await t.waitFor(/Fennec Fusilier rolls 3 dice for attack, SV 12[^\n]*Face to Face against Senku/);
  await t.type(`3 3 3 3${ENTER}`);
  await t.waitFor(/rolls 3 dice for attack: 4 entered \[play\/dice\]/);
  await t.type('\u007f'.repeat(7)); // rub out the four dice
  await t.type(`2 4 6${ENTER}`);
  await t.waitFor(/Senku rolls 1 die for attack, SV 11/);
  await t.type(`21${ENTER}`);
  await t.waitFor(/'21' is not a d20 face/);
  await t.type('\u007f'.repeat(2));
  await t.type(`7${ENTER}`);
  const save = await t.waitFor(/Fennec Fusilier rolls 1 die for saving-roll/);
  expect(save[0]).toContain('saving-roll');
  await t.type(`15${ENTER}`);
  const ruling = await t.waitFor(
    /Order 1 · Fennec Fusilier activates[\s\S]*?Face to Face Roll fennec>senku[\s\S]*?between Orders/,
  );
  await pick(t, /activate a trooper, or end the Turn/, 'end panoceania');
  await pick(t, /Whose Active Turn starts\?/, 'end the game');
  await t.waitFor(/seal its log/);
  await t.type(ENTER);
  await t.waitFor(/log sealed; fingerprint/);
  return ruling[0];
};
