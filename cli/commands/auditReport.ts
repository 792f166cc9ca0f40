import * as E from 'fp-ts/lib/Either.js';
import { orderAccount, orderReportHtml, readLogLeniently, type AuditReport } from '../../audit/index.ts';
import { eventsInForce } from '../../events/index.ts';
import { formatLogError, writeFileAtomically } from '../../kernel/log/index.ts';
import { orderChartSvg } from '../../viewer/index.ts';
import { EXIT_OK, EXIT_PROBLEM, type CliIo } from '../cliIo.ts';
import { newFileMode } from '../logOutput.ts';
import { VERSION } from '../version.ts';

export interface ReportRequest {
  readonly log: string;
  readonly order: number;
  readonly out: string;
  readonly force: boolean;
}

/**
 * `arbiter audit LOG --order N --html FILE`: the Order's account as one static HTML page,
 * published through the log's safe write (temporary file made O_EXCL, fsync, link or rename;
 * an existing file is refused without --force and nothing is touched).
 */
export const writeOrderReport = async (report: AuditReport, r: ReportRequest, io: CliIo): Promise<number> => {
  const read = await readLogLeniently(r.log);
  if (E.isLeft(read)) {
    io.err(`arbiter audit: ${r.log}: ${read.left.message}`);
    return EXIT_PROBLEM;
  }
  const inForce = eventsInForce(read.right.records, (x) => x.event);
  const records = E.isRight(inForce) ? inForce.right.kept : read.right.records;
  const account = orderAccount(report, r.order, records);
  if (account === null) {
    io.err(`arbiter audit: ${r.log} has no Order ${r.order}`);
    return EXIT_PROBLEM;
  }
  const chartSvg = await orderChartSvg(account.decided.state, account.decided.steps);
  const html = orderReportHtml(account, { chartSvg, version: VERSION });
  const written = await writeFileAtomically(r.out, Buffer.from(html, 'utf8'), {
    force: r.force,
    protect: [r.log],
    mode: newFileMode(),
  });
  if (E.isLeft(written)) {
    io.err(
      `arbiter audit: ${formatLogError(written.left)}${written.left.kind === 'exists' ? ': give --force to replace it' : ''}`,
    );
    return EXIT_PROBLEM;
  }
  io.out(
    `wrote ${r.out}: Order ${r.order} of ${r.log} (fingerprint ${account.log.fingerprint.slice(0, 12)}), ${written.right.bytes} bytes`,
  );
  return EXIT_OK;
};
