import * as E from 'fp-ts/lib/Either.js';
import { existsSync } from 'node:fs';
import { importModule } from '../../viewer/index.ts';

/** The switches a headless Chromium needs in a container (no sandbox, no zygote, software GL). */
const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--no-zygote',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export const NO_BROWSER = 'no browser found: give --browser PATH (or set ARBITER_CHROMIUM or CHROME_PATH)';

/** A Chromium that `npm install` put here (the @sparticuz/chromium devDependency), or null: none installed. */
export const installedChromium = async (): Promise<string | null> => {
  try {
    const name = '@sparticuz/chromium';
    const m = (await importModule(name)) as { default: { executablePath(): Promise<string> } };
    return await m.default.executablePath();
  } catch {
    return null;
  }
};

/**
 * The browser `--pdf` prints with: `--browser PATH`, else ARBITER_CHROMIUM or CHROME_PATH, else an
 * installed @sparticuz/chromium (a development install), else none (NO_BROWSER). A path given that
 * is not a file is an error of its own, never a silent fallback.
 */
export const findBrowser = async (
  given: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  installed: () => Promise<string | null> = installedChromium,
): Promise<E.Either<string, string>> => {
  const named: readonly [string, string | undefined][] = [
    ['--browser', given],
    ['ARBITER_CHROMIUM', env['ARBITER_CHROMIUM']],
    ['CHROME_PATH', env['CHROME_PATH']],
  ];
  for (const [from, path] of named) {
    if (path === undefined || path === '') continue;
    return existsSync(path) ? E.right(path) : E.left(`no browser at ${path} (from ${from})`);
  }
  const found = await installed();
  return found === null ? E.left(NO_BROWSER) : E.right(found);
};

interface PdfPage {
  setContent(html: string, options: { waitUntil: 'load' }): Promise<void>;
  pdf(options: { format: string; printBackground: boolean }): Promise<Buffer>;
}
interface PdfBrowser {
  newPage(options: { javaScriptEnabled: boolean }): Promise<PdfPage>;
  close(): Promise<void>;
}
interface Playwright {
  chromium: { launch(options: { executablePath: string; args: string[]; headless: boolean }): Promise<PdfBrowser> };
}

/**
 * The report page printed to PDF by a headless Chromium driven through playwright-core (a
 * development dependency, imported only when --pdf asks for it), with scripts off: the page is
 * static. Left: why no PDF could be made.
 */
export const printPdf = async (html: string, browserPath: string): Promise<E.Either<string, Buffer>> => {
  let playwright: Playwright;
  try {
    const name = 'playwright-core';
    playwright = (await importModule(name)) as Playwright;
  } catch {
    return E.left('--pdf drives the browser with playwright-core, which is not installed: npm install playwright-core');
  }
  let browser: PdfBrowser | null = null;
  try {
    browser = await playwright.chromium.launch({
      executablePath: browserPath,
      args: [...CHROMIUM_ARGS],
      headless: true,
    });
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.setContent(html, { waitUntil: 'load' });
    return E.right(await page.pdf({ format: 'A4', printBackground: true }));
  } catch (e) {
    return E.left(
      `the browser at ${browserPath} could not print the report: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
  }
};
