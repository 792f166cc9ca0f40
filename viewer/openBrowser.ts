import { spawn } from 'node:child_process';

/**
 * Asks the desktop to open a URL in the default browser (open, start or xdg-open). Best effort:
 * where there is no desktop the URL printed by `arbiter view` is all there is, so failures are
 * reported to `onError` and nothing else.
 */
export const openBrowser = (url: string, onError: (message: string) => void): void => {
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
    child.on('error', (e) => onError(`could not open a browser (${cmd}: ${e.message})`));
    child.unref();
  } catch (e) {
    onError(`could not open a browser (${e instanceof Error ? e.message : String(e)})`);
  }
};
