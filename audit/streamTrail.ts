import type { AuditTurn } from './auditEntry.ts';
import { auditTrailProjection, finishTrail } from './auditTrail.ts';
import type { AuditRecord } from './readLogLeniently.ts';
import {
  citationCollector,
  trailNamer,
  writeRulesCited,
  writeTrailHeader,
  writeTurn,
  type TrailTextOptions,
} from './renderTrail.ts';
import type { ScoringLine } from './scoringEntry.ts';
import { plainStyle } from './textStyle.ts';
import { writer, type LineSink } from './trailWriter.ts';
import type { TrailState } from './trailState.ts';

/** What the trail's text needs after it is written: the names of troopers and players. */
export interface StreamedTrail {
  readonly names: Readonly<Record<string, string>>;
  readonly players?: Readonly<Record<string, string>>;
}

/**
 * The audit trail of the whole game as text, written Turn by Turn while the records are folded
 * (the same fold and the same lines as `auditTrail` then `writeTrail`): a Turn is written once
 * the next one starts, with the rounds scored in between, and let go, so that a long game's trail
 * is never held whole. Returns the names the game's lists give.
 */
export const streamTrail = (
  records: Iterable<AuditRecord>,
  out: LineSink,
  options: Omit<TrailTextOptions, 'order'> = {},
): StreamedTrail => {
  const style = options.style ?? plainStyle;
  const { line } = writer(style, out);
  const rules = citationCollector();
  let s: TrailState = auditTrailProjection.initial;
  let headed = false;
  // The last closed Turn, written once the next starts (the rounds scored before it are known then).
  let held: AuditTurn | null = null;
  let scoring: ScoringLine[] = [];
  const head = (): void => {
    if (headed) return;
    headed = true;
    writeTrailHeader(line, finishTrail({ ...s, turns: [], turn: null, order: null }), style);
    rules.visit(s.tokenBonuses ?? []);
    rules.visit(s.deployment ?? []);
    rules.visit(s.mission ?? []);
  };
  const release = (nextSeq: number): void => {
    if (held === null) return;
    const t = held;
    const between = scoring.filter((x) => x.seq > t.seq && x.seq < nextSeq);
    writeTurn(out, line, trailNamer(s), t, between, style);
    rules.visit(t);
    held = null;
  };
  const take = (turns: readonly AuditTurn[]): void => {
    for (const t of turns) {
      head();
      release(t.seq);
      held = t;
    }
  };
  for (const r of records) {
    s = auditTrailProjection.evolve(s, r);
    if (s.scoring !== undefined && s.scoring.length > scoring.length) scoring = [...s.scoring];
    if (s.turns.length > 0) {
      take(s.turns);
      s = { ...s, turns: [] };
    }
  }
  take(finishTrail(s).turns);
  head();
  release(Infinity);
  rules.visit(scoring);
  writeRulesCited(out, rules.cited(), style);
  return { names: s.names, ...(s.players === undefined ? {} : { players: s.players }) };
};
