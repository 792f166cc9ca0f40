/*
 * Decisions (docs/rulings.md "Deployment"): Combat Jump's PH Roll is a Normal Roll with no MOD,
 * planned with the Order's other rolls (the engine does not order the placement, the roll and the
 * AROs: the players record the landing place, and the AROs' LoF, as facts). Parachutist rolls nothing.
 */
import { successValue } from '../dice/index.ts';
import type { Exchange, Participant } from './exchange.ts';
import { activeSkills, type OrderDeclarations } from './orderDeclarations.ts';
import { belowOne, viewOf } from './participant.ts';

/** The active trooper's Combat Jump PH Roll, when its Order declares Combat Jump. */
export const planLanding = (d: OrderDeclarations): readonly Exchange[] => {
  if (!activeSkills(d).some((s) => s.skill === 'combat-jump')) return [];
  const view = viewOf(d, d.active);
  const sv = successValue(d.table.edition, 'PH', view.profile.attributes.PH, []);
  const roller: Participant = {
    trooper: d.active,
    skill: 'combat-jump',
    purpose: 'combat-jump',
    slice: { from: 0, count: 1 },
    effect: { kind: 'landing' },
    sv,
    automaticFailure: belowOne(d, sv),
    strayFire: null,
  };
  return [
    { kind: 'normal', id: `${d.active}~combat-jump`, roller, against: null, citations: ['n5/skills/combat-jump'] },
  ];
};
