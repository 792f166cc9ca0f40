import * as E from 'fp-ts/lib/Either.js';
import { orderViewOf, planOf } from '../rules/decide/index.ts';
import { faceToFaceOdds, probability, type SideOdds } from '../rules/odds/index.ts';
import type { Participant } from '../rules/resolution/index.ts';
import type { GameState } from '../rules/state/index.ts';
import type { DiceDue } from './question.ts';
import { declineHint } from './declineAnswer.ts';

type Names = (id: string) => string;

const svText = (p: Participant): string => {
  const mods = p.sv.mods.map((m) => `${m.value >= 0 ? '+' : '−'}${Math.abs(m.value)} ${m.reason}`).join(' ');
  return `SV ${p.sv.value} (${p.sv.attribute} ${p.sv.base}${mods === '' ? '' : ` ${mods}`})`;
};

const pct = (side: SideOdds, total: bigint): string => {
  const n = side.outcomes.reduce((a, o) => a + o.count, 0n);
  return `${Math.round(probability(n, total) * 100)}%`;
};

/**
 * The roll about to be made, in one line: who rolls how many dice for what, against which Success
 * Value (its MODs), and the exact odds of the exchange it is in (for a Face to Face Roll, each
 * side's chance to score at least one success that survives; the first roller of each side).
 */
export const dicePreview = (s: GameState, due: DiceDue, names: Names): string => {
  const what = `${names(due.trooper)} rolls ${due.count} ${due.count === 1 ? 'die' : 'dice'} for ${due.purpose}${due.extra === undefined ? '' : ` (${due.extra} Special ${due.extra === 1 ? 'Die' : 'Dice'} to discard)`}`;
  if (due.purpose === 'saving-roll') return `${what}${declineHint(s, due)}`;
  if (s.order === null || due.purpose === 'guts') return what;
  const p = planOf(orderViewOf(s));
  if (E.isLeft(p)) return what;
  for (const x of p.right.exchanges) {
    if (x.kind === 'normal' && x.roller.trooper === due.trooper && x.roller.purpose === due.purpose) {
      const odds = faceToFaceOdds({
        edition: s.edition,
        active: { sv: x.roller.sv.value, burst: x.roller.slice.count },
        reactive: null,
      });
      return `${what}, ${svText(x.roller)}: Normal Roll, at least one success ${pct(odds.active, odds.total)}`;
    }
    if (x.kind !== 'face-to-face') continue;
    const mine = [...x.a, ...x.b].find((r) => r.trooper === due.trooper && r.purpose === due.purpose);
    if (mine === undefined) continue;
    const [me, them] = x.a.includes(mine) ? [x.a, x.b] : [x.b, x.a];
    const other = them[0];
    const own = me[0] ?? mine;
    if (other === undefined) return `${what}, ${svText(mine)}`;
    const odds = faceToFaceOdds({
      edition: s.edition,
      active: { sv: own.sv.value, burst: own.slice.count },
      reactive: { sv: other.sv.value, burst: other.slice.count },
    });
    return `${what}, ${svText(mine)}; Face to Face against ${names(other.trooper)} (${other.slice.count} at SV ${other.sv.value}): ${names(own.trooper)} scores ${pct(odds.active, odds.total)}, ${names(other.trooper)} ${pct(odds.reactive, odds.total)}`;
  }
  return what;
};
