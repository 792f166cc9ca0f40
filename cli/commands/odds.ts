import { parseArgs } from 'node:util';
import { DEFAULT_EDITION, editionLabel, isEdition, type Edition } from '../../rules/edition.ts';
import {
  faceToFaceOdds,
  faceToFaceWounds,
  lethalityKind,
  parseAmmo,
  probability,
  savingRollChance,
  winCount,
  type AttackingSide,
  type FaceToFaceOdds,
  type FaceToFaceWounds,
  type OddsSide,
  type SavingRollProfile,
  type SaveAttribute,
  type SideOdds,
  type WeaponLethality,
} from '../../rules/odds/index.ts';
import { findProgram, hackingPrograms, type HackingProgram } from '../../rules/profiles/index.ts';
import { EXIT_OK, EXIT_USAGE, type CliIo } from '../cliIo.ts';

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

const OPTIONS = {
  edition: { type: 'string' },
  active: { type: 'string' },
  reactive: { type: 'string' },
  damage: { type: 'string' },
  ps: { type: 'string' },
  ammo: { type: 'string' },
  program: { type: 'string' },
  'reactive-program': { type: 'string' },
  arm: { type: 'string' },
  bts: { type: 'string' },
  ph: { type: 'string' },
  cover: { type: 'string' },
  'reactive-damage': { type: 'string' },
  'reactive-ps': { type: 'string' },
  'reactive-ammo': { type: 'string' },
  'active-arm': { type: 'string' },
  'active-bts': { type: 'string' },
  'active-ph': { type: 'string' },
  'active-cover': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; strict: true }>>['values'];

class UsageError extends Error {}

const isParseArgsError = (e: unknown): e is Error & { code: string } =>
  e instanceof TypeError && 'code' in e && typeof e.code === 'string' && e.code.startsWith('ERR_PARSE_ARGS');

const MAX_BURST = 20;

const integer = (name: string, text: string): number => {
  if (!/^-?\d{1,3}$/.test(text.trim())) throw new UsageError(`${name} must be a whole number, not "${text}"`);
  return Number(text.trim());
};

const parseSide = (name: string, text: string): OddsSide => {
  const m = /^(-?\d{1,3}):(\d{1,3})$/.exec(text.trim());
  if (m === null) throw new UsageError(`${name} must be SV:B, e.g. 13:3, not "${text}"`);
  const burst = Number(m[2]);
  if (burst < 1 || burst > MAX_BURST) throw new UsageError(`${name}: Burst must be 1 to ${MAX_BURST}, not ${burst}`);
  return { sv: Number(m[1]), burst };
};

interface AttackOptions {
  readonly damage: string | undefined;
  readonly ps: string | undefined;
  readonly ammo: string | undefined;
  readonly program: string | undefined;
  readonly arm: string | undefined;
  readonly bts: string | undefined;
  readonly ph: string | undefined;
  readonly cover: string | undefined;
}

/** A Hacking Program's Saving Roll: the program's DAM/PS and ammunition against BTS, no cover. */
const programSave = (
  edition: Edition,
  names: Record<keyof AttackOptions, string>,
  o: AttackOptions,
): SavingRollProfile => {
  const id = (o.program ?? '').trim().toLowerCase();
  if (edition === 'n3')
    throw new UsageError(
      'N3 Hacking Programs were not found in the sources read (n3/hacking/unsourced): use --edition n4 or n5',
    );
  const program: HackingProgram | undefined = findProgram(edition, id);
  if (program === undefined)
    throw new UsageError(
      `${names.program} must be a Hacking Program of ${edition.toUpperCase()} (${hackingPrograms(edition)
        .map((p) => p.id)
        .join(', ')}), not "${o.program ?? ''}"`,
    );
  if (o.damage !== undefined || o.ps !== undefined || o.ammo !== undefined)
    throw new UsageError(
      `${names.program} gives the program's own DAM/PS and ammunition: drop ${names.damage}/${names.ps}/${names.ammo}`,
    );
  if (o.arm !== undefined || o.ph !== undefined)
    throw new UsageError(`${program.name} is saved with BTS: give ${names.bts}, not ${names.arm}/${names.ph}`);
  if (o.cover !== undefined)
    throw new UsageError(`a Comms Attack needs no LoF, so cover gives no bonus to the save: drop ${names.cover}`);
  const lethality: WeaponLethality | null =
    program.ps !== undefined && lethalityKind(edition) === 'ps'
      ? { kind: 'ps', ps: program.ps }
      : program.damage !== undefined && lethalityKind(edition) === 'damage'
        ? { kind: 'damage', damage: program.damage }
        : null;
  if (lethality === null)
    throw new UsageError(`${program.name} has no ${edition.toUpperCase()} DAM/PS in the catalogue`);
  const value = integer(names.bts, o.bts ?? '0');
  if (value < 0) throw new UsageError('BTS cannot be negative');
  return { edition, lethality, ammo: program.ammo, attribute: 'BTS', value, partialCover: false, program };
};

/** One attack's Saving Roll from its options; null when none of them is given. */
const savingRoll = (
  edition: Edition,
  attack: string,
  names: Record<keyof AttackOptions, string>,
  o: AttackOptions,
): SavingRollProfile | null => {
  const weaponGiven = o.damage !== undefined || o.ps !== undefined || o.ammo !== undefined;
  const targetGiven = o.arm !== undefined || o.bts !== undefined || o.ph !== undefined || o.cover !== undefined;
  if (o.program !== undefined) return programSave(edition, names, o);
  if (!weaponGiven) {
    if (targetGiven)
      throw new UsageError(
        `${names.arm}/${names.bts}/${names.ph}/${names.cover} describe the target of the ${attack} attack: also give ${names.damage} (N3/N4), ${names.ps} (N5), ${names.ammo} or ${names.program}`,
      );
    return null;
  }
  if (o.damage !== undefined && o.ps !== undefined)
    throw new UsageError(`give ${names.damage} or ${names.ps}, not both`);
  if (o.arm !== undefined && o.bts !== undefined) throw new UsageError(`give ${names.arm} or ${names.bts}, not both`);
  const ammo = parseAmmo(o.ammo ?? 'N');
  if (ammo === undefined)
    throw new UsageError(`${names.ammo} must be N, AP, DA, EXP, Shock, Smoke, PARA or E/M, not "${o.ammo ?? ''}"`);
  if (o.cover !== undefined && o.cover !== 'partial' && o.cover !== 'none')
    throw new UsageError(`${names.cover} must be partial or none, not "${o.cover}"`);
  if (ammo === 'PARA') {
    if (edition === 'n3')
      throw new UsageError('PARA has no N3 rule in the sources read (n3/ammo/para-unsourced): use --edition n4 or n5');
    if (o.ph === undefined) throw new UsageError(`PARA is rolled against the target's PH: give ${names.ph}`);
    if (o.arm !== undefined || o.bts !== undefined)
      throw new UsageError(`PARA is rolled against PH, not ARM or BTS: drop ${names.arm}/${names.bts}`);
    return {
      edition,
      lethality: null,
      ammo,
      attribute: 'PH',
      value: integer(names.ph, o.ph),
      partialCover: o.cover === 'partial',
    };
  }
  if (o.ph !== undefined) throw new UsageError(`${names.ph} is only read against PARA ammunition`);
  if (ammo === 'E/M') {
    if (edition === 'n3')
      throw new UsageError('E/M has no N3 numbers in the sources read (n3/ammo/em-unsourced): use --edition n4 or n5');
    if (o.arm !== undefined) throw new UsageError(`E/M is saved with BTS, not ARM: give ${names.bts}`);
  }
  const lethality: WeaponLethality | null =
    o.damage !== undefined
      ? { kind: 'damage', damage: integer(names.damage, o.damage) }
      : o.ps !== undefined
        ? { kind: 'ps', ps: integer(names.ps, o.ps) }
        : null;
  if (lethality !== null && lethality.kind !== lethalityKind(edition)) {
    throw new UsageError(
      edition === 'n5'
        ? `N5 weapons have PS, not Damage: use ${names.ps} (PS = 20 - DAM)`
        : `${edition.toUpperCase()} weapons have Damage, not PS: use ${names.damage} (DAM = 20 - PS)`,
    );
  }
  if (lethality === null && ammo !== 'Smoke')
    throw new UsageError(`${attack} attack: give ${names.damage} (N3/N4) or ${names.ps} (N5)`);
  const attribute: SaveAttribute = o.bts !== undefined || ammo === 'E/M' ? 'BTS' : 'ARM';
  const value = integer(attribute === 'BTS' ? names.bts : names.arm, o.bts ?? o.arm ?? '0');
  if (value < 0) throw new UsageError(`${attribute} cannot be negative`);
  return { edition, lethality, ammo, attribute, value, partialCover: o.cover === 'partial' };
};

interface Request {
  readonly edition: Edition;
  readonly active: OddsSide;
  readonly reactive: OddsSide | null;
  readonly json: boolean;
  readonly onReactive: SavingRollProfile | null;
  readonly onActive: SavingRollProfile | null;
}

const request = (v: Values): Request => {
  const edition = v.edition ?? DEFAULT_EDITION;
  if (!isEdition(edition)) throw new UsageError(`--edition must be n3, n4 or n5, not "${edition}"`);
  if (v.active === undefined) throw new UsageError('--active SV:B is required');
  if (v.reactive === undefined) throw new UsageError('--reactive SV:B (or --reactive none) is required');
  const active = parseSide('--active', v.active);
  const reactive = v.reactive.trim().toLowerCase() === 'none' ? null : parseSide('--reactive', v.reactive);
  const onReactive = savingRoll(
    edition,
    'active',
    {
      damage: '--damage',
      ps: '--ps',
      ammo: '--ammo',
      program: '--program',
      arm: '--arm',
      bts: '--bts',
      ph: '--ph',
      cover: '--cover',
    },
    { damage: v.damage, ps: v.ps, ammo: v.ammo, program: v.program, arm: v.arm, bts: v.bts, ph: v.ph, cover: v.cover },
  );
  const onActive = savingRoll(
    edition,
    'reactive',
    {
      damage: '--reactive-damage',
      ps: '--reactive-ps',
      ammo: '--reactive-ammo',
      program: '--reactive-program',
      arm: '--active-arm',
      bts: '--active-bts',
      ph: '--active-ph',
      cover: '--active-cover',
    },
    {
      damage: v['reactive-damage'],
      ps: v['reactive-ps'],
      ammo: v['reactive-ammo'],
      program: v['reactive-program'],
      arm: v['active-arm'],
      bts: v['active-bts'],
      ph: v['active-ph'],
      cover: v['active-cover'],
    },
  );
  if (reactive === null && onActive !== null)
    throw new UsageError('with --reactive none there is no reactive attack: drop the --reactive-*/--active-* options');
  return { edition, active, reactive, json: v.json === true, onReactive, onActive };
};

/** What any failed roll inflicts instead of a Wound (null: each failure is a Wound). */
const stateOf = (profile: SavingRollProfile): string | null =>
  profile.program !== undefined
    ? profile.program.inflicts.toUpperCase()
    : profile.ammo === 'PARA'
      ? 'IMM-A'
      : profile.ammo === 'E/M'
        ? 'Isolated (and IMM-B on a HI, TAG or REM)'
        : null;

const woundsJson = (w: FaceToFaceWounds, profile: SavingRollProfile) => ({
  target: w.attacker === 'active' ? 'reactive' : 'active',
  ...(stateOf(profile) === null ? {} : { inflicts: stateOf(profile) }),
  savingRoll: savingRollChance(profile).reading,
  total: w.total.toString(),
  outcomes: w.outcomes.map((o) => ({ wounds: o.wounds, count: o.count.toString(), p: probability(o.count, w.total) })),
});

const sideJson = (
  side: SideOdds,
  total: bigint,
  wounds: { w: FaceToFaceWounds; profile: SavingRollProfile } | null,
) => ({
  outcomes: side.outcomes.map((o) => ({
    hits: o.hits,
    crits: o.crits,
    count: o.count.toString(),
    p: probability(o.count, total),
  })),
  ...(wounds === null ? {} : { wounds: woundsJson(wounds.w, wounds.profile) }),
});

/** JSON with two-space indentation, but objects of plain values (one outcome) on one line. */
const toJson = (value: unknown, indent = ''): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return value.length === 0 ? '[]' : `[\n${value.map((v) => inner + toJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.every(([, v]) => v === null || typeof v !== 'object')) {
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')} }`;
  }
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${toJson(v, inner)}`).join(',\n')}\n${indent}}`;
};

const percent = (p: number): string => (p > 0 && p < 0.0001 ? '<0.01%' : `${(p * 100).toFixed(2)}%`);
const pad = (s: string | number, n: number): string => String(s).padStart(n);
const sideLabel = (s: OddsSide): string => `SV ${s.sv} B${s.burst}`;

const table = (
  r: Request,
  odds: FaceToFaceOdds,
  wounds: readonly { w: FaceToFaceWounds; profile: SavingRollProfile }[],
): string[] => {
  const lines: string[] = [];
  const kind = r.reactive === null ? 'Normal Roll' : 'Face to Face Roll';
  const against = r.reactive === null ? 'unopposed' : `vs reactive ${sideLabel(r.reactive)}`;
  lines.push(
    `${editionLabel(r.edition)}, ${kind}: active ${sideLabel(r.active)} ${against} (${odds.total} equally likely rolls)`,
    '',
  );
  const rows: [string, bigint][] = [['active wins', winCount(odds.active)]];
  if (r.reactive !== null) rows.push(['reactive wins', winCount(odds.reactive)]);
  rows.push([r.reactive === null ? 'no success' : 'neither', odds.neither.count]);
  for (const [label, count] of rows)
    lines.push(`  ${label.padEnd(14)} ${pad(percent(probability(count, odds.total)), 8)}`);
  lines.push('', `  ${'side'.padEnd(9)} ${pad('hits', 4)} ${pad('crits', 5)} ${pad('p', 8)} ${pad('count', 14)}`);
  for (const [name, side] of [
    ['active', odds.active],
    ['reactive', odds.reactive],
  ] as const) {
    for (const o of side.outcomes) {
      lines.push(
        `  ${name.padEnd(9)} ${pad(o.hits, 4)} ${pad(o.crits, 5)} ${pad(percent(probability(o.count, odds.total)), 8)} ${pad(o.count.toString(), 14)}`,
      );
    }
  }
  for (const { w, profile } of wounds) {
    const target = w.attacker === 'active' ? 'reactive' : 'active';
    // PARA, E/M and Hacking Programs inflict a state, not Wounds: count failed rolls.
    const state = stateOf(profile);
    const what =
      profile.program !== undefined
        ? `${profile.program.name}, ${profile.ammo} ammunition`
        : `${profile.ammo} ammunition`;
    lines.push(
      '',
      `${state === null ? 'Wounds' : profile.ammo === 'PARA' ? 'Failed PH-6 rolls' : 'Failed BTS rolls'} on the ${target} trooper (${what}; ${savingRollChance(profile).reading})`,
    );
    for (const o of w.outcomes)
      lines.push(
        `  ${pad(o.wounds, 3)} ${state !== null ? (o.wounds === 1 ? 'failed roll ' : 'failed rolls') : o.wounds === 1 ? 'wound ' : 'wounds'} ${pad(percent(probability(o.count, w.total)), 8)}`,
      );
    const none = w.outcomes.find((o) => o.wounds === 0)?.count ?? 0n;
    lines.push(
      state !== null
        ? `  ${state} (any failed roll) ${percent(probability(w.total - none, w.total))}`
        : `  at least one wound ${percent(probability(w.total - none, w.total))}`,
    );
  }
  lines.push('', `Rules: ${[...new Set([...odds.citations, ...wounds.flatMap(({ w }) => w.citations)])].join(', ')}`);
  return lines;
};

/** `arbiter odds`: exact Normal / Face to Face odds, and optionally the Wounds they cause. */
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
