import * as E from 'fp-ts/lib/Either.js';
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArbiterEvent, EventOf } from '../../events/index.ts';
import { citation, isCitationId } from '../../rules/citations/index.ts';
import { describeFate } from '../../rules/dice/index.ts';
import { VERSION } from '../../cli/version.ts';
import { orderReports, readViewedLog, startViewer, type RunningViewer } from '../../viewer/index.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../support/chromiumBinary.ts';
import {
  demoGameFile,
  HOSTILE_NAME,
  HOSTILE_NOTE,
  HOSTILE_PLAYER,
  recordExample,
  writeHostileLog,
} from '../viewer/support/viewerLogs.ts';
import { tempDir } from '../support/tempDir.ts';

/** `arbiter view` in a real headless Chromium: the one `npm ci` installs (test/support/chromiumBinary.ts). */
const ARTIFACTS = resolve('test-artifacts');

let dir: string;
let demo: readonly ArbiterEvent[];
let demoViewer: RunningViewer;
let hostileViewer: RunningViewer;
let browser: BrowserContext;

const serve = async (file: string): Promise<RunningViewer> => {
  const loaded = await readViewedLog(file);
  if (E.isLeft(loaded)) throw new Error(`${file}: ${loaded.left}`);
  return startViewer(loaded.right, 0, { reports: orderReports(file, VERSION) });
};

beforeAll(async () => {
  const executablePath = await chromiumExecutable();
  mkdirSync(ARTIFACTS, { recursive: true });
  dir = tempDir('e2e');
  demo = recordExample(demoGameFile(), join(dir, 'demo.jsonl'));
  writeHostileLog(join(dir, 'hostile.jsonl'));
  demoViewer = await serve(join(dir, 'demo.jsonl'));
  hostileViewer = await serve(join(dir, 'hostile.jsonl'));
  browser = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath,
    headless: true,
    viewport: { width: 1600, height: 1000 },
    args: [
      ...CHROMIUM_ARGS,
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await demoViewer?.close();
  await hostileViewer?.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

/** A page with every console error, page error, dialog and request recorded. */
const open = async (viewer: RunningViewer) => {
  const page = await browser.newPage();
  const problems: string[] = [];
  const dialogs: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(viewer.url);
  await page.waitForSelector('body.ready', { timeout: 20_000 });
  return { page, problems, dialogs, requests };
};

/**
 * The little of the page's DOM the in-page checks use. The project's type check has no DOM lib
 * (the page's own JS is checked against the DOM in test/viewer/pageSources.test.ts), and the
 * page's CSP forbids evaluating strings, so in-page functions reach the DOM through this type.
 */
interface PageWindow {
  readonly document: {
    readonly title: string;
    readonly body: { readonly dataset: Readonly<Record<string, string | undefined>> };
    querySelectorAll(selector: string): ArrayLike<{ readonly attributes: ArrayLike<{ readonly name: string }> }>;
  };
}
const at = (page: Page, seq: number) =>
  page.waitForFunction((n) => (globalThis as unknown as PageWindow).document.body.dataset['seq'] === String(n), seq, {
    timeout: 10_000,
  });
const stepTo = async (page: Page, from: number, to: number): Promise<void> => {
  for (let n = from; n !== to;) {
    n += to > n ? 1 : -1;
    await page.keyboard.press(to > from ? 'ArrowRight' : 'ArrowLeft');
    await at(page, n);
  }
};
const activeState = async (page: Page, machine: string): Promise<(string | null)[]> => {
  const active = page.locator(`svg[data-machine="${machine}"] g.state.active`);
  return Promise.all(
    Array.from({ length: await active.count() }, (_, i) => active.nth(i).getAttribute('data-state-id')),
  );
};

describe('arbiter view in Chromium', () => {
  it('steps a recorded game to an Order and shows the active states, wounds, dice and rulings there', async () => {
    // The first wound of the game (after a Face to Face roll, if any), and what the log says about it.
    const wounds = demo.flatMap((e, i) => (e.type === 'WoundsInflicted' ? [{ seq: i + 1, e }] : []));
    const rolledIn = (order: number, seq: number) =>
      demo
        .slice(0, seq)
        .flatMap((e, i) =>
          (e.type === 'FaceToFaceResolved' || e.type === 'NormalRollResolved') && e.order === order
            ? [{ seq: i + 1, e }]
            : [],
        );
    const chosen =
      wounds.find((w) => rolledIn(w.e.order, w.seq).some((r) => r.e.type === 'FaceToFaceResolved')) ?? wounds[0];
    expect(chosen, `${basename(demoGameFile())} inflicts no wound`).toBeDefined();
    const target = chosen?.seq ?? 0;
    const wound = chosen?.e as EventOf<'WoundsInflicted'>;
    const step = demo
      .slice(0, target)
      .filter((e): e is EventOf<'OrderStepEntered'> => e.type === 'OrderStepEntered')
      .at(-1)?.step;
    const rolls = rolledIn(wound.order, target);
    const orderStart = demo.findIndex((e) => 'order' in e && e.order === wound.order) + 1;

    const { page, problems, requests } = await open(demoViewer);
    await at(page, 1);
    expect(await activeState(page, 'game')).toEqual(['game.between-turns']);
    expect(await activeState(page, 'order')).toEqual([]);
    // Before any Order there is no Order to save.
    const save = page.locator('#save-report');
    expect(await save.isVisible()).toBe(false);

    // Jump to the Order from the timeline, then step event by event with the arrow keys.
    await page.locator(`button[data-order="${wound.order}"]`).click();
    await at(page, orderStart);
    await stepTo(page, orderStart, target);

    expect(await activeState(page, 'game')).toEqual(['game.turn.order']);
    expect(await activeState(page, 'order')).toEqual([`order.${step ?? '?'}`]);
    expect(step).toBe('effects');
    const woundsShown = page.locator(`[data-trooper-id="${wound.trooper}"] .wounds-received`);
    expect(await woundsShown.getAttribute('data-wounds')).toBe(String(wound.total));
    expect(await woundsShown.textContent()).toBe(`wounds ${wound.total}`);
    expect(await page.locator('#timeline li.current .seq').textContent()).toBe(String(target));
    expect(await page.locator('#scrubber').inputValue()).toBe(String(target));

    // Every die of the Order's rolls, with its fate; every rule they cite, linked to its source.
    expect(rolls.length).toBeGreaterThan(0);
    for (const { seq, e } of rolls) {
      const card = page.locator(`#dice .roll[data-seq="${seq}"]`);
      for (const d of e.type === 'FaceToFaceResolved' ? [...e.a.dice, ...e.b.dice] : e.dice) {
        const die = card.locator(`[data-die="${d.id}"]`);
        expect(await die.locator('.face').textContent()).toBe(String(d.die.face));
        expect(await die.locator('.fate').textContent()).toBe(describeFate(d.fate));
      }
      for (const id of e.citations) {
        if (!isCitationId(id)) continue;
        const cited = page.locator('#ruling .citations a').filter({ hasText: new RegExp(`^${id}$`) });
        expect(await cited.getAttribute('href')).toBe(citation(id).source);
      }
    }
    await page.screenshot({ path: join(ARTIFACTS, 'viewer-e2e.png'), fullPage: true });

    // The current Order can be saved as its report: a labelled link (reachable by keyboard) to that Order's page.
    const link = page.getByRole('link', { name: 'Save this Order as a report' });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(`/api/order-report?order=${wound.order}`);
    expect(await link.getAttribute('data-order')).toBe(String(wound.order));
    expect(await link.getAttribute('download')).toBe('');
    expect(await link.getAttribute('tabindex')).toBeNull();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      link.focus().then(() => page.keyboard.press('Enter')),
    ]);
    expect(download.suggestedFilename()).toBe(`demo-order-${wound.order}.html`);
    await download.cancel();
    await at(page, target);

    // One step back, the wound is not there yet; the scrubber and End/Home move too.
    await page.keyboard.press('ArrowLeft');
    await at(page, target - 1);
    expect(await woundsShown.getAttribute('data-wounds')).toBe(String(wound.total - wound.wounds));
    await page.locator('#scrubber').focus();
    await page.keyboard.press('Home');
    await at(page, 1);
    await page.keyboard.press('ArrowRight');
    await at(page, 2);
    await page.locator('#timeline li.current').click();
    await page.keyboard.press('End');
    await at(page, demo.length);
    // The timeline comes in pages: the list now shows the last page, its last event current.
    expect(await page.locator('#timeline li.current .seq').textContent()).toBe(String(demo.length));
    expect(await activeState(page, 'game')).toEqual(['game.between-turns']);

    expect(problems).toEqual([]);
    const origin = new URL(demoViewer.url).origin;
    expect(requests.filter((u) => !u.startsWith(`${origin}/`))).toEqual([]);
    await page.close();
  });

  it("shows a hostile log's markup as text: no element or script injected, no dialog", async () => {
    const { page, problems, dialogs } = await open(hostileViewer);
    const last = Number(await page.locator('#scrubber').getAttribute('max'));
    const injected = () =>
      page.evaluate(() => {
        const d = (globalThis as unknown as PageWindow).document;
        return {
          images: d.querySelectorAll('img').length,
          scripts: d.querySelectorAll('script').length,
          handlers: Array.from(d.querySelectorAll('*')).filter((el) =>
            Array.from(el.attributes).some((a) => a.name.startsWith('on')),
          ).length,
          svgInHtml: d.querySelectorAll('svg:not(.chart)').length,
        };
      });
    for (let n = 1; n <= last; n++) {
      if (n > 1) {
        await page.keyboard.press('ArrowRight');
        await at(page, n);
      }
      expect(await injected(), `after event ${n}`).toEqual({ images: 0, scripts: 2, handlers: 0, svgInHtml: 0 });
    }
    expect(await page.locator('[data-trooper-id="fennec"] .trooper-name').textContent()).toBe(HOSTILE_NAME);
    expect(await page.locator('#title').textContent()).toBe(`${HOSTILE_NAME} vs ${HOSTILE_PLAYER}`);
    expect(await page.title()).toBe(`${HOSTILE_NAME} vs ${HOSTILE_PLAYER} — arbiter view`);
    const note = demoLine(await page.locator('#timeline .summary').allTextContents(), HOSTILE_NOTE);
    expect(note).toBe(`first skill: Move (${HOSTILE_NOTE})`);
    await page.screenshot({ path: join(ARTIFACTS, 'viewer-hostile.png'), fullPage: true });
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

const demoLine = (lines: readonly string[], containing: string): string | undefined =>
  lines.find((l) => l.includes(containing));
