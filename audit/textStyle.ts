/** How text is emphasised: ANSI colours on a terminal, nothing elsewhere (files, pipes, tests). */
export interface TextStyle {
  readonly strong: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly good: (s: string) => string;
  readonly bad: (s: string) => string;
  readonly warn: (s: string) => string;
}

const same = (s: string): string => s;

export const plainStyle: TextStyle = { strong: same, dim: same, good: same, bad: same, warn: same };

const ansi =
  (open: number, close: number) =>
  (s: string): string =>
    `\u001b[${open}m${s}\u001b[${close}m`;

export const ansiStyle: TextStyle = {
  strong: ansi(1, 22),
  dim: ansi(2, 22),
  good: ansi(32, 39),
  bad: ansi(31, 39),
  warn: ansi(33, 39),
};

/** The style for an output: colours only when it is a terminal. */
export const styleFor = (isTTY: boolean): TextStyle => (isTTY ? ansiStyle : plainStyle);
