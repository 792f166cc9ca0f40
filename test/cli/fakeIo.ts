import type { CliIo } from '../../cli/cliIo.ts';

/** A CliIo that keeps what a command wrote. */
export const fakeIo = (
  isTTY = false,
): CliIo & { readonly outs: string[]; readonly errs: string[]; out(s: string): void; err(s: string): void } => {
  const outs: string[] = [];
  const errs: string[] = [];
  return { outs, errs, out: (s) => void outs.push(s), err: (s) => void errs.push(s), isTTY };
};
