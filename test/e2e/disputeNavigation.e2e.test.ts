import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  at,
  DESKTOP,
  focused,
  ready,
  startDisputeSession,
  type DisputeSession,
  type PageWindow,
} from './support/disputeSession.ts';

/**
 * Issue 21 (items 1 and 5): going to the disputed Order by keyboard or by address, and reading it
 * with JavaScript off (the page, and the report it saves), in a real headless Chromium.
 */
let s: DisputeSession;
beforeAll(async () => {
  s = await startDisputeSession();
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe('the dispute view in Chromium: navigation and no JavaScript (issue 21)', () => {
  it('moves by event (←/→), by Order (PgUp/PgDn), to Order N (g), to a trooper (/); #order=N&seq=M follows the page and moves it', async () => {
    const [o1, o2, o3] = s.list.orders;
    if (o1 === undefined || o2 === undefined || o3 === undefined)
      throw new Error('the demo game has fewer than three Orders');
    const { page, problems, close } = await s.open(`${s.viewer.url}#order=${o2.order}`);
    await at(page, o2.first);
    await ready(page, o2.order);
    const hash = () => page.evaluate(() => (globalThis as unknown as PageWindow).location.hash);
    expect(await hash()).toBe(`#order=${o2.order}&seq=${o2.first}`);

    await page.keyboard.press('ArrowRight');
    await at(page, o2.first + 1);
    await page.keyboard.press('PageDown');
    await at(page, o3.first);
    await ready(page, o3.order);
    expect(await hash()).toBe(`#order=${o3.order}&seq=${o3.first}`);
    await page.keyboard.press('PageUp');
    await at(page, o2.first);
    await page.keyboard.press('PageUp');
    await at(page, o1.first);
    await page.keyboard.press('ArrowLeft');
    await at(page, o1.first - 1);

    // g: a labelled "Go to Order" field; Enter goes there.
    const target = s.list.orders[Math.min(4, s.list.orders.length - 1)] ?? o3;
    await page.keyboard.press('g');
    expect(await focused(page)).toBe('go-order');
    await page.keyboard.type(String(target.order));
    await page.keyboard.press('Enter');
    await at(page, target.first);
    await ready(page, target.order);
    expect(await focused(page)).not.toBe('go-order');
    await page.keyboard.press('g');
    await page.keyboard.type('999');
    await page.keyboard.press('Enter');
    expect(await page.locator('#find-status').textContent()).toBe(
      `This log has no Order 999 (its Orders: ${o1.order}–${s.list.orders.at(-1)?.order ?? ''}).`,
    );
    await page.keyboard.press('Escape');

    // /: a labelled trooper search; keys typed there are not commands; Enter goes to the trooper's next Order.
    const later = s.list.orders.find((o) => o.order > target.order && o.trooper !== null) ?? o1;
    const name = s.list.troopers.find((t) => t.id === later.trooper)?.name ?? '';
    const ids = new Set(s.list.troopers.filter((t) => t.name === name).map((t) => t.id));
    const next = s.list.orders.find((o) => o.order > target.order && o.involved.some((id) => ids.has(id)));
    await page.keyboard.press('/');
    expect(await focused(page)).toBe('find-trooper');
    await page.keyboard.type('g');
    expect(await focused(page)).toBe('find-trooper');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(name.toLowerCase());
    await page.keyboard.press('Enter');
    await at(page, next?.first ?? 0);
    expect(await page.locator('#find-status').textContent()).toMatch(
      new RegExp(
        `^${name.replace(/[()]/g, '\\$&')}: Order ${next?.order ?? ''} \\(\\d+ of \\d+ Orders that involve them\\)\\.$`,
      ),
    );
    await page.locator('#find-trooper').fill('Nobody at all');
    await page.keyboard.press('Enter');
    expect(await page.locator('#find-status').textContent()).toBe('No trooper of this game is called “Nobody at all”.');
    await page.keyboard.press('Escape');

    // Editing the address moves the page: an Order, then an event.
    await page.evaluate((n) => {
      (globalThis as unknown as PageWindow).location.hash = `#order=${n}`;
    }, o3.order);
    await at(page, o3.first);
    await ready(page, o3.order);
    await page.evaluate(() => {
      (globalThis as unknown as PageWindow).location.hash = '#seq=3';
    });
    await at(page, 3);
    expect(await hash()).toBe('#seq=3');
    expect(problems).toEqual([]);
    await close();
  });

  it("shows the Order without JavaScript (/?order=N), and the Order's saved report read from disk with JavaScript off", async () => {
    const a = await s.account(s.chosen);
    const { page, close } = await s.open(`${s.viewer.url}?order=${s.chosen}`, { javaScriptEnabled: false });
    expect(
      await page.getByRole('heading', { level: 1, name: `Order ${s.chosen}: ${a.trooper} activates` }).isVisible(),
    ).toBe(true);
    expect(await page.locator('.static-report span.fate').first().isVisible()).toBe(true);
    expect(await page.locator('.static-report').getByText('This result').first().isVisible()).toBe(true);
    expect(await page.locator('.controls').isVisible()).toBe(false);
    expect(await page.locator('#dispute').isVisible()).toBe(false);
    await page.screenshot({ path: join(ARTIFACTS, 'dispute-no-js.png') });
    // Another Order from the form, still without JavaScript.
    const other = s.list.orders.find((o) => o.order !== s.chosen) ?? s.span(s.chosen);
    await page.locator('#static-order').fill(String(other.order));
    await Promise.all([
      page.waitForURL(`**/?order=${other.order}`),
      page.getByRole('button', { name: 'Show' }).click(),
    ]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(new RegExp(`^Order ${other.order}: `));
    await close();

    // The report the page's link saves, sent to someone and opened from disk: no script, nothing fetched.
    const saved = join(s.dir, `order-${s.chosen}.html`);
    writeFileSync(
      saved,
      Buffer.from(await (await fetch(`${s.viewer.url}api/order-report?order=${s.chosen}`)).arrayBuffer()),
    );
    const context = await s.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const requested: string[] = [];
    await context.route('**/*', async (route) => {
      requested.push(route.request().url());
      await (route.request().url().startsWith('file:') ? route.continue() : route.abort());
    });
    const report = await context.newPage();
    await report.goto(pathToFileURL(saved).href);
    expect(requested).toEqual([pathToFileURL(saved).href]);
    expect(await report.getByRole('heading', { level: 1 }).textContent()).toBe(
      `Order ${s.chosen}: ${a.trooper} activates`,
    );
    expect(await report.locator('span.fate').count()).toBe(a.entries.flatMap((e) => e.roll?.dice ?? []).length);
    await context.close();
  });
});
