import type { Evolve } from '../../kernel/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { HitInProgress, NecromundaFighterState, NecromundaGame, NecromundaState } from './necromundaState.ts';

const startOf = (e: Extract<NecromundaEvent, { type: 'NecromundaGameStarted' }>): NecromundaGame => ({
  title: e.title,
  fighters: Object.fromEntries(
    e.fighters.map((f): [string, NecromundaFighterState] => [
      f.id,
      {
        profile: f,
        woundsLeft: f.wounds,
        fleshWounds: 0,
        toughness: f.toughness,
        status: 'active',
        coupDeGraceOpen: false,
      },
    ]),
  ),
  order: e.fighters.map((f) => f.id),
  hit: null,
  saveDenied: null,
  lastHit: null,
  hitsResolved: 0,
});

const withFighter = (
  g: NecromundaGame,
  id: string,
  change: (f: NecromundaFighterState) => NecromundaFighterState,
): NecromundaGame => {
  const f = g.fighters[id];
  if (f === undefined) throw new Error(`evolve: no fighter ${id} in this game`);
  return { ...g, fighters: { ...g.fighters, [id]: change(f) } };
};

const withHit = (g: NecromundaGame, change: (h: HitInProgress) => HitInProgress): NecromundaGame => {
  if (g.hit === null) throw new Error('evolve: a hit event with no hit in progress');
  return { ...g, hit: change(g.hit) };
};

/** An event that cannot follow the state: the log is not a game (it throws, and the reader says where). */
const checkFollows = (g: NecromundaGame, e: Exclude<NecromundaEvent, { type: 'NecromundaGameStarted' }>): void => {
  if (e.type === 'HitDeclared') {
    if (g.hit !== null) throw new Error(`evolve: hit ${e.hit} declared while hit ${g.hit.declared.hit} is in progress`);
    return;
  }
  if (g.hit === null) throw new Error(`evolve: ${e.type} of hit ${e.hit} with no hit in progress`);
  if (e.hit !== g.hit.declared.hit)
    throw new Error(`evolve: ${e.type} of hit ${e.hit} while hit ${g.hit.declared.hit} is in progress`);
};

const evolveGame = (g: NecromundaGame, e: NecromundaEvent): NecromundaGame => {
  if (e.type !== 'NecromundaGameStarted') checkFollows(g, e);
  switch (e.type) {
    case 'NecromundaGameStarted':
      throw new Error('evolve: a second NecromundaGameStarted');
    case 'HitDeclared':
      return {
        ...g,
        hit: { declared: e, step: 'wound-roll', injuryDiceOwed: 0, injuryDiceRolled: 0 },
        saveDenied: null,
      };
    case 'WoundRolled':
      return e.success ? withHit(g, (h) => ({ ...h, step: 'save-roll' })) : g;
    case 'SaveRolled':
      return e.success ? g : withHit(g, (h) => ({ ...h, step: 'damage' }));
    case 'SaveDenied':
      return { ...withHit(g, (h) => ({ ...h, step: 'damage' })), saveDenied: e.reason };
    case 'DamageInflicted':
      return withFighter(
        withHit(g, (h) => ({ ...h, step: 'injury-dice', injuryDiceOwed: e.injuryDice })),
        e.fighter,
        (f) => ({ ...f, woundsLeft: e.woundsLeft }),
      );
    case 'InjuryDiceRolled':
      return withHit(g, (h) => ({ ...h, injuryDiceRolled: h.injuryDiceRolled + 1 }));
    case 'FighterInjured':
      return withFighter(g, e.fighter, (f) => ({
        ...f,
        fleshWounds: e.fleshWounds,
        toughness: e.toughness,
        status: e.status,
        coupDeGraceOpen: f.coupDeGraceOpen || e.coupDeGraceOpen,
      }));
    case 'FighterOutOfAction':
      return withFighter(g, e.fighter, (f) => ({ ...f, status: 'out-of-action', coupDeGraceOpen: false }));
    case 'HitResolved':
      return {
        ...g,
        hit: null,
        saveDenied: null,
        lastHit: { hit: e.hit, fighter: e.fighter, outcome: e.outcome, saveDenied: g.saveDenied },
        hitsResolved: g.hitsResolved + 1,
      };
  }
};

/**
 * THE one state writer of a Necromunda game: the state as one event leaves it. Rulings carry their
 * results (the decider worked them out with the rules of rules/necromunda/), so evolve only applies
 * them. An event that cannot follow the state (a hit event with no hit) throws: the log is not a game.
 */
export const evolveNecromunda: Evolve<NecromundaState, NecromundaEvent> = (state, event) => {
  if (state === null) {
    if (event.type !== 'NecromundaGameStarted') throw new Error(`evolve: ${event.type} before NecromundaGameStarted`);
    return startOf(event);
  }
  return evolveGame(state, event);
};

/** The state a list of events folds to. */
export const foldNecromunda = (events: Iterable<NecromundaEvent>): NecromundaState => {
  let s: NecromundaState = null;
  for (const e of events) s = evolveNecromunda(s, e);
  return s;
};
