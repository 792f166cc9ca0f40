import * as E from 'fp-ts/lib/Either.js';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameIndex, readViewedLog, startViewer, type RunningViewer } from '../../viewer/index.ts';
import type { ViewedLog } from '../../viewer/viewedLog.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../support/chromiumBinary.ts';
import { tempDir } from '../support/tempDir.ts';
import { recordExample } from '../viewer/support/viewerLogs.ts';
import { at, DESKTOP, type PageWindow } from './support/disputeSession.ts';

/**
 * Issue 22: the viewer follows a store's game as a table records it. The server side (the store's
 * subscription, the copy read again) is tested in test/cli/storeReadVerbs.test.ts; here, the page in
 * a real headless Chromium: a reader at the last event is taken to each new last event, the slider
 * and the count grow, and the new Orders can be reached.
 */
let browser: Browser;
let viewer: RunningViewer;
let whole: ViewedLog;
const SHOWN = 20;

beforeAll(async () => {
  const dir = tempDir('viewer-live');
  recordExample('examples/f2f-1v1.game.yaml', join(dir, 'game.jsonl'));
  const read = await readViewedLog(join(dir, 'game.jsonl'));
  if (E.isLeft(read)) throw new Error(read.left);
  whole = read.right;
  viewer = await startViewer({ ...whole, events: whole.events.slice(0, SHOWN) }, 0, { live: true });
  browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: [...CHROMIUM_ARGS] });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await viewer?.close();
});

describe('the viewer page on a game followed live (issue 22)', () => {
  it('shows the events appended while it is open; a reader at the end follows them', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    try {
      await page.goto(`${viewer.url}#seq=${SHOWN}`);
      await at(page, SHOWN);
      expect(await page.locator('#meta').textContent()).toContain(`${SHOWN} events (live)`);
      viewer.update(frameIndex(whole));
      const last = whole.events.length;
      await at(page, last);
      expect(await page.locator('#meta').textContent()).toContain(`${last} events (live)`);
      expect(await page.locator('#scrubber').getAttribute('max')).toBe(String(last));
      expect(
        await page.evaluate(() => (globalThis as unknown as PageWindow).document.body.dataset['last'] ?? null),
      ).toBe(String(last));
      await page.keyboard.press('Home');
      await at(page, 1);
      await page.keyboard.press('End');
      await at(page, last);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
