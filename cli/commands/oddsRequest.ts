import { parseArgs } from 'node:util';
import { DEFAULT_EDITION, isEdition, type Edition } from '../../rules/edition.ts';
import {
  lethalityKind,
  parseAmmo,
  type OddsSide,
  type SavingRollProfile,
  type SaveAttribute,
  type WeaponLethality,
} from '../../rules/odds/index.ts';
import { findProgram, hackingPrograms, isSmokeAmmo, type HackingProgram } from '../../rules/profiles/index.ts';

/** `arbiter odds`: its options, read into a request (a usage error says which option and why). */
export const OPTIONS = {
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

export class UsageError extends Error {}

export const isParseArgsError = (e: unknown): e is Error & { code: string } =>
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
  if (program.save === 'none')
    throw new UsageError(`${program.name} allows no Saving Roll: each hit puts the target in ${program.inflicts}`);
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
  if (lethality === null && !isSmokeAmmo(ammo))
    throw new UsageError(`${attack} attack: give ${names.damage} (N3/N4) or ${names.ps} (N5)`);
  const attribute: SaveAttribute = o.bts !== undefined || ammo === 'E/M' ? 'BTS' : 'ARM';
  const value = integer(attribute === 'BTS' ? names.bts : names.arm, o.bts ?? o.arm ?? '0');
  if (value < 0) throw new UsageError(`${attribute} cannot be negative`);
  return { edition, lethality, ammo, attribute, value, partialCover: o.cover === 'partial' };
};

export interface Request {
  readonly edition: Edition;
  readonly active: OddsSide;
  readonly reactive: OddsSide | null;
  readonly json: boolean;
  readonly onReactive: SavingRollProfile | null;
  readonly onActive: SavingRollProfile | null;
}

export const request = (v: Values): Request => {
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
