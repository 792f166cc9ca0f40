/** Who hacked a Console: the player it counts for and the Specialist that hacked it. */
export interface ConsoleHack {
  readonly player: string;
  readonly by: string;
}

/** The Consoles of a mission as the events left them (rules/missions/consoles.ts). */
export interface ConsolesState {
  /** The mission's Consoles (the mission data). */
  readonly consoles: readonly string[];
  /** Console id → who hacked it last; a Console nobody hacked is absent. */
  readonly hacked: Readonly<Record<string, ConsoleHack>>;
}
