import sparticuz from '@sparticuz/chromium';

/**
 * A headless Chromium that `npm ci` installs: @sparticuz/chromium ships a self-contained build
 * (its own libraries and fonts, no system packages), unpacked to the temporary directory on first
 * use. Pinned at 147.0.0, the last release that runs on Node 20 (later ones need Node 22.17).
 */
export const chromiumExecutable = (): Promise<string> => sparticuz.executablePath();

/** The switches this build needs to run headless in a container (no sandbox, no zygote, software GL). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--no-zygote',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
