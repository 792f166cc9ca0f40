import { friendlyFire, templateCriticals } from '../combat/index.ts';
import { dieId, faceToFace, normalRoll, type DieOutcome, type RollInput } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { RollPurpose } from '../orders/skillDeclaration.ts';
import type { CitationId } from '../citations/index.ts';
import type { Exchange, Participant } from './exchange.ts';
import type { ExchangeResult, HitTally, StrayHit } from './exchangeResult.ts';

/** The faces rolled, by trooper and purpose. */
export type RolledDice = (trooper: string, purpose: RollPurpose) => readonly number[] | undefined;

const rollInput = (p: Participant, dice: RolledDice): RollInput => {
  if (p.automaticFailure !== null) return { roller: p.trooper, sv: 0, faces: [] };
  const faces = dice(p.trooper, p.purpose) ?? [];
  const slice = faces.slice(p.slice.from, p.slice.from + p.slice.count);
  if (slice.length !== p.slice.count)
    throw new RangeError(`${p.trooper}: ${p.slice.count} ${p.purpose} dice needed, ${slice.length} given`);
  return { roller: p.trooper, sv: p.sv.value, faces: slice, offset: p.slice.from };
};

/** This participant's own dice among an exchange's (a trooper may take part with several slices). */
const diceOf = (p: Participant, dice: readonly DieOutcome[]): DieOutcome[] => {
  if (p.automaticFailure !== null) return [];
  // A slice holds a few dice: a plain list of their ids, searched only for the roller's own dice.
  const ids: string[] = [];
  for (let i = 0; i < p.slice.count; i += 1) ids.push(dieId(p.trooper, p.slice.from + i));
  return dice.filter((d) => d.roller === p.trooper && ids.includes(d.id));
};

const tally = (
  edition: Edition,
  exchange: string,
  p: Participant,
  dice: readonly DieOutcome[],
  citations: readonly CitationId[],
): HitTally[] => {
  if (p.effect.kind !== 'attack') return [];
  const mine = diceOf(p, dice);
  const crits = mine.filter((d) => d.fate.kind === 'critical-hit').length;
  const all = mine.filter((d) => d.fate.kind === 'hit').length + crits;
  if (all === 0) return [];
  const read = p.effect.template
    ? templateCriticals(edition, { isMainTarget: p.effect.mainTarget, hits: all, crits })
    : { hits: all, crits, citations: [] };
  return [
    {
      exchange,
      attacker: p.trooper,
      target: p.effect.target,
      weapon: p.effect.weapon,
      program: p.effect.program,
      ammo: p.effect.ammo,
      hits: read.hits - read.crits,
      criticals: read.crits,
      template: p.effect.template,
      citations: [...new Set([...citations, ...read.citations])],
    },
  ];
};

/** Failed dice of an attack into a Close Combat whose Failure Category falls within the ally MOD. */
const strays = (edition: Edition, exchange: string, p: Participant, dice: readonly DieOutcome[]): StrayHit[] => {
  const stray = p.strayFire;
  if (stray === null || p.effect.kind !== 'attack') return [];
  const { weapon, ammo } = p.effect;
  return diceOf(p, dice).flatMap((d): StrayHit[] => {
    if (d.fate.kind !== 'failed') return [];
    const ff = friendlyFire(edition, { sv: d.die.sv, face: d.die.face, allyMod: stray.allyMod });
    if (!ff.hitsAlly || ff.failureCategory === null) return [];
    return [
      {
        exchange,
        attacker: p.trooper,
        ally: stray.ally,
        weapon,
        ammo,
        die: d.id,
        face: d.die.face,
        sv: d.die.sv,
        failureCategory: ff.failureCategory,
        allyMod: stray.allyMod,
        citation: ff.citation,
      },
    ];
  });
};

const strayTallies = (list: readonly StrayHit[]): HitTally[] =>
  list.map((s) => ({
    exchange: s.exchange,
    attacker: s.attacker,
    target: s.ally,
    weapon: s.weapon,
    program: null,
    ammo: s.ammo,
    hits: 1,
    criticals: 0,
    template: false,
    citations: [s.citation],
  }));

/**
 * Rolls every exchange of the plan with the dice given and tallies the hits that survive (stray
 * shots into a Close Combat included); then the automatic hits of Direct Templates and Mines,
 * cancelled when the Normal Dodge roll they name passed.
 */
export const resolveExchanges = (
  edition: Edition,
  exchanges: readonly Exchange[],
  dice: RolledDice,
): readonly ExchangeResult[] => {
  const rolled = new Map<string, ExchangeResult>();
  for (const x of exchanges) {
    switch (x.kind) {
      case 'face-to-face': {
        const result = faceToFace(
          edition,
          x.a.map((p) => rollInput(p, dice)),
          x.b.map((p) => rollInput(p, dice)),
        );
        const all = [...result.a.dice, ...result.b.dice];
        const parts = [...x.a, ...x.b];
        const stray = parts.flatMap((p) => strays(edition, x.id, p, all));
        rolled.set(x.id, {
          exchange: x,
          result,
          tallies: [
            ...parts.flatMap((p) => tally(edition, x.id, p, all, [...x.citations, ...result.citations])),
            ...strayTallies(stray),
          ],
          strays: stray,
        });
        break;
      }
      case 'normal': {
        const result = normalRoll(edition, rollInput(x.roller, dice));
        const stray = strays(edition, x.id, x.roller, result.dice);
        rolled.set(x.id, {
          exchange: x,
          result,
          tallies: [
            ...tally(edition, x.id, x.roller, result.dice, [...x.citations, ...result.citations]),
            ...strayTallies(stray),
          ],
          strays: stray,
        });
        break;
      }
      case 'automatic':
        break;
    }
  }
  return exchanges.map((x): ExchangeResult => {
    if (x.kind !== 'automatic') {
      const r = rolled.get(x.id);
      if (r === undefined) throw new Error(`exchange ${x.id} was not rolled`);
      return r;
    }
    const dodge = x.evadedBy === null ? undefined : rolled.get(x.evadedBy);
    const evaded =
      dodge !== undefined &&
      dodge.exchange.kind === 'normal' &&
      'result' in dodge &&
      dodge.result.kind === 'normal' &&
      dodge.result.successes + dodge.result.criticals > 0;
    const tallies: HitTally[] = evaded
      ? []
      : [
          {
            exchange: x.id,
            attacker: x.source,
            target: x.target,
            weapon: x.weapon,
            program: null,
            ammo: x.ammo,
            hits: x.placements,
            criticals: 0,
            template: true,
            citations: x.citations,
          },
        ];
    return { exchange: x, evaded, tallies, strays: [] };
  });
};
