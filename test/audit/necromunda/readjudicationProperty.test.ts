import * as E from 'fp-ts/lib/Either.js';
import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { INJURY_RESULTS, type InjuryResult } from '../../../rules/necromunda/index.ts';
import type { NecromundaEvent, NecromundaWeapon } from '../../../events/necromunda/index.ts';
import type { NecromundaSession } from '../../../machines/necromunda/index.ts';
import { necromundaWhatIf, parseNecromundaWhatIf, readjudicateNecromunda } from '../../../audit/necromunda/index.ts';
import { hit, LASGUN, newGame } from '../../machines/necromunda/necromundaScenario.ts';
import { BOLTGUN } from './necromundaAuditGame.ts';

const IDS = ['krug', 'vex', 'grax'] as const;
const WEAPONS: readonly NecromundaWeapon[] = [
  LASGUN,
  BOLTGUN,
  { name: 'Krak grenade', strength: 6, ap: -2, damage: 2, traits: ['Blast (3")'] },
];

const planned = fc.record({
  attacker: fc.constantFrom(...IDS),
  target: fc.constantFrom(...IDS),
  weapon: fc.constantFrom(...WEAPONS),
  closeCombat: fc.boolean(),
  wound: fc.integer({ min: 1, max: 6 }),
  save: fc.integer({ min: 1, max: 6 }),
  injuries: fc.array(fc.constantFrom<InjuryResult>(...INJURY_RESULTS), { minLength: 3, maxLength: 3 }),
});
type Planned = typeof planned extends fc.Arbitrary<infer T> ? T : never;

/** Plays the planned hits the game still allows, each die as the hit owes it; the events. */
const played = (plan: readonly Planned[]): readonly NecromundaEvent[] => {
  const s: NecromundaSession = newGame();
  for (const p of plan) {
    if (E.isLeft(s.send(hit(p.attacker, p.target, p.weapon, { closeCombat: p.closeCombat })))) continue;
    let injury = 0;
    while (s.step() !== 'awaiting-hit') {
      const step = s.step();
      const r =
        step === 'wound-roll'
          ? s.send({ type: 'roll-wound', die: p.wound })
          : step === 'save-roll'
            ? s.send({ type: 'roll-save', die: p.save })
            : s.send({ type: 'enter-injury', result: p.injuries[injury++] ?? 'out-of-action' });
      if (E.isLeft(r)) throw new Error(r.left.reason);
    }
  }
  return s.events();
};

describe('necromunda/resolve-hits/sequence: re-adjudication and forks of any game the engine logged', () => {
  test.prop([fc.array(planned, { minLength: 1, maxLength: 8 })])(
    'necromunda/resolve-hits/sequence: a game as the engine logged it always re-adjudicates in full agreement',
    (plan) => {
      const events = played(plan);
      const r = readjudicateNecromunda(events);
      expect(r).toMatchObject({ agrees: true, refused: null, differences: [] });
      expect(r.agreed).toBe(events.length - 1);
    },
  );

  test.prop([fc.array(planned, { minLength: 1, maxLength: 8 }), fc.nat()])(
    'necromunda/wound-roll/table: a what-if that gives a hit the wound die it logged changes no outcome and no fighter',
    (plan, pick) => {
      const events = played(plan);
      const wounds = events.flatMap((e) => (e.type === 'WoundRolled' ? [e] : []));
      const w = wounds[pick % Math.max(1, wounds.length)];
      if (w === undefined) return;
      const change = parseNecromundaWhatIf(`hit:${w.hit} wound=${w.die}`);
      if (E.isLeft(change)) throw new Error(change.left);
      const fork = necromundaWhatIf(events, [change.right]);
      if (E.isLeft(fork)) throw new Error(fork.left);
      expect(fork.right.stopped).toBeNull();
      expect(fork.right.hits.filter((h) => h.logged !== h.fork)).toEqual([]);
      expect(fork.right.events).toEqual(events);
    },
  );
});
