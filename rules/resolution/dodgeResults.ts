import { dodgeOutcome, type DodgeExchange, type DodgeOutcome, type Turn } from '../combat/index.ts';
import { isSurvivingFate } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import { combatFacts } from '../table/combatFacts.ts';
import type { TableFact } from '../table/tableFact.ts';
import type { ExchangeResult } from './exchangeResult.ts';

export interface DodgeResult {
  readonly trooper: string;
  readonly turn: Turn;
  /** The die of the Dodge, against every source it met. */
  readonly exchanges: readonly DodgeExchange[];
  readonly outcome: DodgeOutcome;
  /** The measured move the Dodge made (its `dodge-move` fact), when it moved; null otherwise. */
  readonly moved: { readonly inches: number; readonly contacts: readonly string[] } | null;
}

const dodgeExchanges = (trooper: string, results: readonly ExchangeResult[]): DodgeExchange[] =>
  results.flatMap((r): DodgeExchange[] => {
    const x = r.exchange;
    switch (x.kind) {
      case 'face-to-face': {
        if (r.exchange.kind !== 'face-to-face' || !('result' in r) || r.result.kind !== 'face-to-face') return [];
        const mineOnA = x.a.some((p) => p.trooper === trooper && p.purpose === 'dodge');
        const mineOnB = x.b.some((p) => p.trooper === trooper && p.purpose === 'dodge');
        if (!mineOnA && !mineOnB) return [];
        const side = mineOnA ? r.result.a : r.result.b;
        const won = side.dice.some((d) => d.roller === trooper && isSurvivingFate(d.fate));
        const sources = [
          ...new Set((mineOnA ? x.b : x.a).filter((p) => p.effect.kind === 'attack').map((p) => p.trooper)),
        ];
        return sources.map((source) => ({
          source,
          dodgerWon: won,
          attackHit: r.tallies.some((t) => t.attacker === source && t.target === trooper),
        }));
      }
      case 'normal': {
        if (
          x.roller.trooper !== trooper ||
          x.roller.purpose !== 'dodge' ||
          !('result' in r) ||
          r.result.kind !== 'normal'
        )
          return [];
        const passed = r.result.successes + r.result.criticals > 0;
        if (x.against === null) return [{ source: x.id, dodgerWon: passed, attackHit: false }];
        if (x.against.mine === 'destination')
          return [{ source: x.against.source, dodgerWon: passed, attackHit: false, mine: 'destination' }];
        const hits = results.filter((o) => o.exchange.kind === 'automatic' && o.exchange.evadedBy === x.id);
        const isMine = hits.some((o) => o.exchange.kind === 'automatic' && o.exchange.mine);
        return [
          {
            source: x.against.source,
            dodgerWon: passed,
            attackHit: hits.some((o) => o.tallies.length > 0),
            ...(isMine ? { mine: 'declaration' as const } : {}),
          },
        ];
      }
      case 'automatic':
        return [];
    }
  });

/**
 * Each Dodge of the Order, read from its rolls: one die against every source (Face to Face
 * against attackers, Normal against Direct Templates and Mines). Whether the trooper moves and
 * who hit it comes from dodgeOutcome, in the Active Turn for the troopers of the Active Player
 * (the activated trooper, every member of a Coordinated Order). Mines only the destination
 * reaches and nothing rolled against (N4/N5, or an N3 Dodge that cannot move) are passed along
 * as never activating.
 */
export const dodgeResults = (
  edition: Edition,
  active: string,
  table: TableView,
  results: readonly ExchangeResult[],
  facts: readonly TableFact[],
): readonly DodgeResult[] => {
  const dodgers: string[] = [];
  for (const r of results) {
    const x = r.exchange;
    const parts = x.kind === 'face-to-face' ? [...x.a, ...x.b] : x.kind === 'normal' ? [x.roller] : [];
    for (const p of parts) if (p.purpose === 'dodge' && !dodgers.includes(p.trooper)) dodgers.push(p.trooper);
  }
  const activePlayer = trooperView(table, active)?.player;
  return dodgers.map((trooper) => {
    // Every trooper of the Active Player dodges in its Active Turn (the members of a Coordinated Order too).
    const turn: Turn =
      trooper === active || trooperView(table, trooper)?.player === activePlayer ? 'active' : 'reactive';
    const rolled = dodgeExchanges(trooper, results);
    // A Mine only the destination reaches and that nothing rolled against: it can only ever not activate.
    const unrolled = combatFacts(facts)
      .mines()
      .filter(
        (m) => m.trigger === 'destination' && m.affects.includes(trooper) && !rolled.some((e) => e.source === m.mine),
      )
      .map((m): DodgeExchange => ({ source: m.mine, dodgerWon: false, attackHit: false, mine: 'destination' }));
    const exchanges = [...rolled, ...unrolled];
    const outcome = dodgeOutcome(edition, turn, exchanges, trooperView(table, trooper)?.states ?? []);
    // Declared with the Dodge, the move happens only if the Dodge allows it (it won every roll).
    const declared = outcome.moves ? combatFacts(facts).dodgeMove(trooper) : undefined;
    return {
      trooper,
      turn,
      exchanges,
      outcome,
      moved: declared === undefined ? null : { inches: declared.inches, contacts: declared.contacts },
    };
  });
};
