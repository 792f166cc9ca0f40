import { describe, expect, it } from 'vitest';
import type { NecromundaEvent } from '../../../events/necromunda/index.ts';
import { readjudicateNecromunda, type NecromundaReadjudication } from '../../../audit/necromunda/index.ts';
import { gameEvents } from './necromundaAuditGame.ts';

const readjudicated = (events: readonly NecromundaEvent[]): NecromundaReadjudication => readjudicateNecromunda(events);

/** The logged events with one of them changed by hand. */
const edited = (
  events: readonly NecromundaEvent[],
  pick: (e: NecromundaEvent) => boolean,
  change: (e: NecromundaEvent) => NecromundaEvent,
): NecromundaEvent[] => {
  const at = events.findIndex(pick);
  if (at < 0) throw new Error('no such event to edit');
  return events.map((e, i) => (i === at ? change(e) : e));
};

describe('necromunda/resolve-hits/sequence: re-adjudicating a Necromunda log through a fresh engine', () => {
  it('necromunda/resolve-hits/sequence: a clean game agrees, every logged event re-derived the same', () => {
    const events = gameEvents();
    const r = readjudicated(events);
    expect(r).toMatchObject({ agrees: true, refused: null, differences: [], hits: 4, hitsChecked: 4 });
    expect(r.compared).toBe(events.length - 1);
    expect(r.agreed).toBe(r.compared);
  });

  it('necromunda/wound-roll/table: a log whose wound-roll success was edited shows exactly that difference', () => {
    const events = edited(
      gameEvents(),
      (e) => e.type === 'WoundRolled' && e.hit === 2,
      (e) => (e.type === 'WoundRolled' ? { ...e, success: false } : e),
    );
    const r = readjudicated(events);
    expect(r.agrees).toBe(false);
    expect(r.refused).toBeNull();
    expect(r.agreed).toBe(r.compared - 1);
    expect(r.differences).toHaveLength(1);
    expect(r.differences[0]).toMatchObject({
      hit: 2,
      type: 'WoundRolled',
      kind: 'differs',
      logged: { success: false, die: 4, needs: 4 },
      engine: { success: true, die: 4, needs: 4 },
      fields: [{ path: 'success', logged: 'false', engine: 'true' }],
    });
  });

  it('necromunda/resolve-hits/sequence: an edited die that the fresh engine rules otherwise ends in a refusal, with its reason and rule', () => {
    // Hit 3's wound die turned from a 2 into a 5 (still logged as a miss): the engine wounds, and owes an
    // Injury dice the log never rolled, so the next logged hit is refused.
    const events = edited(
      gameEvents(),
      (e) => e.type === 'WoundRolled' && e.hit === 3,
      (e) => (e.type === 'WoundRolled' ? { ...e, die: 5 } : e),
    );
    const r = readjudicated(events);
    expect(r.agrees).toBe(false);
    expect(r.refused).toMatchObject({
      hit: 4,
      command: { type: 'declare-hit', attacker: 'grax', target: 'vex' },
      rule: 'necromunda/resolve-hits/sequence',
    });
    expect(r.refused?.reason).toMatch(/hit 3 is not resolved yet: 1 Injury dice is owed/);
    expect(r.hitsChecked).toBe(3);
    expect(r.differences.map((d) => [d.hit, d.type, d.kind])).toEqual([
      [3, 'WoundRolled', 'differs'],
      [3, 'HitResolved', 'only-in-log'],
      [3, 'SaveDenied', 'only-from-engine'],
      [3, 'DamageInflicted', 'only-from-engine'],
    ]);
  });
});
