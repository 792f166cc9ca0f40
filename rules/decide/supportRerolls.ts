/*
 * Decisions (docs/rulings.md "Rerolls of support rolls"): a Doctor's or Engineer's WIP die is
 * owed once; dice listed after it are rerolls (rules/combat/supportRerolls.ts), judged from the
 * plan's exchange and the faces given. At Effects each reroll is its own Normal Roll, each token a
 * CommandTokenSpent, and the patient's outcome follows the last die, once.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { CitationId } from '../citations/index.ts';
import { judgeSupportRerolls, type RerollRuling } from '../combat/index.ts';
import type { ArbiterEvent } from '../events/index.ts';
import type { RollPurpose } from '../orders/index.ts';
import type { Exchange, ExchangeResult } from '../resolution/index.ts';
import type { GameState } from '../state/index.ts';
import { planOf, rolledFaces, type OrderView } from './orderView.ts';

/** The Command Tokens the Active Player may still spend on rerolls: those left above an opponent's Strategic floor. */
export const rerollTokens = (game: GameState, player: string): number =>
  Math.max(0, (game.tokens[player] ?? 0) - (game.strategic?.floor ?? 0));

/** The plan's support WIP exchange of this roller and purpose, when it is the only one (rerolls need one). */
const supportExchangeOf = (v: OrderView, trooper: string, purpose: RollPurpose): Exchange | undefined => {
  const p = planOf(v);
  if (E.isLeft(p) || (purpose !== 'doctor' && purpose !== 'engineer')) return undefined;
  const mine = p.right.exchanges.filter(
    (x) => x.kind === 'normal' && x.roller.trooper === trooper && x.roller.purpose === purpose,
  );
  return mine.length === 1 ? mine[0] : undefined;
};

/** The rerolls among `faces` of a Doctor or Engineer roll, judged; null when the roll is no such roll. */
export const supportRerollRuling = (
  v: OrderView,
  trooper: string,
  purpose: RollPurpose,
  faces: readonly number[],
  tokensLeft: number | null,
): RerollRuling | null => {
  const x = supportExchangeOf(v, trooper, purpose);
  if (x === undefined || x.kind !== 'normal') return null;
  const effect = x.roller.effect;
  if (effect.kind !== 'support' || (effect.skill !== 'doctor' && effect.skill !== 'engineer')) return null;
  const user = v.table.troopers[effect.user];
  const patient = v.table.troopers[effect.patient];
  if (user === undefined || patient === undefined) return null;
  return judgeSupportRerolls({
    edition: v.table.edition,
    skill: effect.skill,
    user: effect.user,
    userSkills: user.profile.skills,
    patient: effect.patient,
    patientSkills: patient.profile.skills,
    wip: x.roller.sv.base,
    faces,
    tokensLeft,
  });
};

/** What the rerolls of one support exchange add at Effects: the last die's verdict, their events and rules. */
export interface RerollEffects {
  readonly passed: boolean;
  readonly events: readonly ArbiterEvent[];
  readonly citations: readonly CitationId[];
}

/** The rerolls of a support exchange's result, as events, or null when it had none. */
export const rerollEffects = (
  v: OrderView,
  frame: { readonly round: number; readonly tokensLeft: number },
  r: ExchangeResult,
): RerollEffects | null => {
  if (r.exchange.kind !== 'normal') return null;
  const { trooper, purpose, skill } = r.exchange.roller;
  const faces = rolledFaces(v, trooper, purpose) ?? [];
  if (faces.length < 2) return null;
  const ruling = supportRerollRuling(v, trooper, purpose, faces, null);
  if (ruling === null || E.isLeft(ruling)) return null;
  let left = frame.tokensLeft;
  const id = r.exchange.id;
  const events = ruling.right.dice.slice(1).flatMap((d, i): ArbiterEvent[] => {
    const citation = d.citation ?? 'n3/skills/support-unsourced';
    const spent: ArbiterEvent[] =
      d.source === 'token'
        ? [
            {
              type: 'CommandTokenSpent',
              round: frame.round,
              player: v.player,
              use: 'reroll',
              commandTokensLeft: (left -= 1),
              trooper,
              citation,
            },
          ]
        : [];
    return [
      ...spent,
      {
        type: 'NormalRollResolved',
        order: v.order,
        exchange: `${id}~reroll-${String(i + 1)}`,
        roller: { trooper, skill, sv: d.sv },
        automaticFailure: d.result.automaticFailure,
        dice: d.result.dice.map((o) => ({ ...o, id: `${trooper}#${String(i + 2)}` })),
        successes: d.result.successes,
        criticals: d.result.criticals,
        citations: [citation],
      },
    ];
  });
  const citations = [...new Set(ruling.right.dice.flatMap((d) => (d.citation === null ? [] : [d.citation])))];
  return { passed: ruling.right.passed, events, citations };
};
