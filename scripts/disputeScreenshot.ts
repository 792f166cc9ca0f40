// The dispute view's screenshots in docs/: `arbiter view out/demo.jsonl` in headless Chromium at
// Order 22 (a Face to Face Roll, a Saving Roll and a Guts Roll) at the event that decided it, its first screen at 1280×800
// (docs/dispute-view.png) and at a phone's 390×844 (docs/dispute-view-phone.png), and a what-if run
// from the page on it (docs/dispute-what-if.png: the demo's own, a longer range).
// Run after `npm start` (which records out/demo.jsonl):
//   npx tsx scripts/disputeScreenshot.ts [out/demo.jsonl [ORDER]]
import * as E from 'fp-ts/lib/Either.js';
import { chromium } from 'playwright-core';
import type { OrderAccount } from '../audit/index.ts';
import { VERSION } from '../cli/version.ts';
import { orderReports, readViewedLog, startViewer } from '../viewer/index.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../test/support/chromiumBinary.ts';

const file = process.argv[2] ?? 'out/demo.jsonl';
const order = Number(process.argv[3] ?? 22);
const log = await readViewedLog(file);
if (E.isLeft(log)) throw new Error(`${file}: ${log.left}`);
const viewer = await startViewer(log.right, 0, { reports: orderReports(file, VERSION) });
// The event that decided the Order (its first roll): the statechart there, the dice and rulings so far.
const decided = ((await (await fetch(`${viewer.url}api/order-account?order=${order}`)).json()) as OrderAccount).decided
  .seq;
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: [...CHROMIUM_ARGS] });
try {
  for (const [path, width, height] of [
    ['docs/dispute-view.png', 1280, 800],
    ['docs/dispute-view-phone.png', 390, 844],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`${viewer.url}#order=${order}&seq=${decided}`);
    await page.waitForSelector(`#dispute[data-order="${order}"][data-ready="true"]`, { timeout: 60_000 });
    await page.screenshot({ path });
    await page.close();
  }
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${viewer.url}#order=${order}&seq=${decided}`);
  await page.waitForSelector(`#dispute[data-order="${order}"][data-ready="true"]`, { timeout: 60_000 });
  await page.getByText('What if… change one thing in this Order').click();
  await page.getByLabel(/^Change/).fill(`order:${order} range laxmee<->zhanshi2=17`);
  await page.getByRole('button', { name: 'Run the fork' }).click();
  await page.waitForSelector('#whatif-result[data-state="done"]', { timeout: 60_000 });
  await page.locator('#whatif').screenshot({ path: 'docs/dispute-what-if.png' });
} finally {
  await browser.close();
  await viewer.close();
}
