/*
 * The figures of a recorded game (issue 16's closing measurements): how many Orders it has, how
 * many YAML lines each takes, and in how many Orders each rule family was ruled, read from the
 * citations of the engine's own audit trail. Usage: npx tsx scripts/gameFigures.ts GAME.yaml
 */
import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { auditTrail, readLogLeniently } from '../audit/index.ts';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import { formatLogError, GENESIS_PREV, sealRecords } from '../kernel/log/index.ts';
import { formatScriptError, parseRecordedGame, recordGame } from '../recording/index.ts';

/** A rule family of issue 16 and the citation ids that show it was ruled. */
export interface RuleFamily {
  readonly family: string;
  readonly ids: RegExp;
}

export const RULE_FAMILIES: readonly RuleFamily[] = [
  { family: 'Fireteams', ids: /\/fireteams?\b|\/fireteam-|\/wildcard|\/coherency/ },
  {
    family: 'Markers (Camouflage, Hidden Deployment, Impersonation)',
    ids: /camouflag|hidden-deployment|impersonation|holoecho|\/markers?\b/,
  },
  { family: 'Discover', ids: /\/discover/ },
  { family: 'Surprise Attack', ids: /surprise/ },
  { family: 'Cautious Movement', ids: /cautious-movement/ },
  { family: 'Jump, Climb, Super-Jump', ids: /skills\/(jump|climb|super-jump)/ },
  { family: 'Prone and standing up', ids: /prone-change/ },
  { family: 'Engaged (entering and leaving Close Combat)', ids: /states\/engaged/ },
  { family: 'Suppressive Fire', ids: /suppressive-fire/ },
  { family: 'Intuitive Attack', ids: /intuitive/ },
  { family: 'Speculative Attack', ids: /speculative/ },
  {
    family: 'Martial Arts, Natural Born Warrior, Berserk, Protheion',
    ids: /martial-arts|natural-born|berserk|protheion/,
  },
  { family: 'Continuous Damage', ids: /continuous-damage/ },
  { family: 'Shock and Shock immunity', ids: /shock/ },
  { family: 'Weapon bonuses (+B, +Damage)', ids: /bracketed-bonus/ },
  { family: 'MULTI weapons and ammunition', ids: /\/ammo\/(armour-piercing|damage-ammo|double-action|da)|multi/ },
  { family: 'Mimetism, Nanoscreen', ids: /mimetism|nanoscreen/ },
  { family: 'Multispectral Visor', ids: /multispectral/ },
  { family: 'Visibility Zones', ids: /\/visibility\// },
  { family: 'Smoke and Eclipse', ids: /smoke|eclipse/ },
  { family: 'Coordinated Orders', ids: /\/coordinated/ },
  { family: 'Hacking', ids: /\/hacking\// },
  { family: 'Templates', ids: /template/ },
  { family: 'Close Combat', ids: /\/cc-attack\// },
  { family: 'Dodge', ids: /\/dodge\// },
  { family: 'Reset', ids: /skills\/reset/ },
  { family: 'Guts Rolls', ids: /\/guts\// },
  // Part 2 (issue 18): survival, structure and states, support, command and hacking families.
  { family: 'Courage', ids: /skills\/courage/ },
  { family: 'Dogged', ids: /skills\/dogged/ },
  { family: 'No Wound Incapacitation', ids: /skills\/nwi/ },
  { family: 'Immunity and Total Immunity', ids: /skills\/(total-)?immunity$/ },
  { family: 'Bioimmunity', ids: /skills\/bioimmunity/ },
  { family: 'Stealth', ids: /skills\/stealth/ },
  { family: 'Remote Presence', ids: /skills\/remote-presence/ },
  { family: 'Shasvastii', ids: /skills\/shasvastii/ },
  { family: 'Unconscious and Dead', ids: /states\/(unconscious|dead)\b|wounds\/unconscious-dead/ },
  { family: 'Stun ammunition and Stunned', ids: /ammo\/stun|states\/stunned/ },
  { family: 'Doctor (and Doctor 2W)', ids: /skills\/doctor/ },
  { family: 'MediKit', ids: /equipment\/medikit/ },
  { family: 'Engineer', ids: /skills\/engineer/ },
  { family: 'GizmoKit', ids: /equipment\/gizmokit/ },
  { family: 'Tactical Awareness', ids: /skills\/tactical-awareness/ },
  { family: 'Lieutenant (+1 Command Token)', ids: /skills\/lieutenant-plus-one-token/ },
  { family: 'Chain of Command', ids: /skills\/chain-of-command/ },
  { family: 'NCO', ids: /skills\/nco/ },
  { family: 'Spotlight and Targeted', ids: /hacking\/spotlight|states\/targeted/ },
  { family: 'Carbonite', ids: /hacking\/carbonite/ },
  { family: 'Regeneration', ids: /skills\/regeneration/ },
  { family: "Engineer's other use (cancelling States)", ids: /skills\/engineer-states/ },
  { family: 'Firewall', ids: /equipment\/firewall/ },
  { family: 'Airborne Deployment (Combat Jump, Parachutist)', ids: /skills\/(combat-jump|parachutist)/ },
  { family: 'Objective skills (extract, pick up, drop)', ids: /supplies\/(extract|pick-up|drop)/ },
  { family: 'Consoles (hack a Console)', ids: /supremacy\/hack-console/ },
  { family: 'Impetuous', ids: /skills\/impetuous/ },
];

/** Every citation id anywhere below a value (entries, their roll lines and MOD lines). */
const idsIn = (value: unknown, into: Set<string>): Set<string> => {
  if (Array.isArray(value)) for (const v of value) idsIn(v, into);
  else if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    if (typeof o['id'] === 'string' && typeof o['edition'] === 'string') into.add(o['id']);
    for (const v of Object.values(o)) idsIn(v, into);
  }
  return into;
};

export interface GameFigures {
  readonly orders: number;
  readonly ruledByPlayers: number;
  /** Lines of the `turns:` part that are neither blank nor comments. */
  readonly orderLines: number;
  readonly perFamily: readonly { readonly family: string; readonly orders: number }[];
  /** Every citation id anywhere in the audit trail (Orders, Tactical Phases, the game's title). */
  readonly citedAnywhere: readonly string[];
}

/** Records the game in memory, audits its log and counts. */
export const gameFigures = async (file: string): Promise<GameFigures> => {
  const text = readFileSync(file, 'utf8');
  const parsed = parseRecordedGame(file, text);
  if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
  const recorded = recordGame(file, parsed.right.game, parsed.right.map);
  if (E.isLeft(recorded)) throw new Error(formatScriptError(recorded.left.error));
  const chained = sealRecords(recorded.right.events, { seq: 0, hash: GENESIS_PREV }, arbiterCatalogue);
  if (E.isLeft(chained)) throw new Error(formatLogError(chained.left));
  const read = await readLogLeniently(chained.right.lines.map((l) => l.slice(0, -1)));
  if (E.isLeft(read)) throw new Error(read.left.message);
  const trail = auditTrail(read.right.records);
  const orders = trail.turns.flatMap((t) => t.orders);
  const cited = orders.map((o) => idsIn(o.entries, new Set()));
  const turnsAt = text.split('\n').findIndex((l) => l.startsWith('turns:'));
  const orderLines = text
    .split('\n')
    .slice(turnsAt + 1)
    .filter((l) => l.trim() !== '' && !l.trim().startsWith('#')).length;
  return {
    orders: orders.length,
    ruledByPlayers: orders.filter((o) => o.ruledBy === 'players').length,
    orderLines,
    perFamily: RULE_FAMILIES.map((f) => ({
      family: f.family,
      orders: cited.filter((ids) => [...ids].some((id) => f.ids.test(id))).length,
    })),
    citedAnywhere: [...idsIn(trail, new Set())].sort(),
  };
};

const main = async (): Promise<void> => {
  const file = process.argv[2];
  if (file === undefined) throw new Error('usage: npx tsx scripts/gameFigures.ts GAME.yaml');
  const f = await gameFigures(file);
  console.log(`${file}: ${f.orders} Orders (${f.ruledByPlayers} ruled by the players)`);
  console.log(
    `YAML lines of the turns (no blanks, no comments): ${f.orderLines}, ${(f.orderLines / f.orders).toFixed(1)} per Order`,
  );
  console.log('| rule family | Orders |\n|---|---|');
  for (const r of f.perFamily) console.log(`| ${r.family} | ${r.orders} |`);
};

if (process.argv[1]?.endsWith('gameFigures.ts') === true) await main();
