/*
 * Decisions (movementCitations; facts.md §10, dodgeMove):
 * - A fact qualified with `at` is about the activated trooper standing at that point of its
 *   route: the point must be `start` or a point of a route declared so far, and the fact must
 *   involve the activated trooper (the other facts do not change along its route).
 * - A Dodge's move is declared with the Dodge, before any die (like a Mine `destination`, it may
 *   be measured just before the Dodge ARO is declared), and applied only if the Dodge succeeds: a
 *   failed Dodge never moves. It is refused for a trooper known not to Dodge (the activated
 *   trooper without a declared Dodge, a reacting trooper whose ARO is something else, one that
 *   let its ARO pass, any trooper without a Dodge once the AROs are closed); its length
 *   is at most the edition's allowance for that turn (N3: none in the Active Turn); N3 never moves
 *   into base contact with an enemy.
 * - A trooper out of play (docs/rulings.md "Orders ruled by the players") is off the table: a fact
 *   about it is refused, so no template, Mine or stray shot can reach it.
 * - A `hacking-area` fact names a Hacker (the `hacker` skill): only a Hacker has a Hacking Area.
 *   N3 refuses it (hacking unsourced there) rather than record a fact no rule reads.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { dodgeMove } from '../combat/dodgeMove.ts';
import { statesCitation } from '../combat/stateCitation.ts';
import { pick } from '../editions/perEdition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { START_POINT, type TableFact } from '../table/tableFact.ts';
import { factTroopers } from '../table/factTroopers.ts';
import { areEnemies, trooperView, type TableView } from '../table/tableView.ts';
import { onRoute } from './routePoints.ts';
import { aroPointCitation } from './routeRefusal.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';

export interface MeasurementContext {
  readonly table: TableView;
  readonly activePlayer: string;
  /** The activated troopers (the spearhead first, then the other members of a Coordinated Order). */
  readonly active: readonly string[];
  /** Every skill and ARO declared so far in the Order. */
  readonly declared: readonly { readonly trooper: string; readonly declaration: SkillDeclaration }[];
  /** The points of the activated trooper's route declared so far (besides `start`). */
  readonly points: readonly string[];
  /** Troopers that let their chance to react after the first skill pass: they declare no ARO. */
  readonly forfeited: readonly string[];
  /** The ARO declarations are closed (Resolution): no Dodge can be declared any more. */
  readonly arosClosed: boolean;
}

const dodgeMoveRefusal = (ctx: MeasurementContext, f: Extract<TableFact, { fact: 'dodge-move' }>): Refusal | null => {
  const edition = ctx.table.edition;
  const cite = inEdition(edition, 'dodge/move');
  const view = trooperView(ctx.table, f.trooper);
  if (view === undefined) return refuse(`there is no trooper ${f.trooper}`, cite);
  // The spearhead's skills are every member's of a Coordinated Order.
  const declarer = ctx.active.includes(f.trooper) ? (ctx.active[0] ?? f.trooper) : f.trooper;
  const own = ctx.declared.filter((d) => d.trooper === declarer);
  const dodges = own.some((d) => d.declaration.skill === 'dodge');
  if (
    !dodges &&
    (ctx.active.includes(f.trooper) || own.length > 0 || ctx.arosClosed || ctx.forfeited.includes(f.trooper))
  ) {
    const why =
      ctx.arosClosed && !ctx.active.includes(f.trooper) && own.length === 0
        ? ' (the ARO declarations are closed)'
        : ctx.forfeited.includes(f.trooper)
          ? ' (it let its ARO pass)'
          : '';
    return refuse(`${f.trooper} declared no Dodge this Order${why}: there is no Dodge move to measure`, cite);
  }
  const turn = view.player === ctx.activePlayer ? 'active' : 'reactive';
  const allowed = dodgeMove(edition, turn, view.states);
  const rule = allowed.citations[allowed.citations.length - 1] ?? cite;
  if (!Number.isFinite(f.inches) || f.inches < 0)
    return refuse(`a Dodge moves 0 inches or more, not ${f.inches}`, cite);
  if (f.inches > allowed.inches + 1e-3) {
    return refuse(
      `${f.trooper}'s Dodge may move up to ${allowed.inches}" in the ${turn === 'active' ? 'Active' : 'Reactive'} Turn, not ${f.inches}"`,
      allowed.inches < 2 ? rule : cite,
    );
  }
  for (const other of f.contacts) {
    if (other === f.trooper || trooperView(ctx.table, other) === undefined)
      return refuse(
        `${f.trooper}'s Dodge cannot end in base contact with ${other}: there is no such other trooper`,
        cite,
      );
    if (!allowed.mayEnterBaseContact && areEnemies(ctx.table, f.trooper, other))
      return refuse(`in N3 a Dodge never moves into base contact with an enemy (${other})`, cite);
  }
  return null;
};

/** A Hacking Area is a Hacker's (N4/N5); N3 has no sourced hacking rule. */
const hackingAreaRefusal = (
  ctx: MeasurementContext,
  f: Extract<TableFact, { fact: 'hacking-area' }>,
): Refusal | null => {
  const edition = ctx.table.edition;
  if (edition === 'n3')
    return refuse('N3 hacking is not sourced: there is no Hacking Area to measure', 'n3/hacking/unsourced');
  const cite = pick<CitationId>(edition, {
    n3: 'n3/hacking/unsourced',
    n4: 'n4/hacking/hacking-area',
    n5: 'n5/hacking/hacking-area',
  });
  const hacker = trooperView(ctx.table, f.hacker);
  if (hacker === undefined) return refuse(`there is no trooper ${f.hacker}`, cite);
  if (trooperView(ctx.table, f.trooper) === undefined) return refuse(`there is no trooper ${f.trooper}`, cite);
  if (!hacker.profile.skills.includes('hacker'))
    return refuse(`${f.hacker} is not a Hacker: it has no Hacking Area`, cite);
  return null;
};

/** Why a measurement cannot be recorded now in this Order, or null. */
export const measurementRefusal = (ctx: MeasurementContext, fact: TableFact): Refusal | null => {
  // A trooper out of play is off the table: nothing is measured to, from or about it.
  const gone = factTroopers(fact).find((t) => trooperView(ctx.table, t)?.states.includes('out-of-play') === true);
  if (gone !== undefined)
    return refuse(
      `${gone} is out of play (an Order ruled by the players took it off the table): no measurement is about it`,
      statesCitation(ctx.table.edition),
    );
  if (fact.fact === 'dodge-move') return dodgeMoveRefusal(ctx, fact);
  if (fact.fact === 'hacking-area') return hackingAreaRefusal(ctx, fact);
  const at = 'at' in fact ? fact.at : undefined;
  if (at === undefined || at === START_POINT) return null;
  const edition = ctx.table.edition;
  const spearhead = ctx.active[0] ?? '';
  if (!onRoute(at, ctx.points)) {
    return refuse(
      `${at} is not a point of ${spearhead}'s route declared so far (${[START_POINT, ...ctx.points].join(', ')}): declare the route first`,
      aroPointCitation(edition),
    );
  }
  if (!factTroopers(fact).some((t) => ctx.active.includes(t))) {
    return refuse(
      `a ${fact.fact} measured at ${at} is about ${spearhead} standing there: it must involve ${spearhead}`,
      aroPointCitation(edition),
    );
  }
  return null;
};
