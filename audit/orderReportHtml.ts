import type { AccountCitation, AccountEntry, AccountLine, AccountRoll, OrderAccount } from './orderAccount.ts';
import type { AccountOdds, AccountRoller } from './accountRolls.ts';
import type { Chance } from './auditEntry.ts';
import { escapeHtml as x, tag } from './htmlText.ts';
import { plural } from './plural.ts';
import { possessive } from './possessive.ts';
import { REPORT_CSS } from './reportStyle.ts';

export interface ReportOptions {
  /** The order statechart as inline SVG, its decided state highlighted (viewer/reportChart.ts); omitted: no drawing. */
  readonly chartSvg?: string;
  /** The version of Arbiter that wrote the report. */
  readonly version?: string;
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : `\u2212${-n}`);

/** A chance for people: `14.1% (22,625 in 160,000)` (the counts while they stay short). */
const chanceText = (c: Chance): string => {
  const pct = c.p * 100;
  const text = pct === 0 || pct === 100 ? `${pct}%` : pct >= 0.1 ? `${pct.toFixed(1)}%` : `${pct.toPrecision(2)}%`;
  return c.total.length <= 12 ? `${text} (${c.count} in ${c.total})` : text;
};

const ruleLinks = (ids: readonly string[], known: ReadonlySet<string>): string =>
  ids.map((id) => (known.has(id) ? tag('a', { href: `#rule-${id.replaceAll('/', '-')}` }, x(id)) : x(id))).join(', ');

const facts = (a: OrderAccount): string => {
  const chain = a.log.brokenLines === 0 ? 'intact' : `broken (${plural(a.log.brokenLines, 'line')} edited by hand)`;
  const rows: [string, string][] = [
    ['Fingerprint', tag('code', { class: 'fingerprint' }, x(a.log.fingerprint))],
    ['Edition', x(a.editionLabel + (a.readings === '' ? '' : ` (read as: ${a.readings})`))],
    [
      'Log',
      x(
        `${a.log.name}: ${a.log.records} records, hash chain ${chain}, ${a.log.sealed ? 'sealed (a whole game)' : 'open (not sealed)'}`,
      ),
    ],
    ['Order', x(`${a.order}, Round ${a.round}, ${possessive(a.player)} Active Turn`)],
    ['Activated', x(a.trooper)],
    ['Ruled by', x(a.ruledBy === 'engine' ? 'the engine' : 'the players (not by the engine)')],
    [
      'Re-adjudication',
      tag(
        'span',
        { class: a.readjudication.agrees ? 'verdict-agrees' : 'verdict-differs' },
        x(a.readjudication.agrees ? 'the engine rules it as logged' : 'the engine rules it otherwise (see below)'),
      ),
    ],
  ];
  return tag('dl', { class: 'facts' }, rows.map(([k, v]) => `<dt>${x(k)}</dt><dd>${v}</dd>`).join(''));
};

const chart = (a: OrderAccount, svg: string | undefined): string => {
  const state = a.decided.state;
  const where =
    state === null
      ? 'The log records no statechart step for this Order.'
      : `The Order was decided in the order statechart\u2019s state ${tag('strong', {}, x(state))} (record ${a.decided.seq}); the steps it went through: ${x(a.decided.steps.join(' \u2192 '))}.`;
  return (
    `<section aria-labelledby="chart"><h2 id="chart">Where the Order was decided</h2><p>${where}</p>` +
    (svg === undefined
      ? ''
      : `<figure>${svg}<figcaption>The order statechart; the highlighted state is where the Order was decided, the shaded ones the steps it went through.</figcaption></figure>`) +
    '</section>'
  );
};

const roller = (r: AccountRoller, known: ReadonlySet<string>): string => {
  const mods = r.mods.map(
    (m) =>
      `<tr><td></td><td class="num">${x(signed(m.value))}</td><td>${x(m.reason)}</td><td class="rules">${ruleLinks([m.citation], known)}</td></tr>`,
  );
  return (
    `<tr><th scope="row">${x(r.trooper)}</th><td class="num">${x(`${r.attribute} ${r.base}`)}</td><td>${x(r.skill)}</td><td></td></tr>` +
    mods.join('') +
    `<tr><td></td><td class="num"><strong>SV ${r.sv}</strong></td><td>${x(
      `${r.uncapped === null ? '' : `MODs ${signed(r.uncapped)} capped`}${r.automaticFailure ? ' fails automatically: no die rolled' : ''}`,
    )}</td><td></td></tr>`
  );
};

const oddsText = (o: AccountOdds): string => {
  const likeliest =
    o.likeliest === null
      ? ''
      : o.likeliest.text === o.happened.text
        ? ' It was the most likely outcome.'
        : ` The most likely outcome, \u201c${o.likeliest.text}\u201d, had ${chanceText(o.likeliest.chance)}.`;
  return `This result (\u201c${o.happened.text}\u201d) had a ${chanceText(o.happened.chance)} chance.${likeliest} Also: ${o.details}.`;
};

const roll = (r: AccountRoll, known: ReadonlySet<string>): string => {
  const svs =
    r.rollers.length === 0 && r.mods.length === 0
      ? ''
      : `<table><caption>Success Values: each attribute and the MODs that built it</caption><thead><tr><th scope="col">Trooper</th><th scope="col">Value</th><th scope="col">Why</th><th scope="col">Rule</th></tr></thead><tbody>${r.rollers
          .map((rl) => roller(rl, known))
          .join('')}${r.mods
          .map(
            (m) =>
              `<tr><td>MOD to the roll</td><td class="num">${x(signed(m.value))}</td><td>${x(m.reason)}</td><td class="rules">${ruleLinks([m.citation], known)}</td></tr>`,
          )
          .join('')}</tbody></table>`;
  const dice =
    r.dice.length === 0
      ? '<p>No die was rolled.</p>'
      : `<table><caption>Dice and their fates</caption><thead><tr><th scope="col">Die</th><th scope="col">Rolled by</th><th scope="col">Face</th><th scope="col">Against</th><th scope="col">Read</th><th scope="col">Fate</th></tr></thead><tbody>${r.dice
          .map(
            (d) =>
              `<tr><th scope="row">${x(d.id)}</th><td>${x(d.roller)}</td><td class="num">${d.face}${d.result === d.face ? '' : ` (result ${d.result})`}</td><td class="num">${d.sv === 0 ? '' : `SV ${d.sv}`}</td><td>${x(d.read)}</td><td><span class="fate fate-${x(d.fate.replace(' ', '-'))}">${x(d.fateText)}</span></td></tr>`,
          )
          .join('')}</tbody></table>`;
  const odds =
    r.odds !== null
      ? `<p class="odds">${x(oddsText(r.odds))} <span class="rules">(${ruleLinks(r.odds.citations, known)})</span></p>`
      : r.certain === null
        ? ''
        : `<p class="odds">${x(`Nothing was left to chance: ${r.certain}.`)}</p>`;
  return `<h3>${x(r.title)} <small>(record ${r.seq}; ${ruleLinks(r.citations, known)})</small></h3>${svs}${dice}<p><strong>Result:</strong> ${x(r.result)}</p>${odds}`;
};

const lineRows = (lines: readonly AccountLine[], known: ReadonlySet<string>): string =>
  lines
    .map(
      (l) =>
        `<tr><td class="step">${x(`${'\u00a0'.repeat(Math.max(0, l.indent - 2))}${l.text}`)}</td><td class="rules">${ruleLinks(l.citations, known)}</td></tr>`,
    )
    .join('');

const TABLE_HEAD =
  '<table><thead><tr><th scope="col">What was declared, measured and ruled</th><th scope="col">Rules</th></tr></thead><tbody>';

/** The trail in log order: its lines in tables, each roll in full (MODs, dice, fates, odds) where it happened. */
const steps = (entries: readonly AccountEntry[], known: ReadonlySet<string>): string => {
  const parts: string[] = [];
  let rows: string[] = [];
  const flush = (): void => {
    if (rows.length > 0) parts.push(`${TABLE_HEAD}${rows.join('')}</tbody></table>`);
    rows = [];
  };
  for (const e of entries) {
    if (e.roll === null) {
      rows.push(lineRows(e.lines, known));
      continue;
    }
    flush();
    parts.push(roll(e.roll, known));
  }
  flush();
  return `<section aria-labelledby="steps"><h2 id="steps">The Order, step by step</h2>${parts.join('')}</section>`;
};

const rulesCited = (cs: readonly AccountCitation[]): string =>
  '<section aria-labelledby="rules"><h2 id="rules">Rules cited</h2><p>Each rule as we paraphrase it, with the public page it was read from.</p><ul>' +
  cs
    .map(
      (c) =>
        `<li id="rule-${x(c.id.replaceAll('/', '-'))}"><a href="${x(c.url)}" rel="noreferrer">${x(c.id)}</a> (${x(c.edition)}): ${x(c.title)}</li>`,
    )
    .join('') +
  '</ul></section>';

/**
 * The report's content without its page (no head, no style): the heading, the log and the Order,
 * the chart, the steps, the re-adjudication and the rules. The viewer shows it where JavaScript is off.
 */
export const orderReportBody = (a: OrderAccount, options: ReportOptions = {}): string => {
  const known = new Set(a.citations.map((c) => c.id));
  const heading = `Order ${a.order}: ${a.trooper} activates`;
  const players =
    a.ruledBy === 'players'
      ? '<p class="players">The players ruled this Order themselves (a skill the engine does not cover yet): the engine checked only that the agreed outcome fits the table, and cites no rule for it.</p>'
      : '';
  const body = [
    `<h1>${x(heading)}</h1>`,
    `<p class="lede">${x(`${a.title} \u2014 ${a.editionLabel}. An account of one Order from a recorded game, for the players and the judge: check it against your copy of the log (same fingerprint: arbiter verify GAME.jsonl).`)}</p>`,
    players,
    `<section aria-labelledby="log"><h2 id="log">The log and the Order</h2>${facts(a)}</section>`,
    chart(a, options.chartSvg),
    steps(a.entries, known),
    `<section aria-labelledby="readj"><h2 id="readj">Re-adjudication</h2><ul>${a.readjudication.lines.map((l) => `<li>${x(l)}</li>`).join('')}</ul></section>`,
    rulesCited(a.citations),
    `<footer>${x(`Written by arbiter audit --order ${a.order} --html${options.version === undefined ? '' : ` (Arbiter ${options.version})`} from the log with fingerprint ${a.log.fingerprint}.`)}</footer>`,
  ];
  return body.filter((b) => b !== '').join('\n');
};

/**
 * An Order's account as one self-contained, static HTML page: inline CSS, no script, nothing
 * fetched; the only links leaving the page are the cited rules' public sources.
 */
export const orderReportHtml = (a: OrderAccount, options: ReportOptions = {}): string => {
  const heading = `Order ${a.order}: ${a.trooper} activates`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Arbiter">
<title>${x(`${heading} \u2014 ${a.title}`)}</title>
<style>${REPORT_CSS}</style>
</head>
<body>
<main>
${orderReportBody(a, options)}
</main>
</body>
</html>
`;
};
