import { citation, isCitationId } from '../rules/citations/index.ts';
import type { Citation } from '../rules/citations/index.ts';
import { editionLabel } from '../rules/edition.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { accountRoll, type AccountRoll } from './accountRolls.ts';
import type { AuditEntry, AuditOrder } from './auditEntry.ts';
import type { AuditReport } from './auditLog.ts';
import type { Namer } from './describeDeclaration.ts';
import { describeReadings } from './describeReadings.ts';
import { entry } from './renderEntry.ts';
import { citedRules } from './renderTrail.ts';
import { renderReadjudication } from './renderReadjudication.ts';
import { plainStyle } from './textStyle.ts';

export type { AccountDie, AccountMod, AccountOdds, AccountRoll, AccountRoller } from './accountRolls.ts';

/** A rule the account cites: its id, edition, title in our words, and the public page it was read from. */
export interface AccountCitation {
  readonly id: string;
  readonly edition: string;
  readonly title: string;
  readonly url: string;
}

/** One line of the Order's trail in words, with the rules it cites (their ids). */
export interface AccountLine {
  readonly indent: number;
  readonly text: string;
  readonly citations: readonly string[];
}

/** One line of the trail (a declaration, a measurement, a ruling) as text, and, for a roll, the roll itself. */
export interface AccountEntry {
  /** The logged record it reads. */
  readonly seq: number;
  readonly kind: AuditEntry['kind'];
  readonly lines: readonly AccountLine[];
  /** A Face to Face, Normal, Saving or Guts Roll, with its MODs, dice, fates and odds (null: no roll). */
  readonly roll: AccountRoll | null;
}

/** Where the Order's statechart was when the Order was decided. */
export interface DecidedAt {
  /** The record of the deciding ruling (the first roll or template, or the Order's last step). */
  readonly seq: number;
  /** The order machine's active state then (`order.resolution`), as `arbiter machines --json` names it; null: none logged. */
  readonly state: string | null;
  /** The steps the Order went through, in order (state ids). */
  readonly steps: readonly string[];
}

/**
 * One Order of a log, told in full for a judge or the other player: the log it comes from (its
 * fingerprint, to compare copies), the edition, who activated, every line of the ruling trail
 * with its rules, each roll with its MODs, dice and fates and the odds of what happened next to
 * the likeliest outcome, the re-adjudication, and the rules cited with their public pages.
 * Plain data (JSON-serialisable), shown as HTML by `orderReportHtml` and, later, by the viewer.
 */
export interface OrderAccount {
  readonly kind: 'arbiter-order-account';
  readonly version: 1;
  readonly log: {
    readonly name: string;
    readonly fingerprint: string;
    readonly records: number;
    readonly sealed: boolean;
    /** Lines whose hash does not chain (edited by hand); 0: the chain is intact. */
    readonly brokenLines: number;
  };
  readonly title: string;
  readonly edition: 'n3' | 'n4' | 'n5' | null;
  readonly editionLabel: string;
  /** Rules corrected after printing that this game reads otherwise ('' when every correction applies). */
  readonly readings: string;
  readonly order: number;
  readonly round: number;
  readonly player: string;
  readonly trooper: string;
  readonly ruledBy: 'engine' | 'players';
  readonly decided: DecidedAt;
  /** Every line of the Order's trail, in log order. */
  readonly entries: readonly AccountEntry[];
  readonly readjudication: {
    /** Whether the engine, re-running the Order from the log, rules it as logged (true for an Order the players ruled, which is not re-run). */
    readonly agrees: boolean;
    readonly lines: readonly string[];
  };
  readonly citations: readonly AccountCitation[];
}

const DECIDING: ReadonlySet<AuditEntry['kind']> = new Set([
  'face-to-face',
  'normal-roll',
  'template-attack',
  'dodge',
  'players-ruling',
  'guts-roll',
]);

/** The steps of Order `order` (OrderStepEntered) and the one it was in when decided. */
const decidedAt = (
  o: AuditOrder,
  events: readonly { readonly seq: number; readonly event: ArbiterEvent }[],
): DecidedAt => {
  const steps = events.flatMap((r) =>
    r.event.type === 'OrderStepEntered' && r.event.order === o.order
      ? [{ seq: r.seq, state: `order.${r.event.step}` }]
      : [],
  );
  const conclusion = o.entries.find((e) => e.kind === 'conclusion')?.seq ?? Infinity;
  const deciding = o.entries.find((e) => DECIDING.has(e.kind))?.seq;
  const last = steps.filter((s) => s.seq < conclusion).at(-1);
  const seq = deciding ?? last?.seq ?? o.entries[0]?.seq ?? 0;
  return {
    seq,
    state: steps.filter((s) => s.seq <= seq).at(-1)?.state ?? null,
    steps: steps.map((s) => s.state),
  };
};

const linked = (c: Citation | string): AccountCitation | null => {
  const id = typeof c === 'string' ? c : c.id;
  if (!isCitationId(id)) return null;
  const full = citation(id);
  return {
    id,
    edition: full.edition === 'all' ? 'all editions' : full.edition.toUpperCase(),
    title: full.title,
    url: full.source,
  };
};

/**
 * The account of Order `order` of an audited log. `records` are the log's records in force (as
 * `auditLog` read them), for the statechart steps; the rest comes from the report. Null: no such Order.
 */
export const orderAccount = (
  report: AuditReport,
  order: number,
  records: readonly { readonly seq: number; readonly event: ArbiterEvent }[],
): OrderAccount | null => {
  const { trail } = report;
  const turn = trail.turns.find((t) => t.orders.some((o) => o.order === order));
  const o = turn?.orders.find((x) => x.order === order);
  if (turn === undefined || o === undefined) return null;
  const name: Namer = (id) => trail.names[id] ?? trail.players?.[id] ?? id;
  const entries = o.entries.map((e): AccountEntry => {
    const lines: AccountLine[] = [];
    const line = (indent: number, text: string, cs: readonly Citation[] = []): void => {
      lines.push({ indent, text, citations: cs.map((c) => c.id) });
    };
    entry(line, name, e, plainStyle);
    return { seq: e.seq, kind: e.kind, lines, roll: accountRoll(name, e) };
  });
  const rules = citedRules({ ...trail, turns: [{ ...turn, pools: null, tactical: [], orders: [o], ended: null }] });
  const readj = renderReadjudication(report.readjudication, { order, name }).slice(1);
  const differs =
    report.readjudication.differences.some((d) => d.order === order) ||
    report.readjudication.outcomeMismatches.some((m) => m.order === order) ||
    report.readjudication.refused !== null;
  return {
    kind: 'arbiter-order-account',
    version: 1,
    log: {
      name: report.log,
      fingerprint: report.fingerprint,
      records: report.records,
      sealed: report.sealed,
      brokenLines: report.warnings.filter((w) => w.kind !== 'torn-tail').length,
    },
    title: trail.title,
    edition: trail.edition,
    editionLabel: trail.edition === null ? 'edition unknown' : editionLabel(trail.edition),
    readings: describeReadings(trail.readings).replace(/^ \(read as: (.*)\)$/, '$1'),
    order,
    round: o.round,
    player: trail.players?.[o.player] ?? o.player,
    trooper: name(o.trooper),
    ruledBy: o.ruledBy,
    decided: decidedAt(o, records),
    entries,
    readjudication: { agrees: !differs, lines: readj.map((l) => l.trim()) },
    citations: [...rules].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).flatMap((c) => linked(c) ?? []),
  };
};
