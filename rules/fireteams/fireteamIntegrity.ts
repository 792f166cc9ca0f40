import type { CitationId } from '../citations/index.ts';
import { trooperView, type TableView } from '../table/index.ts';
import type { Fireteam } from './fireteam.ts';
import { fireteamBar } from './fireteamRequirements.ts';

/** What Fireteam Integrity does to one team: the members who leave it, and whether it is cancelled and why. */
export interface IntegrityChange {
  readonly team: Fireteam;
  /** The team after the members left (unchanged members when only cancelled). */
  readonly after: Fireteam;
  readonly left: readonly { readonly trooper: string; readonly why: string }[];
  readonly cancelled: string | null;
  readonly citation: CitationId;
}

/**
 * Fireteam Integrity (N5) checked on the table as it stands: each member that is Isolated, in a
 * Null State or in Suppressive Fire State (or gone from the table) leaves; the team is cancelled
 * when its Leader leaves it or when one member is left. Teams with nothing to change are not listed.
 */
export const fireteamIntegrity = (table: TableView, teams: readonly Fireteam[]): readonly IntegrityChange[] =>
  teams.flatMap((team): IntegrityChange[] => {
    const left = team.members.flatMap((m) => {
      const v = trooperView(table, m);
      const why = v === undefined ? 'is not on the table' : fireteamBar(v);
      return why === null ? [] : [{ trooper: m, why }];
    });
    const members = team.members.filter((m) => !left.some((l) => l.trooper === m));
    const leaderGone = left.find((l) => l.trooper === team.leader);
    const cancelled =
      leaderGone !== undefined
        ? `its Leader ${team.leader} ${leaderGone.why}`
        : members.length < 2
          ? `it is down to ${members.length === 1 ? 'one member' : 'no member'}`
          : null;
    if (left.length === 0 && cancelled === null) return [];
    return [{ team, after: { ...team, members }, left, cancelled, citation: 'n5/fireteams/integrity' }];
  });

/**
 * The team after members left it out of Coherency at a Fireteam Order: the rest, and whether it
 * is cancelled (down to one member).
 */
export const afterCoherency = (team: Fireteam, leader: string, out: readonly string[]): Fireteam => ({
  ...team,
  leader,
  members: [leader, ...team.members.filter((m) => m !== leader && !out.includes(m))],
});
