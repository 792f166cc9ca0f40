import * as E from 'fp-ts/lib/Either.js';
import { necromundaViewModel, openBrowser, readNecromundaLog, startViewer } from '../../viewer/index.ts';
import type { RunningViewer } from '../../viewer/index.ts';
import { EXIT_OK, EXIT_PROBLEM, type CliIo } from '../cliIo.ts';

/**
 * `arbiter view` of a Necromunda log: the same local server as Infinity's, given Necromunda's view
 * model (viewer/necromunda/): the hit statechart with its state at each event, the fighters, the
 * timeline and each hit's ruling. Served until `stopped` resolves (Ctrl-C).
 */
export const viewNecromunda = async (
  file: string,
  port: number,
  noOpen: boolean,
  io: CliIo,
  stopped: () => Promise<void>,
): Promise<number> => {
  const read = await readNecromundaLog(file);
  if (E.isLeft(read)) {
    io.err(`arbiter view: ${file}: ${read.left}`);
    return EXIT_PROBLEM;
  }
  if (read.right.warning !== null) io.err(`warning: ${read.right.warning}`);
  let viewer: RunningViewer;
  try {
    viewer = await startViewer(necromundaViewModel(read.right), port);
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    io.err(
      `arbiter view: cannot listen on 127.0.0.1:${port}: ${code === 'EADDRINUSE' ? 'the port is in use (try --port 0)' : e instanceof Error ? e.message : String(e)}`,
    );
    return EXIT_PROBLEM;
  }
  io.out(
    `arbiter view: ${read.right.file} (Necromunda, ${read.right.events.length} events) at ${viewer.url}  (Ctrl-C to stop)`,
  );
  if (!noOpen) openBrowser(viewer.url, (m) => io.err(`${m}; open ${viewer.url} yourself`));
  await stopped();
  await viewer.close();
  io.err('arbiter view: stopped');
  return EXIT_OK;
};
