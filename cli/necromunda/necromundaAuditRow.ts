import * as E from 'fp-ts/lib/Either.js';
import type { GameAuditRow } from '../../audit/index.ts';
import { readjudicateNecromunda } from '../../audit/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import { formatLogError } from '../../kernel/index.ts';
import { NECROMUNDA_RULESET } from '../../rules/necromunda/index.ts';
import { foldNecromundaLog } from './foldNecromundaLog.ts';

/**
 * A Necromunda log's row of `arbiter audit DIR`: verified and folded with its own ruleset, then
 * re-adjudicated; its gangs (of fighters and vehicles) as the players, its hits in the Orders
 * column (`10 hits`: a Necromunda game has hits, not Orders), its logged events compared, its
 * differences, the logged command the engine refuses; nothing in a Necromunda log is ruled by the
 * players.
 */
export const necromundaAuditRow = async (path: string, game: string): Promise<GameAuditRow> => {
  const events: NecromundaEvent[] = [];
  const read = await foldNecromundaLog(path, undefined, (e) => events.push(e));
  const row = {
    game,
    ruleset: NECROMUNDA_RULESET,
    players: [] as string[],
    orders: 0,
    rulings: 0,
    differences: 0,
    ruledByPlayers: 0,
  };
  if (typeof read === 'string') return { ...row, problem: read };
  if (E.isLeft(read)) return { ...row, problem: formatLogError(read.left.error) };
  const start = events[0];
  if (start?.type !== 'NecromundaGameStarted') return { ...row, problem: 'the log has no game start' };
  const r = readjudicateNecromunda(events);
  const players = [...new Set([...start.fighters, ...start.vehicles].map((m) => m.gang))];
  const hits = events.filter((e) => e.type === 'HitResolved').length;
  const counted = { ...row, players, orders: hits, rulings: r.compared, differences: r.differences.length };
  if (!read.right.sealed)
    return { ...counted, problem: 'open (not sealed): the game may go on, or the log was cut short' };
  if (!r.agrees)
    return {
      ...counted,
      problem:
        r.refused === null
          ? `re-adjudication: ${r.differences.length} ${r.differences.length === 1 ? 'ruling differs' : 'rulings differ'} (arbiter audit ${game} lists them)`
          : `re-adjudication: the engine refuses the logged ${r.refused.command.type} (hit ${r.refused.hit}): ${r.refused.reason} [${r.refused.rule}]`,
    };
  return { ...counted, problem: null };
};
