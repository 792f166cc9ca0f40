import { editionLabel } from '../../rules/edition.ts';
import {
  probability,
  savingRollChance,
  winCount,
  type FaceToFaceOdds,
  type FaceToFaceWounds,
  type OddsSide,
  type SavingRollProfile,
  type SideOdds,
} from '../../rules/odds/index.ts';
import type { Request } from '../commands/oddsRequest.ts';

/** `arbiter odds` output: the table for people, JSON for tools. */
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

export const sideJson = (
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
export const toJson = (value: unknown, indent = ''): string => {
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

export const table = (
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
