import { describe, expect, it } from 'vitest';
import { auditTrail, renderTrail } from '../../audit/index.ts';
import type { AuditRecord } from '../../audit/readLogLeniently.ts';
import { streamTrail } from '../../audit/streamTrail.ts';
import { ansiStyle } from '../../audit/textStyle.ts';
import { gameExamples, recordedExample } from '../recording/recordedExamples.ts';

const recordsOf = (name: string): readonly AuditRecord[] =>
  recordedExample(name).map((event, i) => ({ seq: i + 1, line: i + 1, event }));

describe('audit/streamTrail: the trail written Turn by Turn is the text of the whole trail', () => {
  it.each(gameExamples())('%s: the same lines, plain and in colour, and the same names', (name) => {
    const records = recordsOf(name);
    const trail = auditTrail(records);
    for (const style of [undefined, ansiStyle]) {
      const lines: string[] = [];
      const streamed = streamTrail(records, lines, style === undefined ? {} : { style });
      expect(lines).toEqual(renderTrail(trail, style === undefined ? {} : { style }));
      expect(streamed.names).toEqual(trail.names);
      expect(streamed.players).toEqual(trail.players);
    }
  });

  it('a log cut mid-Order, mid-Turn or before any Turn is written as the whole trail writes it', () => {
    const records = recordsOf('n5-full-game.game.yaml');
    for (const cut of [1, 2, 7, Math.floor(records.length / 3), records.length - 5]) {
      const part = records.slice(0, cut);
      const lines: string[] = [];
      streamTrail(part, lines);
      expect(lines).toEqual(renderTrail(auditTrail(part)));
    }
  });
});
