import * as E from 'fp-ts/lib/Either.js';
import { join, resolve } from 'node:path';
import { main } from '../../../cli/main.ts';
import { readNecromundaLog, type NecromundaViewedLog } from '../../../viewer/index.ts';
import { fakeIo } from '../../cli/fakeIo.ts';

/** The Necromunda example (examples/necromunda-resolve-hits.game.yaml) recorded by `arbiter record` into `dir`, and read for viewing. */
export const recordNecromundaExample = async (
  dir: string,
): Promise<{ readonly file: string; readonly log: NecromundaViewedLog }> => {
  const file = join(dir, 'necromunda.jsonl');
  const io = fakeIo();
  const code = await main(['record', resolve('examples/necromunda-resolve-hits.game.yaml'), '-o', file, '--quiet'], io);
  if (code !== 0) throw new Error(`arbiter record failed: ${io.errs.join('\n')}`);
  const read = await readNecromundaLog(file);
  if (E.isLeft(read)) throw new Error(read.left);
  return { file, log: read.right };
};
