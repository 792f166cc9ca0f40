import * as E from 'fp-ts/lib/Either.js';
import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import type { ArbiterEvent, EventOf } from '../../events/index.ts';
import { anEdition, play, randomOrder, someChoices, someFaces, type RandomOrder } from '../support/randomPlay.ts';
import { findProgram, findWeapon, type Ammo } from '../../rules/profiles/index.ts';
import type { Edition } from '../../rules/edition.ts';
import { logLines } from '../support/logFiles.ts';
import { isDerived, readjudicate, readLogLeniently } from '../../audit/index.ts';

const of = <K extends ArbiterEvent['type']>(events: readonly ArbiterEvent[], type: K): EventOf<K>[] =>
  events.filter((e): e is EventOf<K> => e.type === type);

/** Saving rolls per hit of each ammunition (independent of rules/: the charts as read). */
const PER_HIT: Readonly<Record<Ammo, number>> = {
  N: 1,
  AP: 1,
  Shock: 1,
  PARA: 1,
  Stun: 1,
  DA: 2,
  'E/M': 2,
  EXP: 3,
  Smoke: 0,
  Eclipse: 0,
};

interface Saves {
  readonly rolls: number;
  readonly automatic: number;
}
const key = (attacker: string, target: string, weapon: string): string => `${attacker}>${target} (${weapon})`;

/**
 * The ammunition a hit was fired with, from the game's input alone: the attacker's weapon in
 * its army profile, its Hacking Program (a Hacker's Carbonite: DA), or (a Mine is no trooper) the
 * catalogue's weapon for the Mine measured.
 */
const ammoOf = (r: RandomOrder, attacker: string, weapon: string): Ammo => {
  const profile = r.input.armies.flatMap((a) => a.groups.flatMap((g) => g.troopers)).find((t) => t.id === attacker);
  if (profile !== undefined) {
    const w = profile.weapons.find((x) => x.id === weapon);
    const program = profile.skills.includes('hacker') ? findProgram(r.input.edition, weapon) : undefined;
    if (w === undefined && program !== undefined) return program.ammo;
    if (w === undefined) throw new Error(`${attacker} carries no ${weapon}`);
    return w.ammo;
  }
  const facts = [...(r.order.table ?? []), ...(r.order.table2 ?? []), ...(r.order.table3 ?? [])];
  const mine = facts.find((f) => f.fact === 'mine' && f.mine === attacker);
  const w = mine?.fact === 'mine' && mine.weapon === weapon ? findWeapon(r.input.edition, weapon) : undefined;
  if (w === undefined) throw new Error(`${attacker} is neither a trooper nor a Mine of this Order`);
  return w.ammo;
};

/**
 * The saves each attacker's hits owe a target, from HitsScored (non-critical hits and Criticals)
 * and the ammunition: N3 a Critical replaces one of that hit's rolls with a Wound lost unrolled;
 * N4/N5 it adds one roll of the same kind. Smoke owes nothing, Criticals included. (PARA's
 * PH−6 never falls below 1 on these tables, so no PARA roll fails unrolled.)
 */
const owedSaves = (edition: Edition, r: RandomOrder, events: readonly ArbiterEvent[]): Map<string, Saves> => {
  const owed = new Map<string, Saves>();
  for (const h of of(events, 'HitsScored')) {
    const ammo = ammoOf(r, h.attacker, h.weapon);
    // N4 Stun: two saves per hit (n4/ammo/stun); N5 one.
    const perHit = ammo === 'Stun' && edition === 'n4' ? 2 : PER_HIT[ammo];
    const add: Saves =
      perHit === 0
        ? { rolls: 0, automatic: 0 }
        : edition === 'n3'
          ? { rolls: h.hits * perHit + h.criticals * (perHit - 1), automatic: h.criticals }
          : { rolls: (h.hits + h.criticals) * perHit + h.criticals, automatic: 0 };
    const k = key(h.attacker, h.target, h.weapon);
    const prev = owed.get(k) ?? { rolls: 0, automatic: 0 };
    owed.set(k, { rolls: prev.rolls + add.rolls, automatic: prev.automatic + add.automatic });
  }
  return owed;
};

/** Whether the trooper ends the Order in IMM-A or IMM-B, from the states it started the game in, entered and left. */
const immobilizedAtEnd = (events: readonly ArbiterEvent[], trooper: string): boolean => {
  const held = new Set<string>();
  for (const e of events) {
    if (e.type === 'GameStarted')
      for (const s of e.startingStates ?? []) if (s.trooper === trooper) s.states.forEach((x) => held.add(x));
    if (e.type === 'StateEntered' && e.trooper === trooper) held.add(e.state);
    if (e.type === 'StateLeft' && e.trooper === trooper) held.delete(e.state);
  }
  return held.has('imm-a') || held.has('imm-b');
};

/** Sort keys that put an Order's measurements in another order. */
const shuffleKeys = fc.array(fc.integer(), { minLength: 12, maxLength: 12 });

const anOrder = anEdition.chain((edition) =>
  fc.tuple(fc.constant(edition), randomOrder(edition), someFaces, someChoices),
);

describe('combat rulings over random Orders', () => {
  test.prop([anOrder])('every Order concludes, with no die left owed', ([, order, faces, choices]) => {
    const session = play(order, faces, choices);
    expect(session.where().order).toBeNull();
    expect(of(session.events, 'OrderConcluded')).toHaveLength(1);
  });

  test.prop([anOrder], { numRuns: 200 })(
    "every successful hit makes the edition's number of saving rolls, Criticals included",
    ([edition, order, faces, choices]) => {
      const events = play(order, faces, choices).events;
      const owed = owedSaves(edition, order, events);
      const made = new Map<string, Saves>();
      for (const s of of(events, 'SavingRollResolved')) {
        const k = key(s.attacker, s.trooper, s.weapon);
        // A save belongs to a hit, and is against the ammunition that weapon fires.
        expect(owed.has(k), `${k}: a saving roll with no hit`).toBe(true);
        expect(s.ammo, k).toBe(ammoOf(order, s.attacker, s.weapon));
        const prev = made.get(k) ?? { rolls: 0, automatic: 0 };
        made.set(k, { rolls: prev.rolls + s.rolls.length, automatic: prev.automatic + s.automaticWounds });
      }
      // Every hit that owes a save made exactly that many rolls (and N3 automatic Wounds); a hit
      // whose SavingRollResolved is missing fails here, however its ammunition reads.
      const positive = (m: ReadonlyMap<string, Saves>): Record<string, Saves> =>
        Object.fromEntries([...m].filter(([, v]) => v.rolls + v.automatic > 0));
      expect(positive(made)).toEqual(positive(owed));
    },
  );

  test.prop([anOrder])(
    'a Guts Roll happens only at Conclusion, only when required, and always when required',
    ([edition, order, faces, choices]) => {
      const events = play(order, faces, choices).events;
      let step = '';
      const hit = new Set(
        of(events, 'HitsScored')
          .filter((h) => h.hits + h.criticals > 0)
          .map((h) => h.target),
      );
      for (const e of events) {
        if (e.type === 'OrderStepEntered') step = e.step;
        if (
          e.type === 'GutsRollResolved' ||
          e.type === 'GutsRequirementChecked' ||
          e.type === 'GutsMoved' ||
          (e.type === 'DiceRolled' && e.purpose === 'guts')
        ) {
          expect(step).toBe('conclusion');
        }
      }
      const nullAtEnd = new Set(
        of(events, 'StateEntered')
          .filter((s) => s.state === 'unconscious' || s.state === 'dead')
          .map((s) => s.trooper),
      );
      for (const check of of(events, 'GutsRequirementChecked')) {
        const t = check.trooper;
        expect(hit.has(t)).toBe(true);
        const saved = of(events, 'SavingRollResolved').some((s) => s.trooper === t && s.rolls.length > 0);
        const entered = of(events, 'StateEntered').some((s) => s.trooper === t);
        // N4/N5: an Immobilized trooper (PARA puts it in IMM-A) makes no Guts Roll; N3 has no such exception.
        const immobilized = edition !== 'n3' && immobilizedAtEnd(events, t);
        const qualifies = !nullAtEnd.has(t) && !immobilized && (edition === 'n3' ? saved : saved || entered);
        expect(check.required, `${t}: ${check.why}`).toBe(qualifies);
        const rolled = of(events, 'GutsRollResolved').filter((g) => g.trooper === t);
        expect(rolled).toHaveLength(check.required ? 1 : 0);
      }
      for (const t of hit) expect(of(events, 'GutsRequirementChecked').some((c) => c.trooper === t)).toBe(true);
    },
  );

  test.prop([anOrder, shuffleKeys])(
    'the same declarations and dice under the same edition always give the same rulings: in both runtimes, from the log re-read and re-adjudicated, whatever the order of the measurements',
    async ([, order, faces, choices], keys) => {
      const reference = play(order, faces, choices);
      // The compiled runtime (what audit re-adjudicates with) against xstate's interpreter.
      expect(play(order, faces, choices, { runtime: 'compiled' }).events).toEqual(reference.events);

      // The log as written (canonical JSON Lines, hash-chained), read back from its text: the same
      // events, and re-adjudicated from the commands taken back out of it, the same rulings.
      const read = await readLogLeniently(logLines(reference.events));
      if (E.isLeft(read)) throw new Error(read.left.message);
      expect(read.right.warnings).toEqual([]);
      expect(read.right.records.map((r) => r.event)).toEqual(reference.events);
      const audit = readjudicate(read.right.records);
      if (E.isLeft(audit)) throw new Error(audit.left);
      expect(audit.right.refused).toBeNull();
      expect(audit.right.differences).toEqual([]);
      expect(audit.right.compared).toBe(reference.events.filter((e) => isDerived(e.type)).length);

      // Measurements of one step are independent facts: measured in another order, the same rulings.
      const table = order.order.table ?? [];
      const shuffled = table
        .map((f, i) => ({ f, k: keys[i] ?? 0 }))
        .sort((a, b) => a.k - b.k)
        .map((x) => x.f);
      const reordered = play({ ...order, order: { ...order.order, table: shuffled } }, faces, choices);
      const rulings = (events: readonly ArbiterEvent[]): readonly ArbiterEvent[] =>
        events.filter((e) => e.type !== 'MeasurementRecorded');
      expect(rulings(reordered.events)).toEqual(rulings(reference.events));
      expect(
        of(reordered.events, 'MeasurementRecorded')
          .slice(0, shuffled.length)
          .map((m) => m.fact),
      ).toEqual(shuffled);
    },
  );
});
