import * as E from 'fp-ts/lib/Either.js';
import { createGameSession, formatRejection, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperSkill } from '../../rules/profiles/index.ts';
import type { StartingState } from '../../rules/table/index.ts';
import type { OrderScript } from './orderScript.ts';
import { armyOf, fusilier, MORAT } from './seedTroopers.ts';

// The markers scenarios' table (test/scenarios/markers*.test.ts): Fusilier 1 (WIP 12, BS 12) and
// the Morat (WIP 11, BS 12), which starts as a marker. The numbers are ours (no worked example).
export type Modern = Exclude<Edition, 'n3'>;
export const game = (edition: Edition, state: StartingState | null, skills: readonly TrooperSkill[]) => ({
  edition,
  title: 'Markers',
  armies: [
    armyOf(edition, 'panoceania', 'fusilier1', [fusilier(1)]),
    armyOf(edition, 'combined', 'morat', [{ ...MORAT, skills }]),
  ],
  ...(state === null ? {} : { startingStates: [{ trooper: 'morat', states: [state] }] }),
});
export const CAMO: readonly TrooperSkill[] = ['camouflage', 'mimetism-3', 'surprise-attack-3'];
export const IMP: readonly TrooperSkill[] = ['impersonation', 'surprise-attack-3'];
export const HIDDEN: readonly TrooperSkill[] = ['hidden-deployment', 'surprise-attack-3'];

/** The commands sent one by one; the first refusal's text, or null when every one was accepted. */
export const firstRefusal = (
  edition: Edition,
  state: StartingState | null,
  skills: readonly TrooperSkill[],
  cmds: readonly GameCommand[],
) => {
  const session = createGameSession(game(edition, state, skills));
  for (const c of cmds) {
    const r = session.send(c);
    if (E.isLeft(r)) return formatRejection(r.left);
  }
  return null;
};

export const discover = (dice: readonly number[], extra: Partial<OrderScript> = {}): OrderScript => ({
  trooper: 'fusilier1',
  first: { skill: 'discover', target: 'morat' },
  table: [
    { fact: 'range', from: 'fusilier1', to: 'morat', inches: 10 },
    { fact: 'lof', from: 'fusilier1', to: 'morat', value: true },
    { fact: 'lof', from: 'morat', to: 'fusilier1', value: false },
  ],
  dice: { fusilier1: dice },
  ...extra,
});

export const shootMorat: OrderScript = {
  trooper: 'fusilier1',
  first: { skill: 'idle' },
  second: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
};
