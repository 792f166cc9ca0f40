/** What a benchmark reports: its name and lines of figures, printed by `npm run bench`. */
export interface BenchReport {
  readonly name: string;
  readonly lines: readonly string[];
}
