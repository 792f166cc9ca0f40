import type { CitationId } from '../citations/index.ts';
import { tokenLimitRefusal } from './strategicTokenEvents.ts';
import type { ArbiterEvent, EventOf } from '../events/index.ts';
import {
  afterCoherency,
  fireteamActivationRefusal,
  fireteamBonuses,
  fireteamCreationRefusal,
  fireteamBar,
  fireteamEditionRefusal,
  fireteamIntegrity,
  fireteamOf,
  levelOf,
  type Fireteam,
  type FireteamSpec,
} from '../fireteams/index.ts';
import { commandTokenCitation, type OrderKind } from '../orders/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { GameState } from '../state/index.ts';
import { trooperView, type TableView } from '../table/index.ts';
import { decided, type Decision } from './decision.ts';
import { memoLast2 } from './memoLast.ts';

const LEVEL: CitationId = 'n5/fireteams/level';

type Changed = EventOf<'FireteamChanged'>;

/** The team as an event carries it (its player apart). */
const teamOf = (f: Fireteam): Changed['fireteam'] => ({
  id: f.id,
  kind: f.kind,
  leader: f.leader,
  members: f.members,
});

/** The level of a team on this table and the names of its bonuses. */
const levelAndBonuses = (table: TableView, f: Fireteam): { readonly level: number; readonly bonuses: string[] } => {
  const level = levelOf(table, f.members);
  return { level, bonuses: fireteamBonuses(level).map((b) => b.bonus) };
};

/** A Fireteam formed with a Command Token: in the Tactical Phase of the player's Active Turn, with a token left. */
export const refuseFormFireteam = (c: GameState, spec: FireteamSpec): Refusal | null => {
  const player = c.activePlayer;
  if (player === null || !c.tacticalPhase || c.order !== null)
    return refuse(
      'a Fireteam is formed during the game in the Tactical Phase of its Active Turn, before the first Order',
      'n5/fireteams/creation',
    );
  if ((c.tokens[player] ?? 0) < 1)
    return refuse(`${player} has no Command Token left to form a Fireteam`, commandTokenCitation(c.edition));
  const limited = tokenLimitRefusal(c);
  if (limited !== null) return limited;
  const chart = c.armies.find((a) => a.player === player)?.fireteamChart;
  return fireteamCreationRefusal(c.table, player, chart, c.fireteams, spec);
};

/** The Fireteam formed with a Command Token: the team, its level, and the token spent. */
export const decideFormFireteam = memoLast2((c: GameState, spec: FireteamSpec): Decision =>
  decided(refuseFormFireteam(c, spec), () => {
    const player = c.activePlayer ?? '';
    const team: Fireteam = {
      id: spec.id,
      player,
      kind: spec.kind,
      leader: spec.leader,
      members: [spec.leader, ...spec.members.filter((m) => m !== spec.leader)],
    };
    return [
      {
        type: 'FireteamChanged',
        change: 'formed',
        player,
        fireteam: teamOf(team),
        ...levelAndBonuses(c.table, team),
        why: `${player} spends a Command Token to form Fireteam ${spec.kind} ${spec.id}`,
        commandTokensLeft: (c.tokens[player] ?? 0) - 1,
        citations: ['n5/fireteams/creation', commandTokenCitation(c.edition), LEVEL],
      },
    ];
  }),
);

/** A Fireteam Order, or why not (n5/fireteams/order). */
export const refuseFireteamOrder = (
  c: GameState,
  trooper: string,
  order: OrderKind | undefined,
  outOfCoherency: readonly string[],
): Refusal | null => fireteamActivationRefusal(c.table, c.fireteams, trooper, order, outOfCoherency);

/**
 * The Fireteam Order's events: the team led by the trooper the Order is spent on, the members it
 * activates (those out of Coherency leave it), its level and bonuses; cancelled when only its
 * Leader is left.
 */
export const fireteamOrderEvents = (
  c: GameState,
  order: number,
  leader: string,
  out: readonly string[],
): readonly ArbiterEvent[] => {
  const team = fireteamOf(c.fireteams, leader);
  if (team === undefined) return [];
  // Members already Isolated, Null or in Suppressive Fire (an Order ruled by the players may have
  // left them so) are out of the team when the Order is declared, before Coherency is measured.
  const barred = team.members.flatMap((m) => {
    const v = trooperView(c.table, m);
    const why = v === undefined ? 'is not on the table' : fireteamBar(v);
    return m === leader || why === null ? [] : [`${m} ${why}`];
  });
  const barredIds = team.members.filter((m) => barred.some((b) => b.startsWith(`${m} `)));
  const incoherent = out.filter((m) => !barredIds.includes(m));
  const after = afterCoherency(team, leader, [...barredIds, ...incoherent]);
  const given: Changed = {
    type: 'FireteamChanged',
    change: 'order',
    order,
    player: team.player,
    fireteam: teamOf(after),
    ...levelAndBonuses(c.table, after),
    why:
      `Fireteam Order: ${leader} leads Fireteam ${team.id}, activating ${after.members.join(', ')}` +
      (incoherent.length === 0 ? '' : `; ${incoherent.join(', ')} out of Coherency, left the team`) +
      (barred.length === 0 ? '' : `; ${barred.join(', ')} and left the team`),
    ...(incoherent.length === 0 ? {} : { left: incoherent }),
    citations: [
      'n5/fireteams/order',
      ...(incoherent.length === 0 ? [] : ['n5/fireteams/coherency' as const]),
      ...(barred.length === 0 ? [] : ['n5/fireteams/integrity' as const]),
      LEVEL,
    ],
  };
  if (after.members.length > 1) return [given];
  return [
    given,
    {
      type: 'FireteamChanged',
      change: 'cancelled',
      order,
      player: team.player,
      fireteam: teamOf(after),
      level: 1,
      why: `Fireteam ${team.id} is down to one member`,
      citations: ['n5/fireteams/integrity'],
    },
  ];
};

/** Fireteam Integrity at the end of an Order: members who left, teams cancelled, the new level. */
export const integrityEvents = (s: GameState, order: number): readonly ArbiterEvent[] =>
  fireteamIntegrity(s.table, s.fireteams).map((ch): Changed => ({
    type: 'FireteamChanged',
    change: ch.cancelled === null ? 'left' : 'cancelled',
    order,
    player: ch.team.player,
    fireteam: teamOf(ch.after),
    ...(ch.cancelled === null ? levelAndBonuses(s.table, ch.after) : { level: 1 }),
    why: [
      ...ch.left.map((l) => `${l.trooper} ${l.why} and leaves Fireteam ${ch.team.id}`),
      ...(ch.cancelled === null ? [] : [`Fireteam ${ch.team.id} is cancelled: ${ch.cancelled}`]),
    ].join('; '),
    ...(ch.left.length === 0 ? {} : { left: ch.left.map((l) => l.trooper) }),
    citations: [ch.citation, ...(ch.cancelled === null ? [LEVEL] : [])],
  }));

/** A Fireteam cancelled by its player between Orders (n5/fireteams/integrity): any team on the table. */
export const refuseCancelFireteam = (c: GameState, id: string): Refusal | null => {
  const edition = fireteamEditionRefusal(c.edition);
  if (edition !== null) return edition;
  if (c.order !== null)
    return refuse('a Fireteam is cancelled before an Order is spent, not during one', 'n5/fireteams/integrity');
  return c.fireteams.some((f) => f.id === id)
    ? null
    : refuse(`there is no Fireteam ${id} on the table`, 'n5/fireteams/integrity');
};

/** The Fireteam its player cancels: no Order or Command Token is spent. */
export const decideCancelFireteam = memoLast2((c: GameState, id: string): Decision =>
  decided(refuseCancelFireteam(c, id), () => {
    const team = c.fireteams.find((f) => f.id === id);
    return team === undefined
      ? []
      : [
          {
            type: 'FireteamChanged',
            change: 'cancelled',
            player: team.player,
            fireteam: teamOf(team),
            level: levelOf(c.table, team.members),
            why: `${team.player} cancels Fireteam ${team.id} before the next Order`,
            citations: ['n5/fireteams/integrity'],
          },
        ];
  }),
);

/**
 * A member given its Irregular Order or the Lieutenant Order leaves its Fireteam when the Order is
 * declared (n5/fireteams/integrity); the team is cancelled when it was the Leader or one member is left.
 */
export const ownOrderLeaveEvents = (c: GameState, order: number, trooper: string): readonly ArbiterEvent[] => {
  const team = fireteamOf(c.fireteams, trooper);
  if (team === undefined) return [];
  const members = team.members.filter((m) => m !== trooper);
  const after: Fireteam = { ...team, members };
  const cancelled =
    trooper === team.leader ? `its Leader ${trooper} left it` : members.length < 2 ? 'it is down to one member' : null;
  return [
    {
      type: 'FireteamChanged',
      change: cancelled === null ? 'left' : 'cancelled',
      order,
      player: team.player,
      fireteam: teamOf(after),
      ...(cancelled === null ? levelAndBonuses(c.table, after) : { level: 1 }),
      why: `${trooper} takes an Order of its own and leaves Fireteam ${team.id}${cancelled === null ? '' : `; Fireteam ${team.id} is cancelled: ${cancelled}`}`,
      left: [trooper],
      citations: ['n5/fireteams/integrity', ...(cancelled === null ? [LEVEL] : [])],
    },
  ];
};
