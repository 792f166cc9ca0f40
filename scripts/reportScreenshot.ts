// The report screenshot in docs/: `arbiter audit out/demo.jsonl --order 22 --html` opened from disk
// in headless Chromium with JavaScript off, at 1280×800, its first screen and its dice.
// Run after `npm start` (which records out/demo.jsonl):
//   node bin/arbiter.mjs audit out/demo.jsonl --order 22 --html out/order-22.html --force
//   npx tsx scripts/reportScreenshot.ts out/order-22.html
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '../test/support/chromiumBinary.ts';

const file = process.argv[2] ?? 'out/order-22.html';
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  await page.goto(pathToFileURL(resolve(file)).href);
  await page.screenshot({ path: 'docs/order-report.png' });
  const dice = await page.locator('h3', { hasText: 'Face to Face Roll' }).first().boundingBox();
  await page.screenshot({
    path: 'docs/order-report-dice.png',
    fullPage: true,
    clip: { x: 0, y: Math.max(0, (dice?.y ?? 0) - 16), width: 1280, height: 800 },
  });
} finally {
  await browser.close();
}
