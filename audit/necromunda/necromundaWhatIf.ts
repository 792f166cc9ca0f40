import * as E from 'fp-ts/lib/Either.js';
import { AP_READINGS, isInjuryResult, type ApReading, type InjuryResult } from '../../rules/necromunda/index.ts';
import type { HitOutcome, NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaGame } from '../../projections/necromunda/index.ts';
import { createNecromundaSession, type DeclareHit } from '../../machines/necromunda/index.ts';
import { necromundaCommandsOf } from './necromundaCommandsOf.ts';

/**
 * One thing changed on a fork of a Necromunda log: a die, the Injury dice's results, the weapon's
 * profile, or (for the whole game) the other reading of AP (docs/rulings.md, Necromunda).
 */
export type NecromundaWhatIf =
  | { readonly kind: 'ap-reading'; readonly reading: ApReading }
  | { readonly kind: 'die'; readonly hit: number; readonly roll: 'wound' | 'save'; readonly die: number }
  | { readonly kind: 'injuries'; readonly hit: number; readonly results: readonly InjuryResult[] }
  | { readonly kind: 'weapon'; readonly hit: number; readonly field: 'strength' | 'ap'; readonly value: number }
  | { readonly kind: 'damage'; readonly hit: number; readonly value: number | 'dash' };

export const NECROMUNDA_WHAT_IF_SYNTAX = `hit:N wound=D, hit:N save=D        another die (1-6) for hit N's wound or save roll
hit:N injuries=R,R…                 other Injury dice results (flesh-wound, serious-injury, out-of-action)
hit:N strength=S, ap=A, damage=D    another weapon profile for hit N (damage=- for Damage '–')
ap-reading=bare-numbers             the whole game under the other reading of AP (docs/rulings.md)`;

/** Reads one `--what-if` change of a Necromunda log, or says why it is not one. */
export const parseNecromundaWhatIf = (text: string): E.Either<string, NecromundaWhatIf> => {
  const reading = /^ap-reading=(\S+)$/.exec(text.trim());
  if (reading !== null) {
    const r = AP_READINGS.find((x) => x === reading[1]);
    return r === undefined
      ? E.left(`ap-reading= takes ${AP_READINGS.join(' or ')} (docs/rulings.md), not ${reading[1] ?? ''}`)
      : E.right({ kind: 'ap-reading', reading: r });
  }
  const m = /^hit:([1-9]\d*)\s+(wound|save|injuries|strength|ap|damage)=(\S+)$/.exec(text.trim());
  if (m === null)
    return E.left(`a Necromunda what-if is one of:\n${NECROMUNDA_WHAT_IF_SYNTAX}\nnot ${JSON.stringify(text)}`);
  const hit = Number(m[1]);
  const field = m[2] ?? '';
  const value = m[3] ?? '';
  const int = /^-?\d+$/.test(value) ? Number(value) : null;
  switch (field) {
    case 'wound':
    case 'save':
      return int === null
        ? E.left(`${field}= takes a die, not ${value}`)
        : E.right({ kind: 'die', hit, roll: field, die: int });
    case 'injuries': {
      const results = value.split(',');
      const bad = results.find((r) => !isInjuryResult(r));
      return bad === undefined
        ? E.right({ kind: 'injuries', hit, results: results.filter(isInjuryResult) })
        : E.left(`injuries= takes flesh-wound, serious-injury or out-of-action, not ${bad}`);
    }
    case 'strength':
    case 'ap':
      return int === null
        ? E.left(`${field}= takes a whole number, not ${value}`)
        : E.right({ kind: 'weapon', hit, field, value: int });
    default:
      return value === '-' || value === '–'
        ? E.right({ kind: 'damage', hit, value: 'dash' })
        : int === null
          ? E.left(`damage= takes a whole number or -, not ${value}`)
          : E.right({ kind: 'damage', hit, value: int });
  }
};

/** A hit of the log as the players entered it: the declaration and its dice. */
interface EnteredHit {
  readonly declare: DeclareHit;
  readonly wound: number | null;
  readonly save: number | null;
  readonly injuries: readonly InjuryResult[];
}

const enteredHits = (events: readonly NecromundaEvent[]): EnteredHit[] => {
  const hits: EnteredHit[] = [];
  for (const c of necromundaCommandsOf(events)) {
    const last = hits[hits.length - 1];
    if (c.type === 'declare-hit') hits.push({ declare: c, wound: null, save: null, injuries: [] });
    else if (last === undefined) continue;
    else if (c.type === 'roll-wound') hits[hits.length - 1] = { ...last, wound: c.die };
    else if (c.type === 'roll-save') hits[hits.length - 1] = { ...last, save: c.die };
    else hits[hits.length - 1] = { ...last, injuries: [...last.injuries, c.result] };
  }
  return hits;
};

const changed = (h: EnteredHit, c: NecromundaWhatIf): EnteredHit => {
  switch (c.kind) {
    case 'ap-reading':
      return h;
    case 'die':
      return c.roll === 'wound' ? { ...h, wound: c.die } : { ...h, save: c.die };
    case 'injuries':
      return { ...h, injuries: c.results };
    case 'weapon':
      return { ...h, declare: { ...h.declare, weapon: { ...h.declare.weapon, [c.field]: c.value } } };
    case 'damage':
      return {
        ...h,
        declare: {
          ...h.declare,
          weapon: { ...h.declare.weapon, damage: c.value },
          traitInjuryDice: c.value === 'dash' ? Math.max(1, h.declare.traitInjuryDice) : 0,
        },
      };
  }
};

/** A hit's outcome in the log and on the fork (null: the fork stopped before it). */
export interface ForkedHit {
  readonly hit: number;
  readonly logged: HitOutcome | null;
  readonly fork: HitOutcome | null;
}

export interface NecromundaFork {
  readonly changes: readonly NecromundaWhatIf[];
  readonly events: readonly NecromundaEvent[];
  readonly state: NecromundaGame;
  readonly hits: readonly ForkedHit[];
  /** Where the fork could not go on, and what to give to let it. */
  readonly stopped: { readonly hit: number; readonly reason: string } | null;
  /** Dice of the log the fork did not roll (a save no longer owed…). */
  readonly unused: readonly string[];
}

const outcomes = (events: readonly NecromundaEvent[]): Map<number, HitOutcome> =>
  new Map(events.flatMap((e) => (e.type === 'HitResolved' ? [[e.hit, e.outcome] as const] : [])));

/**
 * A what-if fork of a Necromunda log: its hits run again through a fresh hit statechart with the
 * changes made, reusing the logged dice where the fork still owes them. A die the fork owes and
 * the log lacks (a save after a wound roll changed to a wound) stops it, saying what to give; the
 * log is never written. Refuses (Left) a change to a hit the log does not have.
 */
export const necromundaWhatIf = (
  events: readonly NecromundaEvent[],
  changes: readonly NecromundaWhatIf[],
): E.Either<string, NecromundaFork> => {
  const start = events[0];
  if (start?.type !== 'NecromundaGameStarted') return E.left('a Necromunda log starts with NecromundaGameStarted');
  const entered = enteredHits(events);
  for (const c of changes)
    if (c.kind !== 'ap-reading' && c.hit > entered.length)
      return E.left(`the log has no hit ${c.hit} (its hits run from 1 to ${entered.length})`);
  const hits = entered.map((h, i) =>
    changes.filter((c) => c.kind !== 'ap-reading' && c.hit === i + 1).reduce(changed, h),
  );
  // The reading of AP the fork is decided under: the last one asked for, else the game's.
  const reading = changes.reduce<ApReading | undefined>((r, c) => (c.kind === 'ap-reading' ? c.reading : r), undefined);
  const session = createNecromundaSession(start, reading);
  const unused: string[] = [];
  let stopped: NecromundaFork['stopped'] = null;
  for (const [i, h] of hits.entries()) {
    const n = i + 1;
    const stop = (reason: string): void => {
      stopped = { hit: n, reason };
    };
    const declared = session.send(h.declare);
    if (E.isLeft(declared)) {
      stop(`${declared.left.reason} [${declared.left.citation.id}]`);
      break;
    }
    let saveUsed = false;
    let injuriesUsed = 0;
    while (stopped === null && session.state().hit !== null) {
      const step = session.state().hit?.step;
      const sent =
        step === 'wound-roll'
          ? h.wound === null
            ? null
            : session.send({ type: 'roll-wound', die: h.wound })
          : step === 'save-roll'
            ? h.save === null
              ? null
              : ((saveUsed = true), session.send({ type: 'roll-save', die: h.save }))
            : injuriesUsed < h.injuries.length
              ? session.send({ type: 'enter-injury', result: h.injuries[injuriesUsed++] ?? 'flesh-wound' })
              : null;
      if (sent === null) {
        const give =
          step === 'wound-roll'
            ? `'hit:${n} wound=D'`
            : step === 'save-roll'
              ? `'hit:${n} save=D'`
              : `'hit:${n} injuries=…' (${(session.state().hit?.injuryDiceOwed ?? 0) - injuriesUsed + h.injuries.length} results)`;
        stop(
          `on the fork hit ${n} owes a ${step?.replace(/-/g, ' ') ?? 'die'} the log does not have: give it with --what-if ${give}`,
        );
      } else if (E.isLeft(sent)) stop(`${sent.left.reason} [${sent.left.citation.id}]`);
    }
    if (stopped !== null) break;
    if (h.save !== null && !saveUsed) unused.push(`hit ${n}: the save die ${h.save} (no save roll on the fork)`);
    if (injuriesUsed < h.injuries.length)
      unused.push(`hit ${n}: ${h.injuries.slice(injuriesUsed).join(', ')} (Injury dice the fork does not owe)`);
  }
  const logged = outcomes(events);
  const forked = outcomes(session.events());
  return E.right({
    changes,
    events: session.events(),
    state: session.state(),
    hits: entered.map((_, i) => ({ hit: i + 1, logged: logged.get(i + 1) ?? null, fork: forked.get(i + 1) ?? null })),
    stopped,
    unused,
  });
};
