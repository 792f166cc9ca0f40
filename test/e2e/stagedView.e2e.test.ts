import * as E from 'fp-ts/lib/Either.js';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedGame } from '../../bench/generatedGame.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { createGameSession } from '../../machines/index.ts';
import { frameIndex, startViewer, type RunningViewer } from '../../viewer/index.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../support/chromiumBinary.ts';
import { tempDir } from '../support/tempDir.ts';

/**
 * A long log shown while it is read (cli/commands/view.ts serves its first stage, then updates the
 * viewer): in a real headless Chromium, the page says the log is still being read, then grows to
 * the whole log by itself and says so, leaving the reader where they were.
 */
let dir: string;
let events: readonly ArbiterEvent[];
let browser: BrowserContext;

beforeAll(async () => {
  const executablePath = await chromiumExecutable();
  dir = tempDir('e2e-staged');
  const { input, commands } = generatedGame(3, 7);
  const session = createGameSession(input, { runtime: 'compiled' });
  for (const command of commands(() => session.due())) if (E.isLeft(session.send(command))) throw new Error('refused');
  events = session.events;
  browser = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

interface PageWindow {
  readonly document: {
    getElementById(id: string): { readonly textContent: string | null; readonly max?: string } | null;
  };
}
const meta = () => (globalThis as unknown as PageWindow).document.getElementById('meta')?.textContent ?? '';

describe('arbiter view of a long log in Chromium, while it is read', () => {
  it('says the log is still being read, then shows every event once the viewer has them all', async () => {
    const shown = 200;
    let viewer: RunningViewer | null = null;
    try {
      viewer = await startViewer(frameIndex({ file: 'long.jsonl', events: events.slice(0, shown), warning: null }), 0, {
        loading: true,
      });
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(viewer.url);
      await page.waitForSelector('body.ready', { timeout: 20_000 });
      expect(await page.evaluate(meta)).toContain(`${shown} events so far (reading the rest of the log…)`);
      expect(await page.locator('#scrubber').getAttribute('max')).toBe(String(shown));

      viewer.update(frameIndex({ file: 'long.jsonl', events, warning: null }), undefined, false);
      // The page asks again every two seconds while the log is read.
      await page.waitForFunction(
        (n) => {
          const text = (globalThis as unknown as PageWindow).document.getElementById('meta')?.textContent ?? '';
          return !text.includes('reading') && text.includes(`${n} events`);
        },
        events.length,
        { timeout: 10_000 },
      );
      expect(await page.locator('#scrubber').getAttribute('max')).toBe(String(events.length));
      expect(
        await page.evaluate(() => (globalThis as unknown as { location: { hash: string } }).location.hash),
      ).not.toContain(`seq=${events.length}`);
      expect(errors).toEqual([]);
    } finally {
      await viewer?.close();
    }
  });
});
