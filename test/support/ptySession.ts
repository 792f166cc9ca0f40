import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

/** Terminal colour and cursor sequences, taken out so that the screen can be searched as text. */
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[()][0-9A-Za-z]|\u001b[=>78]/g;

/**
 * A command run in a real pseudo-terminal (util-linux `script`, part of every Debian system), typed
 * into as a player would: the program sees a TTY, raw keys and all.
 */
export class PtySession {
  readonly #child: ChildProcessWithoutNullStreams;
  #screen = '';
  #seen = 0;
  readonly exited: Promise<number | null>;

  private constructor(child: ChildProcessWithoutNullStreams) {
    this.#child = child;
    child.stdout.on('data', (d: Buffer) => void (this.#screen += d.toString('utf8').replace(ANSI, '')));
    this.exited = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  }

  /** Runs `node ARGS…` in a 160×50 terminal; the shell prints the process id first (`PID:n`). */
  static start(node: readonly string[], cwd: string): PtySession {
    const quoted = node.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    const child = spawn('script', ['-qfec', `stty cols 160 rows 50; echo PID:$$; exec node ${quoted}`, '/dev/null'], {
      cwd,
      env: { ...process.env, TERM: 'xterm-256color', FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    return new PtySession(child);
  }

  /** Everything shown so far, as text. */
  get screen(): string {
    return this.#screen;
  }

  /** Waits until the screen, after what the last wait matched, shows `re`; returns the match. */
  async waitFor(re: RegExp, timeoutMs = 15000): Promise<RegExpMatchArray> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const rest = this.#screen.slice(this.#seen);
      const m = re.exec(rest);
      if (m !== null) {
        this.#seen += (m.index ?? 0) + m[0].length;
        return m;
      }
      if (Date.now() > until)
        throw new Error(`timed out waiting for ${String(re)}; the screen ends with:\n${this.#screen.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 40));
    }
  }

  /** Types keys, as a player would (one write per call). */
  async type(keys: string): Promise<void> {
    this.#child.stdin.write(keys);
    await new Promise((r) => setTimeout(r, 120));
  }

  /** The id of the program in the terminal (the shell `exec`s it). */
  async pid(): Promise<number> {
    const m = /PID:(\d+)/.exec(this.#screen) ?? (await this.waitFor(/PID:(\d+)/));
    return Number(m[1]);
  }

  /** kill -9 of the program (not of the terminal), as a crash or a pulled plug would. */
  async kill9(): Promise<void> {
    process.kill(await this.pid(), 'SIGKILL');
    await this.exited;
  }
}

export const ENTER = '\r';
export const DOWN = '\u001b[B';
