/** The types of Fireteam of an Army's Fireteams Chart. */
export type FireteamKind = 'core' | 'haris' | 'duo';
export const FIRETEAM_KINDS: readonly FireteamKind[] = ['core', 'haris', 'duo'];

/**
 * A Fireteam on the table: its type, Leader and members (the Leader among them), of one player's
 * Combat Group.
 */
export interface Fireteam {
  readonly id: string;
  readonly player: string;
  readonly kind: FireteamKind;
  readonly leader: string;
  /** Every member, the Leader first. */
  readonly members: readonly string[];
}

/** A Fireteam as an army list or a Command Token names it: the members, the Leader among them. */
export interface FireteamSpec {
  readonly id: string;
  readonly kind: FireteamKind;
  readonly leader: string;
  readonly members: readonly string[];
}

/** How many Fireteams of each type an Army may have on the table at once (its Fireteams Chart); absent: no limit. */
export type FireteamChart = Readonly<Partial<Record<FireteamKind, number>>>;

/** The sizes of each type (reading of the N5 types, docs/rulings.md "Fireteams"). */
export const FIRETEAM_SIZES: Readonly<Record<FireteamKind, { readonly min: number; readonly max: number }>> = {
  core: { min: 3, max: 5 },
  haris: { min: 3, max: 3 },
  duo: { min: 2, max: 2 },
};

/** The chart an Army uses when its list gives none (reading): one Core, one Haris, Duos without limit. */
export const DEFAULT_FIRETEAM_CHART: FireteamChart = { core: 1, haris: 1 };

/** The Fireteam a trooper is a member of, if any. */
export const fireteamOf = (teams: readonly Fireteam[], trooper: string): Fireteam | undefined =>
  teams.find((t) => t.members.includes(trooper));
