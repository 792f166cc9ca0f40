/** How text is emphasised: ANSI colours when the output wants them (cli/colorWanted.ts), nothing elsewhere. */
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

/** The style for an output: colours only when asked for (a terminal, or FORCE_COLOR; cli/colorWanted.ts). */
export const styleFor = (colors: boolean): TextStyle => (colors ? ansiStyle : plainStyle);
