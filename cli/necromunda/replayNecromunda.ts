import * as E from 'fp-ts/lib/Either.js';
import { formatLogError } from '../../kernel/index.ts';
import { necromundaRuleset } from '../../projections/necromunda/index.ts';
import { foldNecromundaLog } from './foldNecromundaLog.ts';
import { EXIT_OK, EXIT_PROBLEM, type CliIo } from '../cliIo.ts';
import { plural } from '../../audit/plural.ts';
import { necromundaSummary } from './necromundaSummary.ts';
import { owedStepWords } from '../../machines/necromunda/index.ts';

export interface NecromundaReplayOptions {
  /** The state after this event; the end when not given. */
  readonly seq: number | undefined;
  /** The state after this hit and what followed it (before the next hit is declared). */
  readonly hit?: number | undefined;
  readonly json: boolean;
}

/**
 * `arbiter replay` of a Necromunda log: the fighters, the vehicles and what is owed, folded from the log alone with Necromunda's one
 * evolve, every record verified as it is read (canonical form, hash, chain), at the end or after
 * event SEQ. No snapshot cache yet: a Necromunda log is folded from its start (a skirmish is short).
 */
/** The seq of the last event before hit N+1 is declared (the log's end when it is the last hit), or why not. */
const endOfHit = async (file: string, hit: number): Promise<number | string> => {
  const declared: number[] = [];
  let seq = 0;
  const read = await foldNecromundaLog(file, undefined, (e) => {
    seq += 1;
    if (e.type === 'HitDeclared') declared.push(seq);
  });
  if (typeof read === 'string') return read;
  if (E.isLeft(read)) return formatLogError(read.left.error);
  if (hit > declared.length) return `it has no hit ${hit} (its hits run from 1 to ${declared.length})`;
  return (declared[hit] ?? seq + 1) - 1;
};

export const replayNecromunda = async (file: string, o: NecromundaReplayOptions, io: CliIo): Promise<number> => {
  const to = o.hit === undefined ? o.seq : await endOfHit(file, o.hit);
  if (typeof to === 'string') {
    io.err(`arbiter replay: ${file}: ${to}`);
    return EXIT_PROBLEM;
  }
  const folded = await foldNecromundaLog(file, to);
  if (typeof folded === 'string') {
    io.err(`arbiter replay: ${file}: ${folded}`);
    return EXIT_PROBLEM;
  }
  if (E.isLeft(folded)) {
    io.err(`arbiter replay: ${file}: ${formatLogError(folded.left.error)}`);
    return EXIT_PROBLEM;
  }
  const r = folded.right;
  if (r.tornTail !== undefined) io.err(`warning: ${formatLogError(r.tornTail)}; it is not part of the log`);
  if (to !== undefined && r.lastSeq < to) {
    io.err(`arbiter replay: ${file} ends at event ${r.lastSeq}; there is no event ${to}`);
    return EXIT_PROBLEM;
  }
  const g = r.state;
  if (g === null) {
    io.err(`arbiter replay: ${file} holds no event`);
    return EXIT_PROBLEM;
  }
  if (o.json) {
    io.out(
      JSON.stringify(
        {
          log: file,
          ruleset: necromundaRuleset.id,
          seq: r.lastSeq,
          sealed: r.sealed,
          title: g.title,
          hitsResolved: g.hitsResolved,
          hitInProgress: g.hit === null ? null : { hit: g.hit.declared.hit, step: g.hit.step },
          fighters: g.fighters,
          vehicles: g.vehicles,
          owed: g.owed.map((o) => ({ ...o, words: owedStepWords(g, o) })),
          scrapClaimed: g.scrapClaimed,
        },
        null,
        2,
      ),
    );
    return EXIT_OK;
  }
  const end =
    o.hit !== undefined
      ? ` (hit ${o.hit} and what followed it)`
      : o.seq !== undefined
        ? ''
        : r.sealed
          ? ', the end of the sealed log'
          : ', the end of an open log (not sealed)';
  io.out(
    `${g.title} — after event ${r.lastSeq}${end} (${necromundaRuleset.id}, ${plural(g.hitsResolved, 'hit')} resolved)`,
  );
  for (const line of necromundaSummary(g)) io.out(line);
  return EXIT_OK;
};
