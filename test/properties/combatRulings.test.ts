import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import type { ArbiterEvent, EventOf } from '../../events/index.ts';
import { anEdition, play, randomOrder, someChoices, someFaces } from '../support/randomPlay.ts';

const of = <K extends ArbiterEvent['type']>(events: readonly ArbiterEvent[], type: K): EventOf<K>[] =>
  events.filter((e): e is EventOf<K> => e.type === type);

/** Saving rolls per hit of each ammunition (independent of rules/: the charts as read). */
const PER_HIT: Readonly<Record<string, number>> = { N: 1, AP: 1, Shock: 1, DA: 2, EXP: 3, Smoke: 0 };

const anOrder = anEdition.chain((edition) => fc.tuple(fc.constant(edition), randomOrder(edition), someFaces, someChoices));

describe('combat rulings over random Orders', () => {
  test.prop([anOrder])('every Order concludes, with no die left owed', ([, order, faces, choices]) => {
    const session = play(order, faces, choices);
    expect(session.where().order).toBeNull();
    expect(of(session.events, 'OrderConcluded')).toHaveLength(1);
  });

  test.prop([anOrder])('every successful hit makes the edition\'s number of saving rolls, Criticals included', ([edition, order, faces, choices]) => {
    const events = play(order, faces, choices).events;
    const key = (a: string, t: string): string => `${a}>${t}`;
    const owed = new Map<string, { rolls: number; automatic: number }>();
    for (const h of of(events, 'HitsScored')) {
      const save = of(events, 'SavingRollResolved').find((s) => s.attacker === h.attacker && s.trooper === h.target);
      const ammo = save?.ammo ?? 'Smoke';
      const perHit = PER_HIT[ammo] ?? 0;
      const add = edition === 'n3'
        ? { rolls: h.hits * perHit + h.criticals * (perHit - 1), automatic: h.criticals }
        : { rolls: (h.hits + h.criticals) * perHit + h.criticals, automatic: 0 };
      const prev = owed.get(key(h.attacker, h.target)) ?? { rolls: 0, automatic: 0 };
      if (perHit > 0) owed.set(key(h.attacker, h.target), { rolls: prev.rolls + add.rolls, automatic: prev.automatic + add.automatic });
    }
    const made = new Map<string, { rolls: number; automatic: number }>();
    for (const s of of(events, 'SavingRollResolved')) {
      const prev = made.get(key(s.attacker, s.trooper)) ?? { rolls: 0, automatic: 0 };
      made.set(key(s.attacker, s.trooper), { rolls: prev.rolls + s.rolls.length, automatic: prev.automatic + s.automaticWounds });
    }
    expect(made).toEqual(owed);
  });

  test.prop([anOrder])('a Guts Roll happens only at Conclusion, only when required, and always when required', ([edition, order, faces, choices]) => {
    const events = play(order, faces, choices).events;
    let step = '';
    const hit = new Set(of(events, 'HitsScored').filter((h) => h.hits + h.criticals > 0).map((h) => h.target));
    for (const e of events) {
      if (e.type === 'OrderStepEntered') step = e.step;
      if (e.type === 'GutsRollResolved' || e.type === 'GutsRequirementChecked' || e.type === 'GutsMoved' || (e.type === 'DiceRolled' && e.purpose === 'guts')) {
        expect(step).toBe('conclusion');
      }
    }
    const nullAtEnd = new Set(of(events, 'StateEntered').filter((s) => s.state === 'unconscious' || s.state === 'dead').map((s) => s.trooper));
    for (const check of of(events, 'GutsRequirementChecked')) {
      const t = check.trooper;
      expect(hit.has(t)).toBe(true);
      const saved = of(events, 'SavingRollResolved').some((s) => s.trooper === t && s.rolls.length > 0);
      const entered = of(events, 'StateEntered').some((s) => s.trooper === t);
      const qualifies = !nullAtEnd.has(t) && (edition === 'n3' ? saved : saved || entered);
      expect(check.required, `${t}: ${check.why}`).toBe(qualifies);
      const rolled = of(events, 'GutsRollResolved').filter((g) => g.trooper === t);
      expect(rolled).toHaveLength(check.required ? 1 : 0);
    }
    for (const t of hit) expect(of(events, 'GutsRequirementChecked').some((c) => c.trooper === t)).toBe(true);
  });

  test.prop([anOrder])('the same declarations and dice under the same edition give the same rulings', ([, order, faces, choices]) => {
    const once = play(order, faces, choices).events;
    const again = play(order, faces, choices).events;
    expect(again).toEqual(once);
  });
});
