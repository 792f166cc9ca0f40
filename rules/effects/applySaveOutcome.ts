/*
 * Decisions (facts.md §4, §5):
 * - A saving roll's failures cost Wounds (applyWounds), or, for PARA, put the target in IMM-A,
 *   for E/M in Isolated (and IMM-B on a HI, TAG or REM), for Carbonite (Non-Lethal) in IMM-B: no
 *   Wound, whatever the number of failed rolls.
 * - A state is not entered by a Dead trooper, nor entered twice. An Immobilized trooper cannot be
 *   Engaged: entering IMM-A or IMM-B ends Engaged, as entering Unconscious does (the enemy in
 *   contact is ruled at the end of Effects, engagementChanges).
 * - N5.2 "positive effects first": the effects this engine removes in the same Order are a
 *   successful Dodge ending IMM-A (and Engaged), ruled after the saves, and a passed Reset ending
 *   IMM-B or Isolated (N3: Immobilized), ruled at the start of Effects, before the saves (the
 *   order machine's ruleResets). A Dodge succeeds only when every roll of it was won, so no Attack
 *   of that Order hit the dodger and no PARA roll of the Order can have put it in IMM-A: ruling the
 *   Dodge after the saves leaves the same table. A Reset evades nothing, so its user may be hit
 *   in the same Order: its cancellation comes first, then whatever the saves inflict.
 */
import {
  applyWounds,
  stateImmunity,
  normalizeStates,
  type TrooperState,
  type WoundTrack,
  type WoundsApplied,
} from '../combat/index.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { SaveOutcome } from './saveRequest.ts';

const stateCitation = (edition: Edition, state: TrooperState): readonly CitationId[] => {
  if (edition === 'n3') return [];
  switch (state) {
    case 'imm-a':
      return [edition === 'n4' ? 'n4/states/imm-a' : 'n5/states/imm-a'];
    case 'imm-b':
      return [edition === 'n4' ? 'n4/states/imm-b' : 'n5/states/imm-b'];
    case 'isolated':
      return [edition === 'n4' ? 'n4/states/isolated' : 'n5/states/isolated-orders'];
    case 'stunned':
      return [edition === 'n4' ? 'n4/states/stunned' : 'n5/states/stunned'];
    case 'targeted':
      return edition === 'n5' ? ['n5/states/targeted'] : [];
    case 'normal':
    case 'prone':
    case 'engaged':
    case 'unconscious':
    case 'dead':
    case 'null':
    case 'suppressive-fire':
    case 'camouflaged':
    case 'imp-1':
    case 'imp-2':
    case 'hidden-deployment':
    case 'airborne-deployment':
    case 'disconnected':
    case 'out-of-play':
    case 'dogged':
      return [];
  }
};

/** What the saves leave, and each state they put the trooper in with its own citations (E/M: Isolated's and IMM-B's apart). */
export interface SaveOutcomeApplied extends WoundsApplied {
  readonly stateCitations?: Partial<Readonly<Record<TrooperState, readonly CitationId[]>>>;
}

/** The Wounds and states one judged request leaves a trooper with (the outcome's Wounds, then its states). */
export const applySaveOutcome = (edition: Edition, trooper: WoundTrack, outcome: SaveOutcome): SaveOutcomeApplied => {
  const wounded = applyWounds(edition, trooper, outcome.wounds, outcome.request.spec.ammo);
  if (outcome.states.length === 0) return wounded;
  let states = [...wounded.states];
  const entered = [...wounded.entered];
  const why = [...wounded.why];
  const citations = [...wounded.citations];
  const stateCitations: Partial<Record<TrooperState, readonly CitationId[]>> = {};
  for (const state of outcome.states) {
    if (states.includes('dead')) {
      why.push(`already Dead: ${state} is not entered`);
      continue;
    }
    if (states.includes(state)) {
      why.push(`already ${state}`);
      continue;
    }
    const immune = stateImmunity(edition, state, outcome.request.spec.ammo, trooper.skills ?? []);
    if (immune !== null) {
      why.push(`Immunity: ${state} is not entered`);
      citations.push(immune);
      continue;
    }
    states = [...states.filter((s) => !((state === 'imm-a' || state === 'imm-b') && s === 'engaged')), state];
    entered.push(state);
    why.push(`a failed ${outcome.request.spec.ammo} roll: ${state}`);
    const own = [...new Set([...outcome.request.spec.citations, ...stateCitation(edition, state)])];
    stateCitations[state] = own;
    citations.push(...own);
  }
  return {
    wounds: wounded.wounds,
    states: normalizeStates(states),
    entered,
    why,
    citations: [...new Set(citations)],
    stateCitations,
  };
};
