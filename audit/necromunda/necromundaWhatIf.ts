import * as E from 'fp-ts/lib/Either.js';
import type { ApReading } from '../../rules/necromunda/index.ts';
import type { HitOutcome, NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaGame } from '../../projections/necromunda/index.ts';
import {
  createNecromundaSession,
  owedStepWords,
  type DeclareHit,
  type NecromundaCommand,
} from '../../machines/necromunda/index.ts';
import { enteredGame, NO_DICE, type EnteredDice } from './enteredGame.ts';
import type { NecromundaWhatIf } from './necromundaWhatIfSyntax.ts';

const plural = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;

const changedDice = (d: EnteredDice, c: NecromundaWhatIf): EnteredDice => {
  switch (c.kind) {
    case 'die':
      return c.roll === 'wound' ? { ...d, wound: c.die } : { ...d, save: c.die };
    case 'injuries':
      return { ...d, injuries: c.results };
    case 'ap-reading':
    case 'weapon':
    case 'damage':
    case 'nerve':
      return d;
  }
};

const changedDeclaration = (h: DeclareHit, c: NecromundaWhatIf): DeclareHit => {
  switch (c.kind) {
    case 'weapon':
      return { ...h, weapon: { ...h.weapon, [c.field]: c.value } };
    case 'damage':
      return {
        ...h,
        weapon: { ...h.weapon, damage: c.value },
        traitInjuryDice: c.value === 'dash' ? Math.max(1, h.traitInjuryDice) : 0,
      };
    case 'ap-reading':
    case 'die':
    case 'injuries':
    case 'nerve':
      return h;
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

/** The commands that settle an owed step: on a fork that does not owe it, they are not played. */
const SETTLES: ReadonlySet<NecromundaCommand['type']> = new Set([
  'lasting-injury',
  'crew-lasting-injury',
  'lasting-damage',
  'thrown-clear',
  'nerve-check',
  'nerve-test',
  'retreat',
  'flee',
  'burn-out',
]);

const commandWords = (c: NecromundaCommand): string => {
  const about =
    'model' in c
      ? c.model
      : 'tester' in c
        ? c.tester
        : 'casualty' in c
          ? c.casualty
          : 'fighter' in c
            ? c.fighter
            : 'vehicle' in c
              ? c.vehicle
              : '';
  return `${c.type}${about === '' ? '' : ` ${about}`}`;
};

/**
 * A what-if fork of a Necromunda log: its steps run again through a fresh statechart with the
 * changes made, each hit reusing the dice the log has for it (by the log's hit numbers). A die the
 * fork owes and the log lacks (a save after a wound roll changed to a wound) stops it, saying what to
 * give; a step the log settles that the fork does not owe (the Nerve test of a casualty that is now
 * standing) is not played and listed as unused; a step the fork owes that the log lacks stops it.
 * The log is never written. Refuses (Left) a change to a hit the log does not have.
 */
export const necromundaWhatIf = (
  events: readonly NecromundaEvent[],
  changes: readonly NecromundaWhatIf[],
): E.Either<string, NecromundaFork> => {
  const start = events[0];
  if (start?.type !== 'NecromundaGameStarted') return E.left('a Necromunda log starts with NecromundaGameStarted');
  const entered = enteredGame(events);
  for (const c of changes)
    if ('hit' in c && c.hit > entered.hits)
      return E.left(`the log has no hit ${c.hit} (its hits run from 1 to ${entered.hits})`);
  for (const c of changes)
    if (c.kind === 'nerve') {
      const taken = entered.steps.filter(
        (s) => s.command.type === 'nerve-test' && s.command.tester === c.tester,
      ).length;
      if (c.test > taken)
        return E.left(
          `the log has ${taken === 0 ? 'no' : `only ${taken}`} Nerve test${taken === 1 ? '' : 's'} of ${c.tester}: nerve:${c.tester}#${c.test} names none`,
        );
    }
  const changesOf = (n: number): readonly NecromundaWhatIf[] => changes.filter((c) => 'hit' in c && c.hit === n);
  const nerveTests = new Map<string, number>();
  /** A logged Nerve test with its dice total changed, when a change names it. */
  const withNerveChange = (command: NecromundaCommand): NecromundaCommand => {
    if (command.type !== 'nerve-test') return command;
    const k = (nerveTests.get(command.tester) ?? 0) + 1;
    nerveTests.set(command.tester, k);
    const change = changes.find((c) => c.kind === 'nerve' && c.tester === command.tester && c.test === k);
    return change?.kind === 'nerve' ? { ...command, roll: change.roll } : command;
  };
  for (const c of changes)
    if (
      (c.kind === 'weapon' || c.kind === 'damage') &&
      !entered.steps.some((s) => s.declares === c.hit && s.command.type === 'declare-hit')
    )
      return E.left(`hit ${c.hit} is a falling hit: its profile comes from the falling table, not a weapon to change`);
  // The reading of AP the fork is decided under: the last one asked for, else the game's.
  const reading = changes.reduce<ApReading | undefined>((r, c) => (c.kind === 'ap-reading' ? c.reading : r), undefined);
  const session = createNecromundaSession(start, reading);
  const unused: string[] = [];
  /** The log's hit number of each hit the fork declared. */
  const loggedHitOf = new Map<number, number>();
  let stopped: NecromundaFork['stopped'] = null;
  let current = 0;
  const stop = (reason: string): void => {
    stopped = { hit: current, reason };
  };
  /** Plays the dice of the hit in progress from the log's dice for it. */
  const playDice = (n: number): void => {
    const d = changesOf(n).reduce(changedDice, entered.dice.get(n) ?? NO_DICE);
    let saveUsed = false;
    let injuriesUsed = 0;
    let vehicleUsed = 0;
    while (stopped === null && session.state().hit !== null) {
      const step = session.state().hit?.step;
      const give = (what: string): null => {
        stop(
          `on the fork hit ${n} owes ${what} the log does not have: give it with --what-if 'hit:${n} ${what.startsWith('a wound') ? 'wound=D' : what.startsWith('a save') ? 'save=D' : 'injuries=…'}'`,
        );
        return null;
      };
      const sent =
        step === 'wound-roll'
          ? d.wound === null
            ? give('a wound roll')
            : session.send({ type: 'roll-wound', die: d.wound })
          : step === 'save-roll'
            ? d.save === null
              ? give('a save roll')
              : ((saveUsed = true), session.send({ type: 'roll-save', die: d.save }))
            : step === 'injury-dice'
              ? injuriesUsed < d.injuries.length
                ? session.send({ type: 'enter-injury', result: d.injuries[injuriesUsed++] ?? 'flesh-wound' })
                : give(`Injury dice (${plural((session.state().hit?.injuryDiceOwed ?? 0) - injuriesUsed, 'result')})`)
              : step === 'location-dice' && d.locations !== null
                ? ((vehicleUsed += 1), session.send(d.locations))
                : step === 'damage-dice' && d.damage !== null
                  ? ((vehicleUsed += 1), session.send(d.damage))
                  : ((stopped = {
                      hit: n,
                      reason: `on the fork hit ${n} owes its ${step?.replace(/-/g, ' ') ?? 'dice'}, which the log does not have`,
                    }),
                    null);
      if (sent !== null && E.isLeft(sent)) stop(`${sent.left.reason} [${sent.left.citation.id}]`);
    }
    if (stopped !== null) return;
    if (d.save !== null && !saveUsed) unused.push(`hit ${n}: the save die ${d.save} (no save roll on the fork)`);
    if (injuriesUsed < d.injuries.length)
      unused.push(`hit ${n}: ${d.injuries.slice(injuriesUsed).join(', ')} (Injury dice the fork does not owe)`);
    const vehicleDice = (d.locations === null ? 0 : 1) + (d.damage === null ? 0 : 1);
    if (vehicleUsed < vehicleDice) unused.push(`hit ${n}: its Location and Damage dice (the fork does not roll them)`);
  };
  for (const s of entered.steps) {
    if (stopped !== null) break;
    const g = session.state();
    if (SETTLES.has(s.command.type)) {
      const head = g.owed[0];
      const sent = session.send(withNerveChange(s.command));
      if (E.isLeft(sent)) {
        if (head === undefined || sent.left.citation.id !== 'necromunda/resolve-hits/sequence') {
          unused.push(`${commandWords(s.command)} (the fork does not owe it: ${sent.left.reason})`);
          continue;
        }
        stop(`${sent.left.reason} [${sent.left.citation.id}]`);
        break;
      }
      // A failed Thrown Clear test declares a falling hit: its dice follow.
      const declared = session.state().hit;
      if (declared !== null && s.declares !== null) {
        current = s.declares;
        loggedHitOf.set(declared.declared.hit, s.declares);
        playDice(s.declares);
      } else if (s.declares !== null) unused.push(`hit ${s.declares}'s dice (the fork declares no hit there)`);
    } else {
      const n = s.declares;
      if (n !== null) current = n;
      const command =
        s.command.type === 'declare-hit' && n !== null ? changesOf(n).reduce(changedDeclaration, s.command) : s.command;
      const before = session.state().hitsResolved;
      const sent = session.send(command);
      if (E.isLeft(sent) && sent.left.citation.id === 'necromunda/nerve/broken' && session.state().owed.length === 0) {
        // A Broken model's later activation or rally, on a fork where it is not Broken.
        unused.push(`${commandWords(command)} (the fork does not call for it: ${sent.left.reason})`);
        continue;
      }
      if (E.isLeft(sent)) {
        const head = session.state().owed[0];
        stop(
          head === undefined
            ? `${sent.left.reason} [${sent.left.citation.id}]`
            : `on the fork, ${owedStepWords(session.state(), head)} is owed, which the log does not have: the fork cannot go on`,
        );
        break;
      }
      const declared = session.state().hit;
      if (declared !== null && n !== null) {
        loggedHitOf.set(declared.declared.hit, n);
        playDice(n);
      } else if (n !== null && session.state().hitsResolved === before)
        unused.push(`hit ${n}'s dice (the fork declares no hit there)`);
    }
  }
  const left = session.state().owed[0];
  if (stopped === null && left !== undefined)
    stopped = {
      hit: current,
      reason: `on the fork, ${owedStepWords(session.state(), left)} is owed at the end, which the log does not have`,
    };
  const logged = outcomes(events);
  const forkOutcomes = new Map(
    [...outcomes(session.events())].flatMap(([h, o]) => {
      const n = loggedHitOf.get(h);
      return n === undefined ? [] : [[n, o] as const];
    }),
  );
  return E.right({
    changes,
    events: session.events(),
    state: session.state(),
    hits: Array.from({ length: entered.hits }, (_, i) => ({
      hit: i + 1,
      logged: logged.get(i + 1) ?? null,
      fork: forkOutcomes.get(i + 1) ?? null,
    })),
    stopped,
    unused,
  });
};
