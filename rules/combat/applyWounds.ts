/*
 * Decisions (facts.md §5):
 * - Wounds are counted as received (N3/N4 "W lost", N5 Wound tokens): received = W (or VITA/STR)
 *   means Unconscious, more means Dead. Structure troopers use the same thresholds.
 * - Dead is final: later wounds are still counted but change nothing, and Dead replaces every
 *   other state.
 * - Entering Unconscious drops Engaged (a Null trooper cannot be Engaged). N4/N5 also put the
 *   trooper Prone unless its type cannot be (canGoProne false); N3 is read without auto-Prone
 *   (it uses a marker) — UNCONFIRMED. It also ends a marker state (CAMO, IMP-1, IMP-2, Hidden
 *   Deployment): an Unconscious trooper is a model on the table (docs/rulings.md "Intuitive
 *   Attack at a marker"; a hit has revealed it already, this is the safeguard).
 * - Shock. N3: a 1-W (not STR) trooper that loses a Wound goes straight to Dead. N4: a failed
 *   save against Shock turns Unconscious (held, or entered with these wounds) into Dead, STR
 *   included (the N4 text has no restriction). N5: the same only for VITA 1 (not STR).
 * - `newWounds` are the Wounds of one batch of one ammunition (failed saves plus N3 Critical
 *   wounds); the caller batches all the Shock hits of an Order together.
 * - Remote Presence (a STR trooper with the skill): one Wound past STR is a second level of
 *   Unconscious, not Dead; a further Wound is Dead (rules/combat/remotePresence.ts). Shock's own
 *   rule is applied as before (N4 reads it on STR too).
 * - Dogged and No Wound Incapacitation (rules/combat/survivalWounds.ts) change what reaching VITA
 *   does: the Dogged state, or nothing until one Wound more (Dead). Exrah (rules/combat/exrah.ts):
 *   Unconscious is Dead at once, with no extra Wound.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import { isSmokeAmmo, type Ammo, type TrooperSkill } from '../profiles/index.ts';
import { markerStateOf } from './markers.ts';
import { normalizeStates, type TrooperState } from './trooperState.ts';
import { remotePresenceCitation, unconsciousLevel, woundsBeforeDead } from './remotePresence.ts';
import { shasvastiiCitation } from './shasvastii.ts';
import { exrahDeath } from './exrah.ts';
import { declineCitation } from './survivalDecline.ts';
import { shockEndsSurvival, survivalAtVita, survivalCitation } from './survivalWounds.ts';

export interface WoundTrack {
  /** W (N3/N4), VITA (N5) or STR. */
  readonly w: number;
  readonly structure: boolean;
  /** Wounds received so far. */
  readonly wounds: number;
  readonly states: readonly TrooperState[];
  /** Whether the trooper's type can be Prone (false for Motorcycles, VH, TAGs in N5). Default true. */
  readonly canGoProne?: boolean;
  /** Remote Presence on a STR trooper: a second level of Unconscious before Dead. Default false. */
  readonly remotePresence?: boolean;
  /** Shasvastii: its Unconscious is a Shasvastii-Embryo (rules/combat/shasvastii.ts). Default false. */
  readonly shasvastii?: boolean;
  /** The trooper's skills: Dogged and No Wound Incapacitation change what reaching VITA does. */
  readonly skills?: readonly TrooperSkill[];
  /** Optional skills its player declined (Dogged, NWI: rules/combat/survivalDecline.ts); not in `skills`. */
  readonly declined?: readonly TrooperSkill[];
}

export interface WoundsApplied {
  readonly wounds: number;
  readonly states: readonly TrooperState[];
  /** States entered by these wounds. */
  readonly entered: readonly TrooperState[];
  readonly why: readonly string[];
  readonly citations: readonly CitationId[];
}

const woundsCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, {
    n3: 'n3/wounds/unconscious-dead',
    n4: 'n4/wounds/unconscious-dead',
    n5: 'n5/wounds/vita',
  });

const shockKills = (edition: Edition, t: WoundTrack, received: number): boolean => {
  switch (edition) {
    case 'n3':
      return !t.structure && t.w === 1;
    case 'n4':
      return received >= t.w;
    case 'n5':
      return !t.structure && t.w === 1 && received >= t.w;
  }
};

/** Adds a batch of Wounds and says which states the trooper ends in. */
export const applyWounds = (edition: Edition, trooper: WoundTrack, newWounds: number, ammo: Ammo): WoundsApplied => {
  const { w, wounds } = trooper;
  if (!Number.isInteger(w) || w < 1) throw new RangeError(`W/VITA/STR is 1 or more, not ${String(w)}`);
  if (!Number.isInteger(wounds) || wounds < 0)
    throw new RangeError(`wounds received is a count, not ${String(wounds)}`);
  if (!Number.isInteger(newWounds) || newWounds < 0)
    throw new RangeError(`new wounds is a count, not ${String(newWounds)}`);
  if (isSmokeAmmo(ammo) && newWounds > 0) throw new RangeError(`${ammo} does no damage`);
  const states = normalizeStates(trooper.states);
  const received = wounds + newWounds;
  const unchanged: WoundsApplied = {
    wounds: received,
    states,
    entered: [],
    why: [],
    citations: newWounds > 0 ? [woundsCitation(edition)] : [],
  };
  if (newWounds === 0 || states.includes('dead')) {
    return states.includes('dead') && newWounds > 0
      ? { ...unchanged, why: ['already Dead: the wounds change nothing'] }
      : unchanged;
  }
  const citations: CitationId[] = [woundsCitation(edition)];
  const attribute = edition === 'n5' && !trooper.structure ? 'VITA' : trooper.structure ? 'STR' : 'W';
  const dead = (why: string[]): WoundsApplied => ({
    wounds: received,
    states: ['dead'],
    entered: ['dead'],
    why,
    citations,
  });

  const rp = trooper.structure && (trooper.remotePresence ?? false);
  if (rp) citations.push(remotePresenceCitation(edition));
  if (received > woundsBeforeDead(w, rp))
    return dead([
      rp
        ? `${received} wounds received against ${attribute} ${w}: past the second level of Unconscious (Remote Presence), Dead`
        : `${received} wounds received against ${attribute} ${w}: Dead`,
    ]);
  if (ammo === 'Shock' && shockKills(edition, trooper, received)) {
    citations.push(inEdition(edition, 'wounds/shock'));
    return dead([`Shock: ${received} wound(s) against ${attribute} ${w} go straight to Dead`]);
  }
  const survival = survivalAtVita(trooper.skills);
  if (ammo === 'Shock' && received >= w && shockEndsSurvival(edition, survival) && survival !== undefined) {
    citations.push(inEdition(edition, 'wounds/shock'), survivalCitation(edition, survival));
    return dead([
      `Shock: ${received} wound(s) against ${attribute} ${w} end ${survival === 'dogged' ? 'Dogged' : 'NWI'}: Dead`,
    ]);
  }
  if (received < w || states.includes('unconscious') || states.includes('dogged')) {
    const level = unconsciousLevel(w, received, rp);
    return {
      wounds: received,
      states,
      entered: [],
      why: [
        level === 2
          ? `${received} wounds received against ${attribute} ${w}: the second level of Unconscious (Remote Presence), not Dead`
          : `${received} wounds received against ${attribute} ${w}`,
      ],
      citations,
    };
  }
  if (survival === 'nwi') {
    citations.push(survivalCitation(edition, 'nwi'));
    return {
      wounds: received,
      states,
      entered: [],
      why: [
        `${received} wounds received against ${attribute} ${w}: No Wound Incapacitation, not Unconscious (Dead at one more)`,
      ],
      citations,
    };
  }
  if (survival === 'dogged') {
    citations.push(survivalCitation(edition, 'dogged'));
    return {
      wounds: received,
      states: normalizeStates([...states, 'dogged']),
      entered: ['dogged'],
      why: [
        `${received} wounds received against ${attribute} ${w}: Dogged instead of Unconscious, Dead at the end of the Turn`,
      ],
      citations,
    };
  }
  const exrah = exrahDeath(edition, trooper.skills);
  if (exrah !== null) {
    citations.push(exrah);
    return dead([
      `${received} wounds received against ${attribute} ${w}: Exrah, Dead instead of Unconscious (no extra Wound)`,
    ]);
  }
  const entered: TrooperState[] = ['unconscious'];
  const declined = (trooper.declined ?? []).flatMap((d) => (d === 'dogged' || d === 'nwi' ? [d] : []));
  for (const d of declined) {
    const cite = declineCitation(edition, d);
    if (cite !== null) citations.push(cite);
  }
  const why = [
    unconsciousLevel(w, received, rp) === 2
      ? `${received} wounds received against ${attribute} ${w}: Unconscious, at its second level (Remote Presence)`
      : `${received} wounds received against ${attribute} ${w}: Unconscious`,
  ];
  for (const d of declined) why.push(`${d === 'dogged' ? 'Dogged' : 'No Wound Incapacitation'} declined by its player`);
  if (trooper.shasvastii ?? false) {
    why.push('Shasvastii: its Unconscious State is a Shasvastii-Embryo (an Embryo token)');
    citations.push(shasvastiiCitation(edition));
  }
  const next = new Set<TrooperState>(states.filter((s) => s !== 'engaged' && markerStateOf([s]) === undefined));
  next.add('unconscious');
  if (edition !== 'n3' && (trooper.canGoProne ?? true) && !next.has('prone')) {
    next.add('prone');
    entered.push('prone');
    why.push('an Unconscious trooper goes Prone');
    citations.push(edition === 'n4' ? 'n4/states/unconscious' : 'n5/states/unconscious');
  }
  return { wounds: received, states: normalizeStates([...next]), entered, why, citations };
};
