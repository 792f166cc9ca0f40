/**
 * What the viewer's server serves of one log, whatever its ruleset: the few routes that differ
 * between rulesets (`/api/frame`, `/api/timeline`, `/api/machines`, `/api/orders`) come from here,
 * the rest of the server (page, assets, Host check, headers) is the same for every ruleset.
 * viewer/infinityViewModel.ts makes Infinity's, viewer/necromunda/necromundaViewModel.ts Necromunda's.
 */
export interface ViewModel {
  /** `infinity` or `necromunda-2018`. */
  readonly ruleset: string;
  /** The log's base name (the page never learns where it lives). */
  readonly file: string;
  /** The log's number of events. */
  readonly last: number;
  /** The frame after event `seq` (1 … last); null for a seq the log does not have. */
  frame(seq: number): unknown;
  /** The page of the timeline that starts at event `from` (1 … last). */
  timeline(from: number): unknown;
  /** The statecharts the page draws, by id (xstate's JSON). */
  machines(): unknown;
  /** The Orders' list (`/api/orders`); a ruleset without Orders gives an empty one. */
  orders(): unknown;
  /** The first Order of the log (the page without JavaScript offers it), or null. */
  firstOrder(): number | null;
}
