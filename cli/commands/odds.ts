import { parseArgs } from 'node:util';
import {
  faceToFaceOdds,
  faceToFaceWounds,
  probability,
  savingRollChance,
  type AttackingSide,
  type SavingRollProfile,
} from '../../rules/odds/index.ts';
import { EXIT_OK, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { isParseArgsError, OPTIONS, request, UsageError, type Request } from './oddsRequest.ts';
import { sideJson, table, toJson } from '../render/oddsTable.ts';

const HELP = `Usage: arbiter odds --active SV:B --reactive SV:B|none [options]

Exact odds of a Face to Face Roll, or of an unopposed Normal Roll (--reactive none):
how often each side keeps each number of hits and Criticals, counted out of 20^dice.

Roll
  --edition n3|n4|n5       ruleset (default n5)
  --active SV:B            the active trooper's Success Value and Burst, e.g. 13:3
  --reactive SV:B|none     the reactive trooper's, e.g. 11:1, or none for a Normal Roll
                           (an SV below 1 fails with no roll: write --active=-2:3)

Wounds on the reactive trooper, from the active trooper's attack (optional)
  --damage DAM             the active weapon's Damage (N3, N4)
  --ps PS                  the active weapon's PS (N5)
  --ammo N|AP|DA|EXP|Shock|Smoke|PARA|E/M   its ammunition (default N; Smoke and PARA need no DAM/PS;
                           E/M is saved with half BTS: Isolated, and IMM-B too on a HI, TAG or REM)
  --program carbonite      a Hacking Program instead of a weapon (N4/N5; its DAM/PS and ammunition,
                           against BTS, no cover): a failed save is IMM-B, not a Wound
  --arm ARM | --bts BTS    the reactive trooper's ARM or BTS (default ARM 0; BTS 0 for E/M and programs)
  --ph PH                  the reactive trooper's PH, against PARA (N4/N5: a PH-6 roll, IMM-A on a failure)
  --cover partial|none     the reactive trooper's cover (default none)

Wounds on the active trooper, from the reactive trooper's attack (optional)
  --reactive-damage DAM | --reactive-ps PS | --reactive-ammo AMMO | --reactive-program PROGRAM    its weapon
  --active-arm ARM | --active-bts BTS | --active-ph PH | --active-cover partial|none  the active trooper

Output
  --json                   counts as decimal strings, p = count / total
  -h, --help               this text

Example
  arbiter odds --edition n4 --active 13:3 --reactive 11:1 --damage 13 --arm 1 --cover partial
`;

export async function oddsCommand(args: readonly string[], io: CliIo): Promise<number> {
  let r: Request;
  try {
    const { values } = parseArgs({ args: [...args], options: OPTIONS, strict: true, allowPositionals: false });
    if (values.help === true) {
      io.out(HELP);
      return EXIT_OK;
    }
    r = request(values);
    // The odds' own checks (a profile the edition cannot read) are usage errors too, never a stack trace.
    for (const profile of [r.onReactive, r.onActive]) if (profile !== null) savingRollChance(profile);
  } catch (e) {
    if (!(e instanceof UsageError) && !(e instanceof RangeError) && !isParseArgsError(e)) throw e;
    io.err(`arbiter odds: ${e.message}`);
    io.err("Run 'arbiter odds --help' for usage.");
    return EXIT_USAGE;
  }
  const odds = faceToFaceOdds({ edition: r.edition, active: r.active, reactive: r.reactive });
  const wounds = (
    [
      ['active', r.onReactive],
      ['reactive', r.onActive],
    ] as const
  ).flatMap(([attacker, profile]: readonly [AttackingSide, SavingRollProfile | null]) =>
    profile === null ? [] : [{ w: faceToFaceWounds(odds, attacker, profile), profile }],
  );
  if (!r.json) {
    io.out(table(r, odds, wounds).join('\n'));
    return EXIT_OK;
  }
  const woundsBy = (attacker: AttackingSide) => wounds.find((x) => x.w.attacker === attacker) ?? null;
  io.out(
    toJson({
      edition: r.edition,
      total: odds.total.toString(),
      active: sideJson(odds.active, odds.total, woundsBy('active')),
      reactive: sideJson(odds.reactive, odds.total, woundsBy('reactive')),
      neither: { count: odds.neither.count.toString(), p: probability(odds.neither.count, odds.total) },
    }),
  );
  return EXIT_OK;
}
