import { main } from '../../cli/main.ts';
import { fakeIo } from './fakeIo.ts';

/** `arbiter ARGS` run in this process: its exit code and what it wrote to stdout and stderr (lines joined). */
export const runArbiter = async (
  ...args: string[]
): Promise<{ readonly code: number; readonly out: string; readonly err: string }> => {
  const io = fakeIo();
  const code = await main(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};
