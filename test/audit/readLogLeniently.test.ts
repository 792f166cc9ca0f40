import * as E from 'fp-ts/lib/Either.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLogLeniently } from '../../audit/index.ts';
import { editEvent, recordedLog } from './recordedLog.ts';
import { tempDir } from '../support/tempDir.ts';

const EXAMPLE = 'examples/f2f-1v1.game.yaml';

describe('reading a log for an audit', () => {
  it('reads an intact log with no warnings, from a file or from lines', async () => {
    const lines = recordedLog(EXAMPLE);
    const dir = tempDir('lenient');
    const file = join(dir, 'log.jsonl');
    writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
    const progress: number[] = [];
    const fromFile = await readLogLeniently(file, { onProgress: (done, total) => progress.push(done / total) });
    const fromLines = await readLogLeniently(lines);
    expect(fromFile).toEqual(fromLines);
    // Every line but the last, the seal, is an event record.
    expect(E.isRight(fromFile) && fromFile.right.records.length).toBe(lines.length - 1);
    expect(E.isRight(fromFile) && fromFile.right.sealedAt).toBe(lines.length);
    expect(E.isRight(fromFile) && fromFile.right.warnings).toEqual([]);
    expect(progress[progress.length - 1]).toBe(1);
  });

  it('reads an edited line as it stands, with a warning naming the line', async () => {
    const edited = editEvent(
      recordedLog(EXAMPLE),
      (e) => e['type'] === 'HitsScored',
      (e) => {
        e['hits'] = 2;
      },
    );
    const r = await readLogLeniently(edited);
    if (E.isLeft(r)) throw new Error(r.left.message);
    const line = edited.findIndex((l) => l.includes('"hits":2')) + 1;
    expect(r.right.warnings).toEqual([
      {
        line,
        kind: 'edited',
        message: expect.stringMatching(new RegExp(`^line ${line}: .*the record was altered; read as it stands$`)),
      },
    ]);
    expect(r.right.records.find((x) => x.event.type === 'HitsScored')?.event).toMatchObject({ hits: 2 });
  });

  it('reads past a removed line (a seq gap) with a warning; the seal no longer matches, so the log is not read as sealed', async () => {
    const lines = recordedLog(EXAMPLE);
    const r = await readLogLeniently([...lines.slice(0, 5), ...lines.slice(6)]);
    if (E.isLeft(r)) throw new Error(r.left.message);
    expect(r.right.warnings).toEqual([
      expect.objectContaining({
        line: 6,
        kind: 'chain-broken',
        message: expect.stringMatching(/expected seq 6, found 7/),
      }),
      expect.objectContaining({
        line: lines.length - 1,
        kind: 'bad-seal',
        message: expect.stringMatching(/the seal says \d+ records came before it, but \d+ did/),
      }),
    ]);
    expect(r.right.sealedAt).toBeNull();
  });

  it('stops at a line that does not decode, saying where and what to do', async () => {
    const edited = editEvent(
      recordedLog(EXAMPLE),
      (e) => e['type'] === 'FaceToFaceResolved',
      (e) => {
        e['winner'] = 'fennec';
      },
    );
    const r = await readLogLeniently(edited);
    expect(E.isRight(r)).toBe(false);
    expect(E.isLeft(r) && r.left.message).toMatch(
      /^line \d+: event FaceToFaceResolved: field winner .*; the audit needs every event: restore that line/,
    );
  });

  it('stops at a line that is not JSON, and at a missing file', async () => {
    const lines = recordedLog(EXAMPLE);
    const r = await readLogLeniently([...lines.slice(0, 3), '{"seq": 4,', ...lines.slice(4)]);
    expect(E.isLeft(r) && r.left.message).toMatch(/^line 4, column \d+: not valid JSON/);
    const missing = await readLogLeniently('/nonexistent/log.jsonl');
    expect(E.isLeft(missing) && missing.left.message).toMatch(
      /cannot read \/nonexistent\/log.jsonl: .*; check the path/,
    );
  });

  it('drops a torn last line with a warning', async () => {
    const lines = recordedLog(EXAMPLE);
    const dir = tempDir('lenient');
    const file = join(dir, 'torn.jsonl');
    writeFileSync(file, `${lines.map((l) => `${l}\n`).join('')}{"event":{"type":"Tur`);
    const r = await readLogLeniently(file);
    if (E.isLeft(r)) throw new Error(r.left.message);
    expect(r.right.records).toHaveLength(lines.length - 1);
    expect(r.right.warnings).toEqual([expect.objectContaining({ kind: 'torn-tail', line: lines.length + 1 })]);
  });
});
