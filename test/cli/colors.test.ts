import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { colorWanted } from '../../cli/colorWanted.ts';
import { auditCommand } from '../../cli/commands/audit.ts';
import { main } from '../../cli/main.ts';
import { recordedLog } from '../audit/recordedLog.ts';
import { tempDir } from '../support/tempDir.ts';
import { fakeIo } from './fakeIo.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const ESC = /\u001b\[/;

const exampleLog = (): string => {
  const file = join(tempDir('colors'), 'game.jsonl');
  writeFileSync(
    file,
    recordedLog('examples/f2f-1v1.game.yaml')
      .map((l) => `${l}\n`)
      .join(''),
  );
  return file;
};

/** Runs the built command on a pipe with only the colour variables given (and PATH). */
const runBuilt = async (args: readonly string[], env: Readonly<Record<string, string>>): Promise<string> => {
  const { stdout } = await promisify(execFile)(process.execPath, [join(ROOT, 'bin', 'arbiter.mjs'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', ...env },
  });
  return stdout;
};

describe('colours follow NO_COLOR and FORCE_COLOR, then whether the output is a terminal', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: 'true' }, false, true],
    [{ FORCE_COLOR: '3' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
    [{ FORCE_COLOR: 'false' }, true, false],
    [{ FORCE_COLOR: '' }, false, false],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
  ])('%j on a terminal: %s gives colours: %s', (env, isTTY, wanted) => {
    expect(colorWanted(env, isTTY)).toBe(wanted);
  });

  it('a terminal with NO_COLOR gets no escape codes; a pipe with FORCE_COLOR gets them (arbiter audit)', async () => {
    const log = exampleLog();
    const noColor = { ...fakeIo(true), color: false };
    expect(await auditCommand([log], noColor)).toBe(0);
    expect(noColor.outs.join('\n')).not.toMatch(ESC);
    const forced = { ...fakeIo(false), color: true };
    expect(await auditCommand([log], forced)).toBe(0);
    expect(forced.outs.join('\n')).toMatch(ESC);
  });

  it('the built command reads them from its environment: FORCE_COLOR=1 colours a pipe, NO_COLOR=1 does not', async () => {
    const log = exampleLog();
    expect(await runBuilt(['audit', log], { FORCE_COLOR: '1' })).toMatch(ESC);
    expect(await runBuilt(['audit', log], { NO_COLOR: '1' })).not.toMatch(ESC);
    expect(await runBuilt(['audit', log], {})).not.toMatch(ESC);
  });
});

describe('arbiter --version', () => {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { readonly version: string };

  it('prints the version of package.json and exits 0', async () => {
    const io = fakeIo();
    expect(await main(['--version'], io)).toBe(0);
    expect(io.outs).toEqual([version]);
    expect((await runBuilt(['--version'], {})).trim()).toBe(version);
  });
});
