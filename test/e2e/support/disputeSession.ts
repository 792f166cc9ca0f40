import * as E from 'fp-ts/lib/Either.js';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import type { OrderAccount } from '../../../audit/index.ts';
import { VERSION } from '../../../cli/version.ts';
import type { ArbiterEvent } from '../../../events/index.ts';
import {
  orderReports,
  readViewedLog,
  startViewer,
  type OrderList,
  type OrderSpan,
  type RunningViewer,
} from '../../../viewer/index.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../support/chromiumBinary.ts';
import { tempDir } from '../../support/tempDir.ts';
import { demoGameFile, recordExample, writeHostileLog } from '../../viewer/support/viewerLogs.ts';

/** The dispute view's browser tests (issue 21): the demo game and a hostile log served, one headless Chromium. */
export const ARTIFACTS = resolve('test-artifacts');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** The little of the page's DOM the in-page checks use (the project's type check has no DOM lib). */
export interface PageWindow {
  readonly location: { hash: string };
  readonly document: {
    readonly body: { readonly dataset: Readonly<Record<string, string | undefined>> };
    readonly documentElement: { readonly scrollWidth: number };
    readonly activeElement: { readonly id: string } | null;
  };
  getComputedStyle(e: unknown): {
    readonly color: string;
    readonly backgroundColor: string;
    readonly gridTemplateColumns: string;
  };
}

/** An element of the page, as the in-page checks read it. */
export interface El {
  readonly className: string;
  getAttribute(name: string): string | null;
  querySelector(selector: string): unknown;
}

/** A page of the session, with every console error and page error it met. */
export interface OpenPage {
  readonly page: Page;
  readonly problems: readonly string[];
  readonly close: () => Promise<void>;
}

export interface DisputeSession {
  readonly dir: string;
  readonly demo: readonly ArbiterEvent[];
  readonly viewer: RunningViewer;
  readonly hostile: RunningViewer;
  readonly browser: Browser;
  readonly list: OrderList;
  /** The first Order with a Face to Face Roll, a Saving Roll and a Guts Roll: the fullest kind of dispute. */
  readonly chosen: number;
  open(target: string, options?: BrowserContextOptions): Promise<OpenPage>;
  span(order: number): OrderSpan;
  account(order: number): Promise<OrderAccount>;
  close(): Promise<void>;
}

const serve = async (file: string): Promise<RunningViewer> => {
  const loaded = await readViewedLog(file);
  if (E.isLeft(loaded)) throw new Error(`${file}: ${loaded.left}`);
  return startViewer(loaded.right, 0, { reports: orderReports(file, VERSION) });
};

export const startDisputeSession = async (): Promise<DisputeSession> => {
  mkdirSync(ARTIFACTS, { recursive: true });
  const dir = tempDir('dispute-e2e');
  const demo = recordExample(demoGameFile(), join(dir, 'demo.jsonl'));
  writeHostileLog(join(dir, 'hostile.jsonl'));
  const viewer = await serve(join(dir, 'demo.jsonl'));
  const hostile = await serve(join(dir, 'hostile.jsonl'));
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: [...CHROMIUM_ARGS] });
  const list = (await (await fetch(`${viewer.url}api/orders`)).json()) as OrderList;
  const kinds = new Map<number, Set<string>>();
  for (const e of demo) {
    if ('order' in e && typeof e.order === 'number') kinds.set(e.order, (kinds.get(e.order) ?? new Set()).add(e.type));
  }
  const chosen =
    [...kinds].find(([, k]) =>
      ['FaceToFaceResolved', 'SavingRollResolved', 'GutsRollResolved'].every((t) => k.has(t)),
    )?.[0] ?? 1;
  return {
    dir,
    demo,
    viewer,
    hostile,
    browser,
    list,
    chosen,
    open: async (target, options = {}) => {
      const context = await browser.newContext({ viewport: DESKTOP, ...options });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      await page.goto(target);
      return { page, problems, close: () => context.close() };
    },
    span: (order) => {
      const s = list.orders.find((o) => o.order === order);
      if (s === undefined) throw new Error(`the demo game has no Order ${order}`);
      return s;
    },
    account: async (order) =>
      (await (await fetch(`${viewer.url}api/order-account?order=${order}`)).json()) as OrderAccount,
    close: async () => {
      await browser.close();
      await viewer.close();
      await hostile.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** Waits for the dispute panel to show Order `order`'s account. */
export const ready = (page: Page, order: number) =>
  page.waitForSelector(`#dispute[data-order="${order}"][data-ready="true"]`, { timeout: 30_000 });

/** Waits for the page to show event `seq`. */
export const at = (page: Page, seq: number) =>
  page.waitForFunction((n) => (globalThis as unknown as PageWindow).document.body.dataset['seq'] === String(n), seq, {
    timeout: 10_000,
  });

/** The id of the focused element. */
export const focused = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as PageWindow).document.activeElement?.id ?? null);

/** Each box of `selector` on the page, as [what, x, y, right, bottom]. */
export const boxes = async (page: Page, selector: string): Promise<[string, number, number, number, number][]> => {
  const all = page.locator(selector);
  const out: [string, number, number, number, number][] = [];
  for (let i = 0; i < (await all.count()); i++) {
    const b = await all.nth(i).boundingBox();
    if (b === null) throw new Error(`${selector} #${i} is not shown`);
    out.push([`${selector} #${i}`, b.x, b.y, b.x + b.width, b.y + b.height]);
  }
  return out;
};
