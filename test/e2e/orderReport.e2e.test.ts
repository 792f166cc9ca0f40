import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCommand } from '../../cli/commands/audit.ts';
import { recordedLog } from '../audit/recordedLog.ts';
import { fakeIo } from '../cli/fakeIo.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../support/chromiumBinary.ts';
import { tempDir } from '../support/tempDir.ts';

/** The Order report opened from disk in a real headless Chromium, JavaScript off, network refused. */
let browser: Browser;
let report: string;

beforeAll(async () => {
  const dir = tempDir('report-e2e');
  const log = join(dir, 'game.jsonl');
  writeFileSync(
    log,
    recordedLog('examples/f2f-1v1.game.yaml')
      .map((l) => `${l}\n`)
      .join(''),
  );
  report = join(dir, 'order-1.html');
  const io = fakeIo();
  if ((await auditCommand([log, '--order', '1', '--html', report], io)) !== 0) throw new Error(io.errs.join('\n'));
  browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: [...CHROMIUM_ARGS] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the Order report in a browser', () => {
  it('reads from disk with JavaScript disabled and fetches nothing: the account, the dice, the chart', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1200, height: 900 } });
    const requested: string[] = [];
    await context.route('**/*', async (route) => {
      requested.push(route.request().url());
      await (route.request().url().startsWith('file:') ? route.continue() : route.abort());
    });
    const page = await context.newPage();
    await page.goto(pathToFileURL(report).href);
    expect(requested).toEqual([pathToFileURL(report).href]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Order 1: Fennec Fusilier activates',
    );
    expect(await page.locator('main').isVisible()).toBe(true);
    expect(await page.getByText('Infinity N5').first().isVisible()).toBe(true);
    expect(await page.locator('.fingerprint').textContent()).toMatch(/^[0-9a-f]{64}$/);
    const fates = await page.locator('span.fate').allTextContents();
    expect(fates).toEqual(expect.arrayContaining(['cancelled by senku#1 (Senku)', 'hit', 'not saved: 15 > SV 11']));
    // The fates have colours of their own (not only words).
    /** The page's computed style, asked of the browser (the DOM's types are not the tests'). */
    type Styled = { getComputedStyle(e: unknown): { backgroundColor: string } };
    const colour = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el) => (globalThis as unknown as Styled).getComputedStyle(el).backgroundColor);
    expect(await colour('span.fate-hit')).not.toBe(await colour('span.fate-cancelled'));
    const active = page.locator('svg.chart g.state.active');
    expect(await active.count()).toBe(1);
    expect(await active.getAttribute('data-state-id')).toBe('order.resolution');
    const box = await active.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
    const link = page.getByRole('link', { name: 'n5/cover/partial', exact: true }).last();
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/infinitythewiki\.com\//);
    await context.close();
  });
});
