import { describeReadings } from './describeReadings.ts';
import type { Citation } from '../rules/citations/index.ts';
import { editionLabel } from '../rules/edition.ts';
import type { AuditOrder, AuditTrail, AuditTurn } from './auditEntry.ts';
import { type Namer } from './describeDeclaration.ts';
import { plainStyle, type TextStyle } from './textStyle.ts';
import { RULED_BY_PLAYERS } from './playersOutcomeText.ts';
import { plural } from './plural.ts';
import { possessive } from './possessive.ts';
import { entry } from './renderEntry.ts';
import { writer, type Line, type LineSink } from './trailWriter.ts';
import { renderMission, renderScoring } from './scoringLines.ts';
import type { ScoringLine } from './scoringEntry.ts';

export { formatChance } from './trailWriter.ts';

export interface TrailTextOptions {
  /** Only this Order (its Turn's heading included). */
  readonly order?: number;
  readonly style?: TextStyle;
}

const order = (line: Line, name: Namer, o: AuditOrder, style: TextStyle): void => {
  const activation = o.entries.find((e) => e.kind === 'activation');
  if (o.ruledBy === 'players')
    line(0, `${style.strong(`Order ${o.order} · ${name(o.trooper)} activates`)} — ${style.warn(RULED_BY_PLAYERS)}`);
  else line(0, style.strong(`Order ${o.order} · ${name(o.trooper)} activates`), activation?.citations ?? []);
  // Rulings after an Order's conclusion, but for a Fireteam cancelled between Orders, are the
  // Turn's States Phase (Stunned ending, Regeneration, Dogged troopers dying): logged under the
  // last Order's number, shown under the phase's heading.
  let concluded = false;
  for (const e of o.entries) {
    if (concluded && e.kind !== 'fireteam') {
      line(0, style.strong('States Phase · end of the Turn'));
      concluded = false;
    }
    entry(line, name, e, style);
    if (e.kind === 'conclusion') concluded = true;
  }
};

const turnHeading = (line: Line, name: Namer, t: AuditTurn, style: TextStyle): void => {
  line(0, style.strong(`Round ${t.round} · ${possessive(name(t.player))} Active Turn`));
  const p = t.pools;
  if (p === null) return;
  const parts = [
    ...p.regular.map((r) => `${r.group} ${plural(r.orders, 'Regular Order')}`),
    ...p.irregular.map((i) => `${name(i.trooper)} ${plural(i.orders, 'Irregular Order')}`),
    ...(p.tactical ?? []).map((i) => `${name(i.trooper)} ${plural(i.orders, 'Tactical Order')}`),
    ...(p.impetuous ?? []).map((i) => `${name(i.trooper)} ${plural(i.orders, 'Impetuous Order')}`),
    ...(p.lieutenant === null
      ? []
      : [`${name(p.lieutenant.trooper)} ${plural(p.lieutenant.orders, 'Lieutenant Order')}`]),
  ];
  const retreat = p.retreat === true ? ' — Retreat!' : '';
  line(
    2,
    `Order pools: ${parts.join('; ')}${retreat}${p.lossOfLieutenant ? ' — Loss of Lieutenant' : ''}`,
    p.citations,
  );
};

/** Gathers the rules cited by whatever it is shown (trail parts), each once: id, edition, title, source. */
export const citationCollector = () => {
  const seen = new Map<string, Citation>();
  const visit = (v: unknown): void => {
    if (typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) {
      const items: readonly unknown[] = v;
      for (let i = 0; i < items.length; i += 1) visit(items[i]);
      return;
    }
    const r = v as Readonly<Record<string, unknown>>;
    const id = r['id'];
    if (typeof id === 'string' && typeof r['source'] === 'string' && typeof r['title'] === 'string') {
      seen.set(id, r as unknown as Citation);
      // A rule cited: its id, edition, title and source hold no other rule.
      return;
    }
    for (const k in r) if (Object.hasOwn(r, k)) visit(r[k]);
  };
  return { visit, cited: (): readonly Citation[] => [...seen.values()] };
};

/** The rules a trail cites, each once: id, edition, title, source. */
export const citedRules = (trail: AuditTrail): readonly Citation[] => {
  const rules = citationCollector();
  rules.visit(trail.tokenBonuses ?? []);
  rules.visit(trail.deployment ?? []);
  rules.visit(trail.turns);
  rules.visit(trail.mission ?? []);
  rules.visit(trail.scoring ?? []);
  return rules.cited();
};

/** Troopers and players by the names their lists give them. */
export const trailNamer =
  (trail: { readonly names: AuditTrail['names']; readonly players?: AuditTrail['players'] | undefined }): Namer =>
  (id) =>
    trail.names[id] ?? trail.players?.[id] ?? id;

/** What the trail says before its first Turn: the title, the mission, Command Tokens over the usual, the deployment. */
export const writeTrailHeader = (line: Line, trail: Omit<AuditTrail, 'turns' | 'scoring'>, style: TextStyle): void => {
  const name = trailNamer(trail);
  line(
    0,
    style.strong(
      `Audit: ${trail.title}${trail.edition === null ? '' : ` — ${editionLabel(trail.edition)}`}${describeReadings(trail.readings)}`,
    ),
  );
  if (trail.mission !== undefined) renderMission(line, trail.mission, name);
  for (const b of trail.tokenBonuses ?? [])
    line(
      0,
      `${name(b.player)} has ${plural(b.tokens, 'more Command Token', 'more Command Tokens')} for the game`,
      b.citations,
    );
  for (const d of trail.deployment ?? []) line(0, d.text, d.citations);
};

/**
 * One Turn: its heading and Order pools, its Tactical Phase, its Orders (only `only` when given),
 * its end, and the rounds scored before the next Turn (`scoring`: those after it, up to the next).
 */
export const writeTurn = (
  out: LineSink,
  line: Line,
  name: Namer,
  t: AuditTurn,
  scoring: readonly ScoringLine[],
  style: TextStyle,
  only?: number,
): void => {
  const orders = t.orders.filter((o) => only === undefined || o.order === only);
  if (only !== undefined && orders.length === 0) return;
  out.push('');
  turnHeading(line, name, t, style);
  for (const e of t.tactical ?? []) entry(line, name, e, style);
  for (const o of orders) {
    out.push('');
    order(line, name, o, style);
  }
  if (only === undefined && t.ended !== null) {
    out.push('');
    line(
      0,
      `End of ${possessive(name(t.player))} Turn${t.ended.appointed === null ? '' : `: ${name(t.ended.appointed.trooper)} appointed Lieutenant`}`,
      t.ended.appointed?.citations ?? [],
    );
  }
  if (only === undefined)
    for (const s of scoring) {
      out.push('');
      renderScoring(line, name, s, style);
    }
};

/** The closing list of the rules cited, by id. */
export const writeRulesCited = (out: LineSink, rules: readonly Citation[], style: TextStyle): void => {
  out.push('', style.strong('Rules cited'));
  for (const c of [...rules].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    out.push(`  ${c.id} (${c.edition === 'all' ? 'all editions' : c.edition.toUpperCase()}): ${c.title} — ${c.source}`);
};

/** The audit trail as text: per Turn and Order, every line with its rules, then the rules cited. */
export const renderTrail = (trail: AuditTrail, options: TrailTextOptions = {}): string[] => {
  const out: string[] = [];
  writeTrail(trail, out, options);
  return out;
};

/** {@link renderTrail} line by line into `out`. */
export const writeTrail = (trail: AuditTrail, out: LineSink, options: TrailTextOptions = {}): void => {
  const style = options.style ?? plainStyle;
  const { line } = writer(style, out);
  const name = trailNamer(trail);
  writeTrailHeader(line, trail, style);
  const scoring = trail.scoring ?? [];
  for (const [ti, t] of trail.turns.entries()) {
    // The rounds scored and the game's end that come before the next Turn.
    const next = trail.turns[ti + 1]?.seq ?? Infinity;
    writeTurn(
      out,
      line,
      name,
      t,
      scoring.filter((x) => x.seq > t.seq && x.seq < next),
      style,
      options.order,
    );
  }
  const rules = citedRules(
    options.order === undefined
      ? trail
      : {
          ...trail,
          turns: trail.turns.map((t) => ({ ...t, orders: t.orders.filter((o) => o.order === options.order) })),
        },
  );
  writeRulesCited(out, rules, style);
};
