/*
 * One place for what healing and the "one Wound more" of a failed repair do to a wound track
 * (support skills, Regeneration): Wounds removed cancel Unconscious once they fall below
 * VITA/STR; a Wound more goes through applyWounds, with every state it leads to.
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { applyWounds, type WoundTrack } from './applyWounds.ts';
import type { TrooperState } from './trooperState.ts';

/** Wounds after, those inflicted, states left and entered, and why (the caller adds its rule). */
export interface WoundChange {
  readonly wounds: number;
  readonly inflicted: number;
  readonly left: readonly TrooperState[];
  readonly entered: readonly TrooperState[];
  readonly why: string;
  readonly citations: readonly CitationId[];
}

/** `removed` Wounds taken off (never below 0); Unconscious cancelled when the rest falls below VITA/STR. */
export const woundsRemoved = (track: WoundTrack, removed: number): WoundChange => {
  const wounds = Math.max(0, track.wounds - removed);
  const left: TrooperState[] = track.states.includes('unconscious') && wounds < track.w ? ['unconscious'] : [];
  return {
    wounds,
    inflicted: 0,
    left,
    entered: [],
    why: `${track.wounds - wounds} Wound(s) removed, ${wounds} left${left.length > 0 ? ', Unconscious cancelled' : ''}`,
    citations: [],
  };
};

/** One Wound more (Normal ammunition), with the states it leads to and the states it ends. */
export const oneWoundMore = (edition: Edition, track: WoundTrack): WoundChange => {
  const applied = applyWounds(edition, track, 1, 'N');
  return {
    wounds: applied.wounds,
    inflicted: 1,
    left: applied.entered.includes('dead') ? [] : track.states.filter((s) => !applied.states.includes(s)),
    entered: applied.entered,
    why: applied.why.join('; '),
    citations: applied.citations,
  };
};
