// A child process of blockingWrite.test.ts: prints `chunks` numbered chunks of `size` bytes (newline
// included) through the process's own io, to stdout (`out`, or `bytes`: as UTF-8 through `outBytes`)
// or stderr (`err`), and says on the other stream when it starts and as each print returns.
import { processIo } from '../../cli/cliIo.ts';

const [chunks, size] = process.argv.slice(2, 4).map(Number) as [number, number];
const stream = process.argv[4] === 'err' ? 'err' : process.argv[4] === 'bytes' ? 'bytes' : 'out';
const io = processIo();
const tell = (s: string): boolean => (stream === 'err' ? process.stdout : process.stderr).write(s);
const filler = 'x'.repeat(size - 8);
tell('started\n');
for (let i = 0; i < chunks; i += 1) {
  const text = `${String(i).padStart(7, '0')}${filler}`;
  if (stream === 'bytes') io.outBytes?.(Buffer.from(`${text}\n`, 'utf8'));
  else io[stream](text);
  tell(`printed ${i}\n`);
}
