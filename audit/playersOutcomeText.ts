import type { RuledOutcome } from '../rules/orders/index.ts';
import type { Namer } from './describeDeclaration.ts';
import { plural } from './plural.ts';

/** How every view labels an Order the players ruled: never as the engine's ruling. */
export const RULED_BY_PLAYERS = 'ruled by the players, not by the engine';

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** What the players said was declared, with the skills they named. */
export const declaredText = (declared: string, skills: readonly string[]): string =>
  `${declared}${skills.length === 0 ? '' : ` (skills: ${skills.join(', ')})`}`;

/** Each change of an outcome the players agreed, in words, one per line (e.g. `Remote: -1 Wound (0 in all)`). */
export const outcomeLines = (o: RuledOutcome, name: Namer): string[] => [
  ...(o.orders.length === 0
    ? ['no Order spent']
    : o.orders.map(
        (x) =>
          `${name(x.trooper)} spends ${x.pool === 'irregular' || x.pool === 'impetuous' ? 'an' : 'a'} ${x.pool} Order (group ${x.group})`,
      )),
  ...(o.commandTokens.spent === 0
    ? []
    : [`${plural(o.commandTokens.spent, 'Command Token')} spent (${o.commandTokens.left} left)`]),
  ...o.wounds.map(
    (w) =>
      `${name(w.trooper)}: ${signed(w.change)} ${Math.abs(w.change) === 1 ? 'Wound' : 'Wounds'} (${w.total} in all)`,
  ),
  ...o.left.flatMap((l) => l.states.map((s) => `${name(l.trooper)} is no longer ${s}`)),
  ...o.entered.flatMap((n) => n.states.map((s) => `${name(n.trooper)} becomes ${s}`)),
  ...o.uses.map(
    (u) =>
      `${name(u.trooper)}: ${signed(u.change)} ${Math.abs(u.change) === 1 ? 'use' : 'uses'} of ${u.key} (${u.total} spent)`,
  ),
  ...o.outOfPlay.map((t) => `${name(t)} is out of play`),
];

/** The outcome on one line. */
export const outcomeSummary = (o: RuledOutcome, name: Namer): string => outcomeLines(o, name).join('; ');
