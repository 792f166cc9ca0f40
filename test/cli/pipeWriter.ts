// A child process of blockingWrite.test.ts: prints `chunks` numbered chunks of `size` bytes (newline
// included) through the process's own io, and says on stderr when it starts and as each print returns.
import { processIo } from '../../cli/cliIo.ts';

const [chunks, size] = process.argv.slice(2).map(Number) as [number, number];
const io = processIo();
const filler = 'x'.repeat(size - 8);
process.stderr.write('started\n');
for (let i = 0; i < chunks; i += 1) {
  io.out(`${String(i).padStart(7, '0')}${filler}`);
  process.stderr.write(`printed ${i}\n`);
}
