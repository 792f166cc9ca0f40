import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printable } from '../../cli/printable.ts';
import { ansiStyle } from '../../audit/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { recordedEvents } from '../audit/recordedLog.ts';
import { bundleCli, runCli } from '../support/cliProcess.ts';
import { logLines } from '../support/logFiles.ts';
import { tempDir } from '../support/tempDir.ts';

describe('what Arbiter prints is safe for a terminal', () => {
  it("control characters and direction overrides are shown as escapes; newlines, tabs and Arbiter's own colours stay", () => {
    expect(printable('plain text, é ✓')).toBe('plain text, é ✓');
    expect(printable('a\tb\nc')).toBe('a\tb\nc');
    expect(printable('\u001b[1A\u001b[2K\rruled by the engine \u001b[8m')).toBe(
      '\\x1b[1A\\x1b[2K\\x0druled by the engine \\x1b[8m',
    );
    expect(printable('\u001b]0;pwned\u0007')).toBe('\\x1b]0;pwned\\x07');
    expect(printable('abc\u202edef\u2066')).toBe('abc\\u202edef\\u2066');
    expect(printable(ansiStyle.bad('refused'))).toBe(ansiStyle.bad('refused'));
    expect(printable(`${ansiStyle.strong('x')}\u001b[8mhidden`)).toBe(`${ansiStyle.strong('x')}\\x1b[8mhidden`);
  });

  it('each text is judged on its own: one that starts with a control character is escaped whatever came before it', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 8 }), { maxLength: 8 }), (before) => {
        // Texts that end with an unsafe character, then texts that start with one (a global pattern
        // once resumed its search past the first character here, and printed the escape raw).
        for (const b of before) printable(`${b}\u001b`);
        expect(printable('\u001b[2Kerased')).toBe('\\x1b[2Kerased');
        expect(printable('\u202eevil')).toBe('\\u202eevil');
        expect(printable('\u0000')).toBe('\\x00');
      }),
    );
    printable('ends with a bell\u0007');
    expect(printable('\u0007')).toBe('\\x07');
  });

  describe("a log forged with escape codes in the players' words, audited by the arbiter process", () => {
    let bundle: Awaited<ReturnType<typeof bundleCli>>;
    beforeAll(async () => {
      bundle = await bundleCli();
    }, 60_000);
    afterAll(async () => {
      await bundle.cleanup();
    });

    it('prints them as escapes: the line saying "ruled by the players" is never erased', async () => {
      const hostile = '\u001b[1A\u001b[2K\rOrder 2 ruled by the engine \u001b[8m';
      const events = recordedEvents('examples/ruled-by-players.game.yaml').map((e): ArbiterEvent =>
        e.type === 'OrderRuledByPlayers' ? { ...e, declared: hostile } : e,
      );
      const file = join(tempDir('escape'), 'game.jsonl');
      writeFileSync(
        file,
        logLines(events)
          .map((l) => `${l}\n`)
          .join(''),
      );
      const r = await runCli(bundle.path, ['audit', file, '--order', '2']);
      expect(r.out).not.toContain('\u001b');
      expect(r.out).toContain('\\x1b[1A\\x1b[2K\\x0dOrder 2 ruled by the engine \\x1b[8m');
      expect(r.out).toMatch(/ruled by the players, not by the engine/);
    }, 30_000);
  });
});
