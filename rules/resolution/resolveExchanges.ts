import { faceToFace, normalRoll, type DieOutcome, type RollInput } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { RollPurpose } from '../orders/skillDeclaration.ts';
import type { Exchange, Participant } from './exchange.ts';
import type { ExchangeResult, HitTally } from './exchangeResult.ts';

/** The faces rolled, by trooper and purpose. */
export type RolledDice = (trooper: string, purpose: RollPurpose) => readonly number[] | undefined;

const rollInput = (p: Participant, dice: RolledDice): RollInput => {
  if (p.automaticFailure !== null) return { roller: p.trooper, sv: 0, faces: [] };
  const faces = dice(p.trooper, p.purpose) ?? [];
  const slice = faces.slice(p.slice.from, p.slice.from + p.slice.count);
  if (slice.length !== p.slice.count) throw new RangeError(`${p.trooper}: ${p.slice.count} ${p.purpose} dice needed, ${slice.length} given`);
  return { roller: p.trooper, sv: p.sv.value, faces: slice, offset: p.slice.from };
};

const tally = (exchange: string, p: Participant, dice: readonly DieOutcome[], citations: HitTally['citations']): HitTally[] => {
  if (p.effect.kind !== 'attack') return [];
  const mine = dice.filter((d) => d.roller === p.trooper);
  const hits = mine.filter((d) => d.fate.kind === 'hit').length;
  const criticals = mine.filter((d) => d.fate.kind === 'critical-hit').length;
  if (hits + criticals === 0) return [];
  return [{ exchange, attacker: p.trooper, target: p.effect.target, weapon: p.effect.weapon, hits, criticals, citations }];
};

/** Rolls every exchange of the plan with the dice given, and tallies the hits that survive. */
export const resolveExchanges = (edition: Edition, exchanges: readonly Exchange[], dice: RolledDice): readonly ExchangeResult[] =>
  exchanges.map((x): ExchangeResult => {
    switch (x.kind) {
      case 'face-to-face': {
        const result = faceToFace(edition, x.a.map((p) => rollInput(p, dice)), x.b.map((p) => rollInput(p, dice)));
        const all = [...result.a.dice, ...result.b.dice];
        return { exchange: x, result, tallies: [...x.a, ...x.b].flatMap((p) => tally(x.id, p, all, result.citations)) };
      }
      case 'normal': {
        const result = normalRoll(edition, rollInput(x.roller, dice));
        return { exchange: x, result, tallies: tally(x.id, x.roller, result.dice, result.citations) };
      }
    }
  });
