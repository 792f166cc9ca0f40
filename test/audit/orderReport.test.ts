import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { auditLog, orderAccount, orderReportHtml, readLogLeniently, type OrderAccount } from '../../audit/index.ts';
import { orderChartSvg } from '../../viewer/index.ts';
import { recordedLog } from './recordedLog.ts';

const EXAMPLE = 'examples/f2f-1v1.game.yaml';

const accountOf = async (game: string, order: number): Promise<OrderAccount> => {
  const lines = recordedLog(game);
  const r = await auditLog(lines);
  const read = await readLogLeniently(lines);
  if (E.isLeft(r) || E.isLeft(read)) throw new Error('the example does not audit');
  const a = orderAccount(r.right, order, read.right.records);
  if (a === null) throw new Error(`no Order ${order}`);
  return a;
};

/** Every URL the page would load or link to. */
const urls = (html: string): string[] =>
  [...html.matchAll(/\b(?:href|src|action|data|poster)\s*=\s*"([^"]*)"/gi)].map((m) => m[1] ?? '');

describe('the account of one Order (arbiter audit --order N --html)', () => {
  it('is plain data: the log, the edition, the steps, each roll with MODs, dice, fates and odds, and the rules', async () => {
    const a = await accountOf(EXAMPLE, 1);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(a.log.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(a.log.sealed).toBe(true);
    expect(a.edition).toBe('n5');
    expect(a.player).toBe('PanOceania');
    expect(a.trooper).toBe('Fennec Fusilier');
    expect(a.decided.state).toBe('order.resolution');
    const f2f = a.entries.flatMap((e) => (e.roll?.kind === 'face-to-face' ? [e.roll] : []))[0];
    expect(f2f?.rollers.map((r) => [r.trooper, r.sv, r.mods.map((m) => m.value)])).toEqual([
      ['Fennec Fusilier', 12, [3, -3]],
      ['Senku', 11, [3, -3]],
    ]);
    expect(f2f?.dice.map((d) => [d.id, d.face, d.fate, d.fateText])).toEqual([
      ['fennec#1', 2, 'cancelled', 'cancelled by senku#1 (Senku)'],
      ['fennec#2', 4, 'cancelled', 'cancelled by senku#1 (Senku)'],
      ['fennec#3', 6, 'cancelled', 'cancelled by senku#1 (Senku)'],
      ['senku#1', 7, 'hit', 'hit'],
    ]);
    expect(f2f?.odds?.happened).toEqual({
      text: 'Senku keeps 1 hit',
      chance: { count: '22625', total: '160000', p: 22625 / 160000 },
    });
    expect(f2f?.odds?.likeliest?.text).toBe('Fennec Fusilier keeps 1 hit');
    const save = a.entries.flatMap((e) => (e.roll?.kind === 'saving-roll' ? [e.roll] : []))[0];
    expect(save?.dice.map((d) => [d.face, d.fate])).toEqual([[15, 'not saved']]);
    expect(a.entries.flatMap((e) => e.lines.map((l) => l.text))).toContain(
      'measured: cover of Senku against Fennec Fusilier: partial',
    );
    expect(a.readjudication.agrees).toBe(true);
    expect(a.citations.find((c) => c.id === 'n5/cover/partial')?.url).toMatch(/^https:\/\//);
  });

  it("names a die's success a hit only in an attack: a Dodge's or a Guts Roll's kept die is a success", async () => {
    const a = await accountOf('examples/demo.game.yaml', 22);
    const rolls = a.entries.flatMap((e) => (e.roll === null ? [] : [e.roll]));
    const f2f = rolls.find((r) => r.kind === 'face-to-face');
    expect(f2f?.dice.filter((d) => d.roller === 'Fusilier Laxmee' && d.fate === 'hit').map((d) => d.fateText)).toEqual([
      'hit',
      'hit',
    ]);
    const guts = rolls.find((r) => r.kind === 'guts-roll');
    expect(guts?.dice.map((d) => [d.face, d.fate, d.fateText])).toEqual([[8, 'hit', 'success']]);
  });

  it('as a static page shows the fingerprint, the edition, each die with its fate, the odds, the rules as links and the chart at the decided state', async () => {
    const a = await accountOf(EXAMPLE, 1);
    const html = orderReportHtml(a, { chartSvg: await orderChartSvg(a.decided.state, a.decided.steps) });
    expect(html).toContain(a.log.fingerprint);
    expect(html).toContain('Infinity N5');
    expect(html).toContain('PanOceania&#39;s Active Turn');
    for (const die of ['fennec#1', 'fennec#2', 'fennec#3'])
      expect(html).toMatch(
        new RegExp(`${die}</th>.*?<span class="fate fate-cancelled">cancelled by senku#1 \\(Senku\\)</span>`),
      );
    expect(html).toMatch(/senku#1<\/th>.*?<span class="fate fate-hit">hit<\/span>/);
    expect(html).toMatch(/<span class="fate fate-not-saved">not saved: 15 &gt; SV 11<\/span>/);
    expect(html).toContain('This result (“Senku keeps 1 hit”) had a 14.1% (22625 in 160000) chance.');
    expect(html).toContain('The most likely outcome, “Fennec Fusilier keeps 1 hit”, had 27.3% (43758 in 160000).');
    expect(html).toMatch(/<a href="https:\/\/infinitythewiki\.com[^"]*" rel="noreferrer">n5\/cover\/partial<\/a>/);
    expect(html).toMatch(/<svg class="chart"[^>]*role="img"/);
    expect(html).toMatch(/<g class="state atomic active" data-state-id="order\.resolution" aria-current="step">/);
    expect(html).toContain('<main>');
    // Static and self-contained: no script, no style sheet or image fetched, links only to the rules' sources.
    expect(html).not.toMatch(/<script|<link|<img|<iframe|<object|@import|url\((?!#)/i);
    const sources = new Set(a.citations.map((c) => c.url));
    for (const u of urls(html)) expect(u.startsWith('#') || sources.has(u.replaceAll('&amp;', '&')), u).toBe(true);
  });

  it('an Order the players ruled says so, cites no rule for it, and is not re-adjudicated', async () => {
    const lines = recordedLog('examples/ruled-by-players.game.yaml');
    const r = await auditLog(lines);
    const read = await readLogLeniently(lines);
    if (E.isLeft(r) || E.isLeft(read)) throw new Error('the example does not audit');
    const order = r.right.readjudication.ruledByPlayers[0]?.order ?? 0;
    const a = orderAccount(r.right, order, read.right.records);
    expect(a?.ruledBy).toBe('players');
    const html = a === null ? '' : orderReportHtml(a);
    expect(html).toContain('The players ruled this Order themselves');
    expect(html).not.toContain('<svg');
  });

  it('is null for an Order the log does not have', async () => {
    const lines = recordedLog(EXAMPLE);
    const r = await auditLog(lines);
    const read = await readLogLeniently(lines);
    if (E.isLeft(r) || E.isLeft(read)) throw new Error('the example does not audit');
    expect(orderAccount(r.right, 99, read.right.records)).toBeNull();
  });
});
