import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, ready, startDisputeSession, type DisputeSession } from './support/disputeSession.ts';

/** Issue 21 (item 3): a what-if on the current Order from the page, in a real headless Chromium. */
let s: DisputeSession;
beforeAll(async () => {
  s = await startDisputeSession();
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe('the dispute view in Chromium: what if (issue 21)', () => {
  it('runs one change to the Order on a fork and shows it beside the Order as logged, both with odds; a bad change is said in the page', async () => {
    const { page, problems, close } = await s.open(`${s.viewer.url}#order=${s.chosen}`);
    await ready(page, s.chosen);
    const a = await s.account(s.chosen);
    await page.getByText('What if… change one thing in this Order').click();
    await page.getByLabel('Start from').selectOption({ label: 'the dice' });
    const change = page.getByLabel(/^Change/);
    const logged = await change.inputValue();
    // The activated trooper's first roll as logged, every die changed to a 1.
    const m = /^order:(\d+) dice ([^:=\s]+):([a-z-]+)=(\d+(?:,\d+)*)$/.exec(logged);
    expect(m?.[1]).toBe(String(s.chosen));
    expect(m?.[2]).toBe(s.span(s.chosen).trooper);
    const faces = (m?.[4] ?? '').split(',');
    const first = a.entries.find((e) => e.roll?.dice.some((d) => d.roller === a.trooper))?.roll;
    expect(faces).toEqual(first?.dice.filter((d) => d.roller === a.trooper).map((d) => String(d.face)));
    await change.fill(`order:${s.chosen} dice ${m?.[2] ?? ''}:${m?.[3] ?? ''}=${faces.map(() => '1').join(',')}`);
    await page.getByRole('button', { name: 'Run the fork' }).click();
    await page.waitForSelector('#whatif-result[data-state="done"]', { timeout: 30_000 });

    const recorded = page.getByRole('region', { name: `Order ${s.chosen} as logged` });
    const forked = page.getByRole('region', { name: `Order ${s.chosen} what if` });
    expect(await recorded.locator('[data-part="roll"]').count()).toBeGreaterThan(0);
    expect(await forked.locator('[data-part="roll"]').count()).toBeGreaterThan(0);
    expect(await recorded.locator('[data-part="odds"]').first().textContent()).toMatch(/^This result had a /);
    expect(await forked.locator('[data-part="odds"]').first().textContent()).toMatch(/^This result had a /);
    const forkedFaces = await forked.locator('[data-part="roll"]').first().locator('.ddie .face').allTextContents();
    expect(forkedFaces.filter((f) => f === '1').length).toBeGreaterThanOrEqual(faces.length);
    expect(await page.locator('.whatif-notes li').first().textContent()).toMatch(/^change: Order \d+: .* dice /);
    await page.locator('#whatif').screenshot({ path: join(ARTIFACTS, 'dispute-what-if.png') });

    // A change the CLI would refuse is refused in the same words, in an alert.
    await change.fill(`order:${s.chosen} cover nobody`);
    await page.getByRole('button', { name: 'Run the fork' }).click();
    await page.waitForSelector('#whatif-result[data-state="error"]', { state: 'attached' });
    expect(await page.getByRole('alert').filter({ hasText: 'what-if' }).textContent()).toBe(
      'what-if: cover is TARGET<-ATTACKER=none|partial|total, not nobody',
    );
    // The browser reports the refused request itself; the page had nothing else to complain of.
    expect(problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await close();
  });
});
