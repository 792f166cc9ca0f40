import type { NecromundaCitationId } from './necromundaCitations.ts';

/** A Broken model, as its action depends on it. */
export type BrokenModel =
  | { readonly kind: 'fighter'; readonly engaged: boolean }
  | { readonly kind: 'vehicle'; readonly mobility: 'mobile' | 'stationary' };

/** The Double action a Broken model takes. */
export type BrokenAction = 'running-for-cover' | 'break-for-air' | 'burn-out';

export interface BrokenActivation {
  readonly action: BrokenAction;
  /** Any Ready marker is lost. */
  readonly loseReady: true;
  /** It activates at once, even if it has activated this round. */
  readonly activatesNow: true;
  /** An Engaged fighter first retreats from combat (retreatFromCombat). */
  readonly retreatsFirst: boolean;
  readonly rules: readonly NecromundaCitationId[];
}

/** The Reaction attack modifier of a Broken fighter while Engaged. */
export const BROKEN_REACTION_MODIFIER = -2;

const RULE: NecromundaCitationId = 'necromunda/nerve/broken';

/**
 * On becoming Broken, or activating while Broken: lose Ready, activate now, and take the one action
 * the page gives: a fighter Runs for Cover, a Mobile vehicle Breaks for Air, a Stationary one Burns Out.
 * (Rallying in the End phase is not on this page's terms.)
 */
export const brokenActivation = (model: BrokenModel): BrokenActivation => {
  const activation = (action: BrokenAction, retreatsFirst: boolean, rule: NecromundaCitationId): BrokenActivation => ({
    action,
    loseReady: true,
    activatesNow: true,
    retreatsFirst,
    rules: [RULE, rule],
  });
  switch (model.kind) {
    case 'fighter':
      return activation('running-for-cover', model.engaged, 'necromunda/nerve/running-for-cover');
    case 'vehicle':
      switch (model.mobility) {
        case 'mobile':
          return activation('break-for-air', false, 'necromunda/nerve/break-for-air');
        case 'stationary':
          return activation('burn-out', false, 'necromunda/nerve/burn-out');
      }
  }
};

/** The modifier to a fighter's Reaction attacks: -2 when Broken and Engaged, else none. */
export const brokenReactionModifier = (
  broken: boolean,
  engaged: boolean,
): { readonly modifier: number; readonly rules: readonly NecromundaCitationId[] } =>
  broken && engaged ? { modifier: BROKEN_REACTION_MODIFIER, rules: [RULE] } : { modifier: 0, rules: [] };
