import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import { necromundaViewModel, startViewer, type RunningViewer } from '../../viewer/index.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../support/chromiumBinary.ts';
import { recordNecromundaExample } from '../viewer/support/necromundaLog.ts';
import { tempDir } from '../support/tempDir.ts';

/** `arbiter view` of a Necromunda log in a real headless Chromium. */
let dir: string;
let events: readonly NecromundaEvent[];
let viewer: RunningViewer;
let browser: BrowserContext;

beforeAll(async () => {
  const executablePath = await chromiumExecutable();
  dir = tempDir('e2e-necro');
  const { log } = await recordNecromundaExample(dir);
  events = log.events;
  viewer = await startViewer(necromundaViewModel(log), 0);
  browser = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath,
    headless: true,
    viewport: { width: 1600, height: 1000 },
    args: [...CHROMIUM_ARGS, '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await viewer?.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

/** The little of the page's DOM the in-page check uses (the project's type check has no DOM lib). */
interface PageWindow {
  readonly document: { readonly body: { readonly dataset: Readonly<Record<string, string | undefined>> } };
}
const at = (page: Page, seq: number) =>
  page.waitForFunction((n) => (globalThis as unknown as PageWindow).document.body.dataset['seq'] === String(n), seq, {
    timeout: 10_000,
  });
const activeState = async (page: Page): Promise<(string | null)[]> => {
  const active = page.locator('svg[data-machine="necromunda-hit"] g.state.active');
  return Promise.all(
    Array.from({ length: await active.count() }, (_, i) => active.nth(i).getAttribute('data-state-id')),
  );
};

describe('arbiter view of a Necromunda log in Chromium', () => {
  it('necromunda/resolve-hits/sequence: draws the hit statechart and, stepped with the arrow keys, highlights its state at each event', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(viewer.url);
    await page.waitForSelector('body.ready', { timeout: 20_000 });
    await at(page, 1);
    expect(await activeState(page)).toEqual(['necromunda-hit.awaiting-hit']);
    // Infinity's panels are hidden: no Orders, dispute, what-if, dice, order chart.
    for (const id of ['#dispute', '#whatif', '#go-form', '#find-form', '#dice', '#order-chart'])
      expect(await page.locator(id).isVisible(), id).toBe(false);
    expect(await page.locator('svg[data-machine="game"]').count()).toBe(0);

    // The second hit's wound roll got through: step to it with → and the machine is at the save roll.
    const wound = events.findIndex((e) => e.type === 'WoundRolled' && e.hit === 2 && e.success) + 1;
    expect(wound).toBeGreaterThan(1);
    for (let n = 2; n <= wound; n++) {
      await page.keyboard.press('ArrowRight');
      await at(page, n);
    }
    expect(await activeState(page)).toEqual(['necromunda-hit.save-roll']);
    expect(await page.locator('#active').textContent()).toContain('Hit 2 · owes the save roll');
    expect(await page.locator('#timeline li.current .seq').textContent()).toBe(String(wound));
    expect(await page.locator('#ruling').textContent()).toContain(`Hit 2, up to event ${wound}`);
    expect(await page.locator('#ruling .citations a').first().getAttribute('href')).toMatch(/^https:\/\//);
    const first = events[0];
    const fighters = first?.type === 'NecromundaGameStarted' ? first.fighters : [];
    expect(await page.locator('#troopers [data-fighter-id]').count()).toBe(fighters.length);
    mkdirSync(resolve('test-artifacts'), { recursive: true });
    await page.screenshot({ path: resolve('test-artifacts', 'necromunda-viewer-e2e.png'), fullPage: true });

    // The save (its hit resolved by the same command): routing, then awaiting the next hit.
    for (const [n, state] of [
      [wound + 1, 'necromunda-hit.routing'],
      [wound + 2, 'necromunda-hit.awaiting-hit'],
    ] as const) {
      await page.keyboard.press('ArrowRight');
      await at(page, n);
      expect(await activeState(page), `after event ${n}`).toEqual([state]);
    }
    await page.keyboard.press('Home');
    await at(page, 1);
    expect(await activeState(page)).toEqual(['necromunda-hit.awaiting-hit']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('necromunda/out-of-action/wrecked: after a wreck the page shows the statechart at the Lasting rolls, what is owed in order, the vehicle cards and the group "After hit 8"', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    const owed =
      events.findIndex((e) => e.type === 'ConsequencesOwed' && e.owed.some((o) => o.kind === 'thrown-clear')) + 1;
    expect(owed).toBeGreaterThan(1);
    await page.goto(`${viewer.url}#seq=${owed}`);
    await page.waitForSelector('body.ready', { timeout: 20_000 });
    await at(page, owed);
    expect(await activeState(page)).toEqual(['necromunda-hit.lasting-rolls']);
    expect(await page.locator('#active').textContent()).toContain('next: the crew Lasting Injury roll of Ore Rig');
    expect(await page.locator('#active .owed-steps li').allTextContents()).toEqual([
      'the crew Lasting Injury roll of Ore Rig',
      'Lasting Damage roll 1 of 1 of Ore Rig',
      'Dozer Thrown Clear of Ore Rig',
      'the Nerve check around Ore Rig (Out of Action: distances of its friends)',
    ]);
    expect(await page.locator('#troopers [data-vehicle-id]').count()).toBe(2);
    expect(await page.locator('#troopers [data-vehicle-id="rig"]').textContent()).toContain(
      'Wrecked: a flimsy structure',
    );
    expect(await page.locator('#troopers [data-fighter-id="dozer"] .badge.aboard').textContent()).toBe(
      'aboard Ore Rig (crew)',
    );
    expect(await page.locator('#ruling').textContent()).toContain(
      `After hit 8 (what the page calls for next), up to event ${owed}`,
    );
    expect(await page.locator('#timeline button[data-after="8"]').textContent()).toBe('After hit 8');
    await page.screenshot({ path: resolve('test-artifacts', 'necromunda-viewer-wreck-e2e.png'), fullPage: true });
    await page.keyboard.press('End');
    await at(page, events.length);
    expect(await page.locator('#troopers [data-fighter-id="sable"] .lasting').textContent()).toBe(
      'Lasting Injuries: Grievous Injury',
    );
    expect(await page.locator('#troopers [data-vehicle-id="hauler"] .badge.smoke').textContent()).toBe(
      'Smoke blasts 2',
    );
    expect(problems).toEqual([]);
    await page.close();
  });
});
