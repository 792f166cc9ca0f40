// A child process of blockingWrite.test.ts: prints `chunks` numbered chunks of `size` bytes (newline
// included) through the process's own io, to stdout (`out`) or stderr (`err`), and says on the
// other stream when it starts and as each print returns.
import { processIo } from '../../cli/cliIo.ts';

const [chunks, size] = process.argv.slice(2, 4).map(Number) as [number, number];
const stream = process.argv[4] === 'err' ? 'err' : 'out';
const io = processIo();
const tell = (s: string): boolean => (stream === 'out' ? process.stderr : process.stdout).write(s);
const filler = 'x'.repeat(size - 8);
tell('started\n');
for (let i = 0; i < chunks; i += 1) {
  io[stream](`${String(i).padStart(7, '0')}${filler}`);
  tell(`printed ${i}\n`);
}
