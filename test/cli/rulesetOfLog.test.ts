import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesetOfLog } from '../../cli/rulesetOfLog.ts';
import { tempDir } from '../support/tempDir.ts';

const firstLine = (dir: string, name: string, line: string): string => {
  const path = join(dir, name);
  writeFileSync(path, `${line}\n{"seq":2}\n`);
  return path;
};

describe('rulesetOfLog (the ruleset a log is of, from its first line)', () => {
  it('reads a first event that names a ruleset, spelled plainly or through escapes', async () => {
    const dir = tempDir('ruleset-of-log');
    expect(await rulesetOfLog(firstLine(dir, 'plain.jsonl', '{"seq":1,"event":{"ruleset":"necromunda-2018"}}'))).toBe(
      'necromunda-2018',
    );
    expect(
      await rulesetOfLog(firstLine(dir, 'escaped.jsonl', '{"seq":1,"event":{"\\u0072uleset":"necromunda-2018"}}')),
    ).toBe('necromunda-2018');
  });

  it('reads a first event that names none, or a line that is no record, as Infinity', async () => {
    const dir = tempDir('ruleset-of-log');
    expect(await rulesetOfLog(firstLine(dir, 'infinity.jsonl', '{"seq":1,"event":{"type":"GameStarted"}}'))).toBe(
      'infinity',
    );
    expect(await rulesetOfLog(firstLine(dir, 'other.jsonl', '{"seq":1,"event":{"ruleset":"chess"}}'))).toBe('infinity');
    expect(await rulesetOfLog(firstLine(dir, 'broken.jsonl', 'not json'))).toBe('infinity');
    expect(await rulesetOfLog(join(dir, 'missing.jsonl'))).toBe('infinity');
  });
});
