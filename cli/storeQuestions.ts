import * as E from 'fp-ts/lib/Either.js';
import { auditGameRow, readLogLeniently } from '../audit/index.ts';
import { declaredText, outcomeSummary } from '../audit/playersOutcomeText.ts';
import { eventsInForce, type ArbiterEvent } from '../events/index.ts';

/** One answer of a question: a row, its values by column. */
export type QueryAnswer = Readonly<Record<string, string | number>>;

/** What a game answers: its rows, and a warning when its log does not verify (its rows still given). */
export interface GameAnswers {
  readonly answers: readonly QueryAnswer[];
  readonly warning: string | null;
}

/** An organiser's question, answered game by game from the events in force. */
export interface StoreQuestion {
  /** One line for the help. */
  readonly about: string;
  /**
   * The event types whose games may answer (the store names those games by SQL, and only they are
   * read); null: every game of the round is read.
   */
  readonly types: readonly ArbiterEvent['type'][] | null;
  readonly columns: readonly string[];
  /** How the last line counts the answers: one, many (`failed Guts Roll`, `failed Guts Rolls`). */
  readonly counted: readonly [string, string];
  readonly answer: (game: string, lines: readonly string[]) => Promise<E.Either<string, GameAnswers>>;
}

/** The events in force of a game's log (steps taken back at the table are void), and what does not verify in it. */
const inForce = async (
  lines: readonly string[],
): Promise<E.Either<string, { events: readonly ArbiterEvent[]; warning: string | null }>> => {
  const read = await readLogLeniently(lines);
  if (E.isLeft(read)) return E.left(read.left.message);
  const kept = eventsInForce(read.right.records, (r) => r.event);
  if (E.isLeft(kept)) return E.left(kept.left.message);
  const w = read.right.warnings[0];
  return E.right({
    events: kept.right.kept.map((r) => r.event),
    warning: w === undefined ? null : `does not verify: ${w.message}`,
  });
};

/** Trooper and player ids named as the game's lists name them (`Fennec Fusilier (fennec)`). */
const namer = (events: readonly ArbiterEvent[]): ((id: string) => string) => {
  const start = events[0];
  if (start?.type !== 'GameStarted') return (id) => id;
  const names = new Map(
    start.armies.flatMap((a) => [
      [a.player, a.faction] as const,
      ...a.groups.flatMap((g) => g.troopers.map((t) => [t.id, `${t.name} (${t.id})`] as const)),
    ]),
  );
  return (id) => names.get(id) ?? id;
};

/** The answers of every event of a game that `pick` turns into a row. */
const eventAnswers =
  (pick: (e: ArbiterEvent, name: (id: string) => string) => QueryAnswer | null) =>
  async (game: string, lines: readonly string[]): Promise<E.Either<string, GameAnswers>> => {
    const read = await inForce(lines);
    if (E.isLeft(read)) return read;
    const name = namer(read.right.events);
    const answers = read.right.events.flatMap((e) => {
      const row = pick(e, name);
      return row === null ? [] : [{ game, ...row }];
    });
    return E.right({ answers, warning: read.right.warning });
  };

/** The organiser's questions `arbiter store query` answers, by name. */
export const STORE_QUESTIONS: Readonly<Record<string, StoreQuestion>> = {
  'failed-guts': {
    about: 'every Guts Roll failed (rolled or on purpose): game, Order, trooper',
    types: ['GutsRollResolved'],
    columns: ['game', 'order', 'trooper', 'how', 'dice'],
    counted: ['failed Guts Roll', 'failed Guts Rolls'],
    answer: eventAnswers((e, name) =>
      e.type === 'GutsRollResolved' && !e.passed
        ? {
            order: e.order,
            trooper: name(e.trooper),
            how:
              e.choice === 'fail-on-purpose'
                ? 'failed on purpose'
                : e.sv === null
                  ? 'rolled'
                  : `rolled against SV ${e.sv.value}`,
            dice: e.dice.map((d) => d.die.face).join(' '),
          }
        : null,
    ),
  },
  'ruled-by-players': {
    about: 'every Order ruled by the players: what was declared and agreed',
    types: ['OrderRuledByPlayers'],
    columns: ['game', 'order', 'trooper', 'declared', 'agreed'],
    counted: ['Order ruled by the players', 'Orders ruled by the players'],
    answer: eventAnswers((e, name) =>
      e.type === 'OrderRuledByPlayers'
        ? {
            order: e.order,
            trooper: name(e.trooper),
            declared: declaredText(e.declared, e.skills),
            agreed: outcomeSummary(e.outcome, name),
          }
        : null,
    ),
  },
  differences: {
    about: 'every game whose re-adjudication differs from its log',
    types: null,
    columns: ['game', 'differences', 'what'],
    counted: ['game that differs', 'games that differ'],
    answer: async (game, lines) => {
      const row = await auditGameRow(lines, game);
      return E.right({
        answers: row.differences > 0 ? [{ game, differences: row.differences, what: row.problem ?? '' }] : [],
        warning: null,
      });
    },
  },
};
