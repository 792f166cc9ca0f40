import type { AuditTrail, AuditTurn } from './auditEntry.ts';
import type { Namer } from './describeDeclaration.ts';
import { finishTrail } from './auditTrail.ts';
import { foldTrailByTurn } from './foldTrailByTurn.ts';
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
  let headed = false;
  // The last closed Turn, written once the next starts (the rounds scored before it are known then).
  let held: AuditTurn | null = null;
  let scoring: readonly ScoringLine[] = [];
  let name: Namer = (id) => id;
  const head = (trail: Omit<AuditTrail, 'turns' | 'scoring'>): void => {
    if (headed) return;
    headed = true;
    writeTrailHeader(line, trail, style);
    rules.visit(trail.tokenBonuses ?? []);
    rules.visit(trail.deployment ?? []);
    rules.visit(trail.mission ?? []);
  };
  const release = (nextSeq: number): void => {
    if (held === null) return;
    const t = held;
    const between = scoring.filter((x) => x.seq > t.seq && x.seq < nextSeq);
    writeTurn(out, line, name, t, between, style);
    rules.visit(t);
    held = null;
  };
  const trail = foldTrailByTurn(records, (t, at) => {
    scoring = at.scoring ?? [];
    name = trailNamer(at);
    head(finishTrail({ ...at, turns: [], turn: null, order: null }));
    release(t.seq);
    held = t;
  });
  scoring = trail.scoring ?? [];
  name = trailNamer(trail);
  head(trail);
  release(Infinity);
  rules.visit(scoring);
  writeRulesCited(out, rules.cited(), style);
  return { names: trail.names, ...(trail.players === undefined ? {} : { players: trail.players }) };
};
