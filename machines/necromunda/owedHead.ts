import * as E from 'fp-ts/lib/Either.js';
import type { NecromundaCitationId } from '../../rules/necromunda/index.ts';
import type { Owed } from '../../events/necromunda/index.ts';
import { owedModel, type NecromundaGame, type NecromundaState } from '../../projections/necromunda/index.ts';
import type { NecromundaRefusal } from './necromundaRefusal.ts';
import { owedStepWords, owedWords } from './owedWords.ts';

/**
 * The first owed step, when it is of one of `kinds` and about `model`: what the page called for is
 * settled in order, after the hit in progress. Otherwise the refusal says what is owed instead.
 */
export const owedHead = <K extends Owed['kind']>(
  state: NecromundaState,
  kinds: readonly K[],
  model: string,
  what: string,
  rule: NecromundaCitationId,
): E.Either<NecromundaRefusal, { readonly g: NecromundaGame; readonly head: Extract<Owed, { kind: K }> }> => {
  if (state === null) return E.left({ reason: 'the game has not started', rule: 'necromunda/resolve-hits/sequence' });
  if (state.hit !== null)
    return E.left({
      reason: `hit ${state.hit.declared.hit} is in progress (${owedWords(state.hit)}): ${what} comes after it`,
      rule: 'necromunda/resolve-hits/sequence',
    });
  const head = state.owed[0];
  if (head === undefined)
    return E.left({
      reason:
        state.start.aftermath === 'hits-only'
          ? `this game records its hits only (aftermath: hits-only): the players ruled ${what} themselves`
          : `nothing is owed now: ${what} is not called for`,
      rule,
    });
  if (!(kinds as readonly string[]).includes(head.kind) || owedModel(head) !== model)
    return E.left({ reason: `${owedStepWords(state, head)} is owed first, not ${what}`, rule });
  return E.right({ g: state, head: head as Extract<Owed, { kind: K }> });
};

/** The game when nothing is in progress or owed: what a player may start between hits. */
export const idleGame = (
  state: NecromundaState,
  what: string,
  rule: NecromundaCitationId,
): E.Either<NecromundaRefusal, NecromundaGame> => {
  if (state === null) return E.left({ reason: 'the game has not started', rule: 'necromunda/resolve-hits/sequence' });
  if (state.scrapClaimed !== null)
    return E.left({ reason: 'the battle is over: scrap was claimed', rule: 'necromunda/out-of-action/claiming-scrap' });
  if (state.hit !== null)
    return E.left({
      reason: `hit ${state.hit.declared.hit} is in progress (${owedWords(state.hit)}): ${what} waits for it`,
      rule: 'necromunda/resolve-hits/sequence',
    });
  const head = state.owed[0];
  if (head !== undefined) return E.left({ reason: `${owedStepWords(state, head)} is owed before ${what}`, rule });
  return E.right(state);
};
