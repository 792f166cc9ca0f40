import * as E from 'fp-ts/lib/Either.js';
import { orderAccount, type AuditRecord, type AuditReport } from '../../audit/index.ts';
import {
  formatLogError,
  nodeLogFs,
  writableTarget,
  writeFileAtomically,
  type LogError,
} from '../../kernel/log/index.ts';
import { accountRecords, orderReportPage } from '../../viewer/index.ts';
import { EXIT_OK, EXIT_PROBLEM, type CliIo } from '../cliIo.ts';
import { newFileMode } from '../logOutput.ts';
import { VERSION } from '../version.ts';
import { findBrowser, printPdf } from './reportPdf.ts';

export interface ReportRequest {
  readonly log: string;
  readonly order: number;
  /** The HTML file to write, if any. */
  readonly html?: string;
  /** The PDF file to write, if any, printed by `browser` (cli/commands/reportPdf.ts). */
  readonly pdf?: string;
  readonly browser?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly force: boolean;
  /** The log's records in force, when the caller has read them already (else they are read from `log`). */
  readonly records?: readonly AuditRecord[];
}

const refusal = (e: LogError): string =>
  `arbiter audit: ${formatLogError(e)}${e.kind === 'exists' ? ': give --force to replace it' : ''}`;

/**
 * Why the report's files cannot be written, before any work is done (a long game's audit takes a
 * minute): a path that cannot take a file, the log itself, or a file already there without
 * --force; null when they can. The write checks again when it publishes.
 */
export const reportTargetsProblem = async (r: {
  readonly log: string;
  readonly html?: string | undefined;
  readonly pdf?: string | undefined;
  readonly force: boolean;
}): Promise<string | null> => {
  for (const out of [r.html, r.pdf]) {
    if (out === undefined) continue;
    const target = await writableTarget(nodeLogFs, out, [r.log], r.force);
    if (E.isLeft(target)) return refusal(target.left);
  }
  return null;
};

/** Publishes one file through the log's safe write; false (and said why) when it was refused. */
const publish = async (r: ReportRequest, out: string, bytes: Buffer, what: string, io: CliIo): Promise<boolean> => {
  const written = await writeFileAtomically(out, bytes, { force: r.force, protect: [r.log], mode: newFileMode() });
  if (E.isLeft(written)) {
    io.err(refusal(written.left));
    return false;
  }
  io.out(`wrote ${out}: ${what}, ${written.right.bytes} bytes`);
  return true;
};

/**
 * `arbiter audit LOG --order N --html FILE` / `--pdf FILE`: the Order's account as one static HTML
 * page, and the same page printed to PDF by a headless Chromium, each published through the log's
 * safe write (temporary file made O_EXCL, fsync, link or rename; an existing file is refused
 * without --force and nothing is touched). The PDF is printed before anything is written: with no
 * browser, no file is.
 */
export const writeOrderReport = async (report: AuditReport, r: ReportRequest, io: CliIo): Promise<number> => {
  // The records the audit read, when given: a long log is then neither read nor held twice.
  const records = r.records === undefined ? await accountRecords(r.log) : E.right(r.records);
  if (E.isLeft(records)) {
    io.err(`arbiter audit: ${r.log}: ${records.left}`);
    return EXIT_PROBLEM;
  }
  const account = orderAccount(report, r.order, records.right);
  if (account === null) {
    io.err(`arbiter audit: ${r.log} has no Order ${r.order}`);
    return EXIT_PROBLEM;
  }
  const html = await orderReportPage(account, VERSION);
  let pdf: Buffer | null = null;
  if (r.pdf !== undefined) {
    const browser = await findBrowser(r.browser, r.env ?? {});
    const printed = E.isLeft(browser) ? browser : await printPdf(html, browser.right);
    if (E.isLeft(printed)) {
      io.err(`arbiter audit: --pdf ${r.pdf}: ${printed.left}; nothing written`);
      return EXIT_PROBLEM;
    }
    pdf = printed.right;
  }
  const what = `Order ${r.order} of ${r.log} (fingerprint ${account.log.fingerprint.slice(0, 12)})`;
  if (r.html !== undefined && !(await publish(r, r.html, Buffer.from(html, 'utf8'), what, io))) return EXIT_PROBLEM;
  if (r.pdf !== undefined && pdf !== null && !(await publish(r, r.pdf, pdf, what, io))) return EXIT_PROBLEM;
  return EXIT_OK;
};
