import { frenzyGains } from '../combat/index.ts';
import type { ArbiterEvent } from '../events/index.ts';
import type { GameState } from '../state/index.ts';

/**
 * Frenzy in the States Phase (rules/combat/frenzy.ts): each trooper it acts on gains its skills
 * (SkillGained) and leaves its Marker State (StateLeft), numbered with the Turn's last Order.
 */
export const frenzyEvents = (s: GameState): readonly ArbiterEvent[] =>
  frenzyGains(s.table).flatMap((g): ArbiterEvent[] => [
    { type: 'SkillGained', order: s.orders, trooper: g.trooper, skills: g.skills, citations: g.citations },
    ...g.markersLeft.map((state): ArbiterEvent => ({
      type: 'StateLeft',
      order: s.orders,
      trooper: g.trooper,
      state,
      citations: g.citations,
    })),
  ]);
