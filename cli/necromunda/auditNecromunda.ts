import * as E from 'fp-ts/lib/Either.js';
import { formatLogError } from '../../kernel/index.ts';
import { TEST_DICE, type InjuryFaces } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import { foldNecromundaLog } from './foldNecromundaLog.ts';
import {
  necromundaTrail,
  necromundaWhatIf,
  parseNecromundaWhatIf,
  readjudicateNecromunda,
  describeNecromundaDifference,
  type NecromundaReadjudication,
  type NecromundaWhatIf,
} from '../../audit/necromunda/index.ts';
import { necromundaForkLines } from './necromundaForkLines.ts';
import { necromundaSummary } from './necromundaSummary.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';

export interface NecromundaAuditOptions {
  readonly json: boolean;
  /** The --what-if changes as given (hit:N wound=D…): a fork with all of them. */
  readonly whatIf: readonly string[];
  /** With a what-if, list every hit, not only those whose outcome changes. */
  readonly all: boolean;
  /** An option given that a Necromunda audit does not take yet (null: none). */
  readonly unsupported: string | null;
  /** `--injury-faces FW,SI,OOA` as given: how many of the Injury dice's six faces show each result (null: not given). */
  readonly injuryFaces: string | null;
  /** `--test-dice 1d6|2d6` as given: how Initiative and Cool tests are rolled (null: not given). */
  readonly testDice: string | null;
  /** `--hit N` as given: that hit alone (null: the whole game). */
  readonly hit: string | null;
}

/** Reads `--injury-faces FW,SI,OOA` (three whole numbers that make six faces), or says why not. */
const injuryFacesOf = (text: string): E.Either<string, InjuryFaces> => {
  const m = /^(\d),(\d),(\d)$/.exec(text.trim());
  const [fw, si, ooa] = m === null ? [] : [Number(m[1]), Number(m[2]), Number(m[3])];
  return fw !== undefined && si !== undefined && ooa !== undefined && fw + si + ooa === 6
    ? E.right({ 'flesh-wound': fw, 'serious-injury': si, 'out-of-action': ooa })
    : E.left(
        `--injury-faces takes how many of the Injury dice's six faces show Flesh Wound, Serious Injury and Out of Action, as FW,SI,OOA adding up to 6 (e.g. 2,2,2), not ${text}`,
      );
};

/** The re-adjudication in words: agreement, or every difference and the refusal that stopped it. */
const readjudicationLines = (r: NecromundaReadjudication, events: number): readonly string[] => {
  if (r.agrees) return [`re-adjudication: the engine rules all ${r.hits} hits exactly as logged (${events} events)`];
  return [
    `re-adjudication: ${r.agreed} of ${r.compared} logged events re-derived the same, over ${r.hitsChecked} of ${r.hits} hits:`,
    ...r.differences.flatMap((d) => describeNecromundaDifference(d).map((l) => `  ${l}`)),
    ...(r.refused === null
      ? []
      : [
          `  hit ${r.refused.hit}: the engine refuses the logged ${r.refused.command.type} now: ${r.refused.reason} [${r.refused.rule}]; the hits from it on are not checked`,
        ]),
  ];
};

/** The re-adjudication of one hit: its differences, and the refusal when it is that hit's. */
const onlyHit = (r: NecromundaReadjudication, hit: number): NecromundaReadjudication => {
  const differences = r.differences.filter((d) => d.hit === hit);
  const refused = r.refused !== null && r.refused.hit === hit ? r.refused : null;
  const unchecked = r.refused !== null && r.refused.hit < hit;
  return { ...r, differences, refused, agrees: differences.length === 0 && refused === null && !unchecked };
};

/** One hit's re-adjudication in words. */
const hitReadjudicationLines = (r: NecromundaReadjudication, hit: number): readonly string[] =>
  r.agrees
    ? [`re-adjudication: the engine rules hit ${hit} and what followed it exactly as logged`]
    : r.differences.length === 0 && r.refused === null
      ? [
          `re-adjudication: hit ${hit} is not checked: the engine refuses an earlier step (arbiter audit without --hit says which)`,
        ]
      : readjudicationLines(r, 0);

/**
 * `arbiter audit` of a Necromunda log: the ruling trail (each roll with its exact odds from d6Odds,
 * each ruling with the page's rules), the fighters, vehicles and owed steps at the end, then the
 * re-adjudication: the logged hits and dice run again through a fresh hit statechart, compared event by event (exit 1 on any difference); with
 * --what-if, a fork with other dice or another weapon profile (exit 1 when it cannot be run: it
 * says what to give). Orders, editions and the HTML report are Infinity's: asked for, they are refused.
 */
export const auditNecromunda = async (file: string, o: NecromundaAuditOptions, io: CliIo): Promise<number> => {
  if (o.unsupported !== null) {
    io.err(
      o.unsupported === '--order'
        ? 'arbiter audit: --order is for Infinity logs: a Necromunda log has hits, not Orders, and is audited hit by hit (--hit N)'
        : `arbiter audit: ${o.unsupported} is not available for Necromunda logs yet (docs/necromunda.md)`,
    );
    return EXIT_USAGE;
  }
  const faces = o.injuryFaces === null ? E.right(null) : injuryFacesOf(o.injuryFaces);
  if (E.isLeft(faces)) {
    io.err(`arbiter audit: ${faces.left}`);
    return EXIT_USAGE;
  }
  const testDice = o.testDice === null ? null : TEST_DICE.find((d) => d === o.testDice?.toLowerCase());
  if (testDice === undefined) {
    io.err(
      `arbiter audit: --test-dice takes how the Initiative and Cool tests are rolled: ${TEST_DICE.join(' or ')}, not ${o.testDice ?? ''}`,
    );
    return EXIT_USAGE;
  }
  const hit = o.hit === null ? null : /^[1-9]\d*$/.test(o.hit) ? Number(o.hit) : undefined;
  if (hit === undefined) {
    io.err(`arbiter audit: --hit takes a hit's number (1, 2…), not ${o.hit ?? ''}`);
    return EXIT_USAGE;
  }
  const changes: NecromundaWhatIf[] = [];
  for (const text of o.whatIf) {
    const c = parseNecromundaWhatIf(text);
    if (E.isLeft(c)) {
      io.err(`arbiter audit: --what-if: ${c.left}`);
      return EXIT_USAGE;
    }
    changes.push(c.right);
  }
  const events: NecromundaEvent[] = [];
  const read = await foldNecromundaLog(file, undefined, (e) => events.push(e));
  if (typeof read === 'string') {
    io.err(`arbiter audit: ${file}: ${read}`);
    return EXIT_PROBLEM;
  }
  if (E.isLeft(read)) {
    io.err(
      `arbiter audit: ${file}: ${formatLogError(read.left.error)}; a Necromunda log is audited only intact (arbiter verify ${file} says more)`,
    );
    return EXIT_PROBLEM;
  }
  const declared = events.filter((e) => e.type === 'HitDeclared').length;
  if (hit !== null && hit > declared) {
    io.err(`arbiter audit: ${file} has no hit ${hit} (its hits run from 1 to ${declared})`);
    return EXIT_PROBLEM;
  }
  const trailOptions = { injuryFaces: faces.right, testDice, hit };
  const whole = readjudicateNecromunda(events);
  const readjudication = hit === null ? whole : onlyHit(whole, hit);
  const fork = changes.length === 0 ? null : necromundaWhatIf(events, changes);
  if (fork !== null && E.isLeft(fork)) {
    io.err(`arbiter audit: --what-if: ${fork.left}`);
    return EXIT_PROBLEM;
  }
  const forked = fork === null ? null : fork.right;
  const failed = !readjudication.agrees || (forked !== null && forked.stopped !== null);
  const hits = events.filter((e) => e.type === 'HitResolved').length;
  const logged = read.right.state;
  if (o.json) {
    io.out(
      JSON.stringify(
        {
          ok: !failed,
          ruleset: 'necromunda-2018',
          log: file,
          sealed: read.right.sealed,
          hits,
          hit,
          trail: necromundaTrail(events, trailOptions),
          end:
            logged === null
              ? null
              : {
                  fighters: logged.fighters,
                  vehicles: logged.vehicles,
                  owed: logged.owed,
                  scrapClaimed: logged.scrapClaimed,
                },
          readjudication,
          whatIf:
            forked === null
              ? null
              : {
                  changes: o.whatIf,
                  hits: forked.hits,
                  stopped: forked.stopped,
                  unused: forked.unused,
                  fighters: forked.state.fighters,
                },
        },
        null,
        2,
      ),
    );
    return failed ? EXIT_PROBLEM : EXIT_OK;
  }
  for (const line of necromundaTrail(events, trailOptions)) io.out(line);
  io.out('');
  if (logged !== null && hit === null) {
    io.out(`at the end of the log (${hits} ${hits === 1 ? 'hit' : 'hits'} resolved):`);
    for (const line of necromundaSummary(logged)) io.out(line);
    io.out('');
  }
  if (!read.right.sealed) io.out('the log is open (not sealed): the game may go on, or the log was cut short');
  for (const line of hit === null
    ? readjudicationLines(readjudication, events.length)
    : hitReadjudicationLines(readjudication, hit))
    io.out(line);
  if (!readjudication.agrees)
    io.err(
      `arbiter audit: ${file}: re-adjudication: ${readjudication.differences.length} ${readjudication.differences.length === 1 ? 'difference' : 'differences'}${readjudication.refused === null ? '' : `, and the engine refuses hit ${readjudication.refused.hit}`}`,
    );
  if (forked !== null && logged !== null) {
    io.out('');
    for (const line of necromundaForkLines(logged, events, forked, o.whatIf, o.all)) io.out(line);
    if (forked.stopped !== null)
      io.err(`arbiter audit: the what-if fork stops at hit ${forked.stopped.hit}: ${forked.stopped.reason}`);
  }
  return failed ? EXIT_PROBLEM : EXIT_OK;
};
