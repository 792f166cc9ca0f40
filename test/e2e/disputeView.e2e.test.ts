import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_NAME } from '../viewer/support/viewerLogs.ts';
import {
  ARTIFACTS,
  at,
  boxes,
  DESKTOP,
  PHONE,
  ready,
  startDisputeSession,
  type DisputeSession,
  type El,
  type PageWindow,
} from './support/disputeSession.ts';

/**
 * Issue 21 (items 1 and 5): a judge opens a recorded game in `arbiter view`, goes to the disputed
 * Order and reads it on the first screen, on a desktop or a phone, in a real headless Chromium.
 */
let s: DisputeSession;
beforeAll(async () => {
  s = await startDisputeSession();
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe('the dispute view in Chromium (issue 21)', () => {
  it('shows the Order first: every part of the dispute panel inside the first 1280×800 screen, for every Order of the game', async () => {
    const { page, problems, close } = await s.open(`${s.viewer.url}#order=${s.chosen}`);
    await ready(page, s.chosen);
    await at(page, s.span(s.chosen).first);
    const a = await s.account(s.chosen);
    expect(await page.locator('#dispute-title').textContent()).toBe(`Order ${s.chosen}: ${a.trooper} activates`);

    // Every part, each die and each rule link in the first screen (nothing to scroll to).
    const parts = [
      '#dispute-title',
      '[data-part="facts"]',
      '[data-part="step"]',
      '[data-part="trail"] li',
      '[data-part="roll"]',
      '[data-part="roll"] .sv-line',
      '.ddie',
      '[data-part="odds"]',
      '[data-part="citations"] a',
      '.dispute-json summary',
    ];
    for (const selector of parts) {
      const shown = await boxes(page, selector);
      expect(shown.length, selector).toBeGreaterThan(0);
      for (const [what, x, y, right, bottom] of shown) {
        expect([what, x >= 0, y >= 0, right <= DESKTOP.width, bottom <= DESKTOP.height]).toEqual([
          what,
          true,
          true,
          true,
          true,
        ]);
      }
    }

    // The rolls as dice with their fates in words, the odds of what happened, the rules as links.
    const rolls = a.entries.flatMap((e) => (e.roll === null ? [] : [e.roll]));
    expect(rolls.map((r) => r.kind)).toEqual(expect.arrayContaining(['face-to-face', 'saving-roll', 'guts-roll']));
    const dice = rolls.flatMap((r) => r.dice);
    expect(await page.locator('.ddie .fate-text').allTextContents()).toEqual(dice.map((d) => d.fateText));
    expect(
      await page
        .locator('.ddie')
        .evaluateAll((els) => els.map((e) => (e as unknown as { dataset: Record<string, string> }).dataset['fate'])),
    ).toEqual(dice.map((d) => d.fate));
    const odds = await page.locator('[data-part="odds"]').allTextContents();
    expect(odds.length).toBe(rolls.filter((r) => r.odds !== null || r.certain !== null).length);
    for (const o of odds)
      expect(o).toMatch(
        /^(This result had a \d+(\.\d+)?% \(.+\) chance; (it was the most likely outcome|the most likely was “.+”, .+)\.|Nothing was left to chance: .+\.)$/,
      );
    const cited = page.locator('[data-part="citations"] a');
    expect(await cited.allTextContents()).toEqual(a.citations.map((c) => c.id));
    expect(await cited.evaluateAll((els) => els.map((e) => (e as unknown as El).getAttribute('href')))).toEqual(
      a.citations.map((c) => c.url),
    );
    // The account as JSON only behind its disclosure.
    expect(await page.locator('.dispute-json pre').isVisible()).toBe(false);
    expect(await page.locator('#event').isVisible()).toBe(false);

    // The trooper cards: only the Order's, all of them one click away.
    const involved = s.span(s.chosen).involved;
    expect(
      (
        await page
          .locator('#troopers .trooper')
          .evaluateAll((els) => els.map((e) => (e as unknown as El).getAttribute('data-trooper-id')))
      ).sort(),
    ).toEqual([...involved].sort());
    const all = page.getByRole('button', { name: `Show all ${s.list.troopers.length} troopers` });
    expect(await all.getAttribute('aria-expanded')).toBe('false');
    await all.click();
    expect(await page.locator('#troopers .trooper').count()).toBe(s.list.troopers.length);
    expect(await page.locator('#all-troopers').getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: join(ARTIFACTS, 'dispute-desktop.png') });

    // Every Order of the game fits the first screen, not just this one.
    const tooTall: string[] = [];
    for (const { order } of s.list.orders) {
      await page.evaluate((n) => {
        (globalThis as unknown as PageWindow).location.hash = `#order=${n}`;
      }, order);
      await ready(page, order);
      const b = await page.locator('#dispute').boundingBox();
      if (b === null || b.y + b.height > DESKTOP.height)
        tooTall.push(`Order ${order}: ${b === null ? 'hidden' : b.y + b.height}`);
    }
    expect(tooTall).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('reads on a phone (390×844): one column, nothing wider than the screen, the Order and its first roll on the first screen', async () => {
    const { page, problems, close } = await s.open(`${s.viewer.url}#order=${s.chosen}`, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await ready(page, s.chosen);
    await page.screenshot({ path: join(ARTIFACTS, 'dispute-phone.png') });
    expect(
      await page.evaluate(() => (globalThis as unknown as PageWindow).document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    const columns = await page
      .locator('.dispute-grid')
      .evaluate((el) => (globalThis as unknown as PageWindow).getComputedStyle(el).gridTemplateColumns);
    expect(columns.split(' ').length).toBe(1);
    for (const [what, x, y, right, bottom] of await boxes(page, '#dispute-title')) {
      expect([what, x >= 0, y >= 0, right <= PHONE.width, bottom <= PHONE.height]).toEqual([
        what,
        true,
        true,
        true,
        true,
      ]);
    }
    expect(await page.locator('[data-part="roll"]').first().isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it("shows a hostile log's names in the dispute panel as text", async () => {
    const { page, problems, close } = await s.open(`${s.hostile.url}#order=1`);
    await ready(page, 1);
    expect(await page.locator('#dispute-title').textContent()).toBe(`Order 1: ${HOSTILE_NAME} activates`);
    expect(await page.locator('#dispute img').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
