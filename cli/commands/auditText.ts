import {
  renderReadjudication,
  whatIfLines,
  type AuditReport,
  type LineSink,
  type StreamedTrail,
  type TextStyle,
} from '../../audit/index.ts';
import { chunkedOut } from '../chunkedOut.ts';
import type { CliIo } from '../cliIo.ts';

export interface AuditTextOptions {
  readonly style: TextStyle;
  /** With a what-if, every ruling side by side, not only those that change. */
  readonly all: boolean;
  /** Only this Order. */
  readonly order?: number;
}

/**
 * `arbiter audit`'s text: the log's line (records, chain, seal, fingerprint), the steps taken
 * back, the trail (`trail` writes it into the sink it is given and returns the names it used),
 * the re-adjudication and the what-if. The trail goes out in chunks as it is written.
 */
export const printAuditText = (
  report: Omit<AuditReport, 'trail'>,
  trail: (out: LineSink) => StreamedTrail,
  io: CliIo,
  options: AuditTextOptions,
): void => {
  const { style, order } = options;
  const edited = report.warnings.filter((w) => w.kind !== 'torn-tail').length;
  const whole = report.sealed ? 'sealed' : style.bad('open (not sealed: the game may go on, or the log was cut short)');
  io.out(
    `log: ${report.log}, ${report.records} records, hash chain ${edited === 0 ? 'intact' : style.bad(`broken (${edited} ${edited === 1 ? 'line' : 'lines'}: see the warnings)`)}, ${whole}, fingerprint ${report.fingerprint.slice(0, 12)}`,
  );
  for (const r of report.retractions)
    io.out(
      `seq ${r.seq}: the players took back the step of seq ${r.voided[0] ?? '?'}${r.voided.length > 1 ? `–${r.voided[r.voided.length - 1] ?? '?'}` : ''} (undo while playing); those events are void and not audited`,
    );
  // A long game's trail is a million lines: written in chunks as it is made, never held whole.
  const out = chunkedOut(io);
  const names = trail(out);
  out.flush();
  io.out('');
  for (const l of renderReadjudication(report.readjudication, {
    style,
    name: (id) => names.names[id] ?? id,
    ...(order === undefined ? {} : { order }),
  }))
    io.out(l);
  if (report.whatIf !== null) {
    io.out('');
    // With --all, every ruling of a long game: written in chunks as its lines are made.
    const whatIf = chunkedOut(io);
    for (const l of whatIfLines(report.whatIf, { style, all: options.all, ...(order === undefined ? {} : { order }) }))
      whatIf.push(l);
    whatIf.flush();
  }
};
