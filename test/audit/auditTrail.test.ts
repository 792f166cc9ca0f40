import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { auditTrail, readLogLeniently, renderTrail, type AuditEntry, type AuditTrail } from '../../audit/index.ts';
import { faceToFaceOdds, probability, winCount } from '../../rules/odds/index.ts';
import { recordedLog } from './recordedLog.ts';

const trailOf = async (file: string): Promise<AuditTrail> => {
  const r = await readLogLeniently(recordedLog(file));
  if (E.isLeft(r)) throw new Error(r.left.message);
  return auditTrail(r.right.records);
};

const entries = (t: AuditTrail): readonly AuditEntry[] => t.turns.flatMap((x) => x.orders.flatMap((o) => o.entries));

describe('the audit trail', () => {
  it('has one Order per activation, with who activated and the Order spent', async () => {
    const t = await trailOf('examples/f2f-1v1.game.yaml');
    expect(t.edition).toBe('n5');
    expect(t.turns).toHaveLength(1);
    const [order] = t.turns[0]?.orders ?? [];
    expect(order).toMatchObject({ order: 1, round: 1, player: 'panoceania', trooper: 'fennec' });
    expect(order?.entries.slice(0, 2).map((e) => e.kind)).toEqual(['activation', 'order-spent']);
    expect(order?.entries[1]).toMatchObject({ pool: 'regular', group: 'panoceania-1' });
  });

  it('cites a rule on every line, with edition, title and source', async () => {
    for (const e of entries(await trailOf('examples/two-f2f-rolls.game.yaml'))) {
      expect(e.citations.length, `${e.kind} at seq ${e.seq}`).toBeGreaterThan(0);
      for (const c of e.citations) {
        expect(c.source).toMatch(/^https?:\/\//);
        expect(c.title.length).toBeGreaterThan(5);
        expect(['n3', 'n4', 'n5', 'all']).toContain(c.edition);
      }
    }
  });

  it('gives every roll its MOD stack, every die its fate, and the exact odds of the outcome', async () => {
    const f2f = entries(await trailOf('examples/f2f-1v1.game.yaml')).find((e) => e.kind === 'face-to-face');
    if (f2f?.kind !== 'face-to-face') throw new Error('no Face to Face Roll');
    expect(f2f.a.rollers[0]?.sv.mods.map((m) => [m.value, m.citation.id])).toEqual([
      [3, 'n5/bs-attack/range'],
      [-3, 'n5/cover/partial'],
    ]);
    expect(f2f.a.dice.map((d) => d.fateText)).toEqual([
      'cancelled by senku#1',
      'cancelled by senku#1',
      'cancelled by senku#1',
    ]);
    const odds = faceToFaceOdds({ edition: 'n5', active: { sv: 12, burst: 3 }, reactive: { sv: 11, burst: 1 } });
    if (f2f.odds.kind !== 'face-to-face') throw new Error('odds');
    expect(f2f.odds.winner).toEqual({
      count: String(winCount(odds.reactive)),
      total: '160000',
      p: probability(winCount(odds.reactive), odds.total),
    });
    expect(f2f.odds.outcome.count).toBe(
      String(odds.reactive.outcomes.find((o) => o.hits === 1 && o.crits === 0)?.count),
    );
  });

  it('gives a saving roll the distribution of its Wounds', async () => {
    const save = entries(await trailOf('examples/two-f2f-rolls.game.yaml')).find(
      (e) => e.kind === 'saving-roll' && e.trooper === 'fennec',
    );
    if (save?.kind !== 'saving-roll' || save.odds.kind !== 'wounds') throw new Error('no saving roll');
    // Two rolls (a Critical adds one), each wounding on 12..20 (9 faces): 1 Wound in 2·9·11 of 400.
    expect(save.odds.failFaces).toBe(9);
    expect(save.odds.distribution.map((d) => [d.wounds, d.count])).toEqual([
      [0, '121'],
      [1, '198'],
      [2, '81'],
    ]);
    expect(save.odds.outcome).toMatchObject({ count: '198', total: '400' });
  });

  it('a Normal Roll gets the odds of its exact outcome (Senku B misses with a 14)', async () => {
    const normal = entries(await trailOf('examples/f2f-and-normal-roll.game.yaml')).find(
      (e) => e.kind === 'normal-roll',
    );
    if (normal?.kind !== 'normal-roll' || normal.odds.kind !== 'normal') throw new Error('no Normal Roll');
    expect(normal.successes + normal.criticals).toBe(0);
    expect(normal.odds.outcome).toMatchObject({ count: '9', total: '20' });
    expect(normal.odds.anySuccess).toMatchObject({ count: '11', total: '20' });
  });

  it('renders only the asked Order with --order', async () => {
    const text = renderTrail(await trailOf('examples/f2f-1v1.game.yaml'), { order: 1 }).join('\n');
    expect(text).toMatch(/^Order 1 · Fennec Fusilier activates/m);
    expect(renderTrail(await trailOf('examples/f2f-1v1.game.yaml'), { order: 2 }).join('\n')).not.toMatch(/Order 1/);
  });
});
