import type { Namer } from './describeDeclaration.ts';
import { plural } from './plural.ts';
import type { RulingDifference } from './compareRulings.ts';
import type { Readjudication } from './readjudicate.ts';
import { plainStyle, type TextStyle } from './textStyle.ts';

const where = (d: RulingDifference): string =>
  `${d.order === null ? 'between Orders' : `Order ${d.order}`}${d.seq === null ? '' : `, seq ${d.seq}`}`;

/** One difference in words. */
export const describeDifference = (d: RulingDifference): string[] => {
  switch (d.kind) {
    case 'only-in-log':
      return [`${where(d)}: ${d.subject}: in the log, but the engine does not derive it`];
    case 'only-from-engine':
      return [`${where(d)}: ${d.subject}: the engine derives it, but the log lacks it`];
    case 'differs':
      return [
        `${where(d)}: ${d.subject}: the log and the engine disagree`,
        ...d.fields.map(
          (f) => `    ${f.path}: the log says ${f.logged ?? '(nothing)'}, the engine rules ${f.engine ?? '(nothing)'}`,
        ),
      ];
  }
};

/** The re-adjudication as text: agreement, or every ruling that differs and where. */
export const renderReadjudication = (
  r: Readjudication,
  options: { readonly order?: number; readonly style?: TextStyle; readonly name?: Namer } = {},
): string[] => {
  const style = options.style ?? plainStyle;
  const shown = r.differences.filter((d) => options.order === undefined || d.order === options.order);
  const out = [
    style.strong('Re-adjudication'),
    `  the logged declarations, measurements and dice were re-run through a fresh engine: ${plural(r.compared, 'derived event')} compared in ${plural(r.ordersChecked, 'Order')} (of ${r.orders})`,
  ];
  const players = r.ruledByPlayers.filter((p) => options.order === undefined || p.order === options.order);
  if (players.length > 0) {
    out.push(
      `  ${players.length} ${players.length === 1 ? 'Order was' : 'Orders were'} ruled by the players, not by the engine: carried through as agreed, not counted above`,
    );
    for (const p of players)
      out.push(
        style.warn(
          `    Order ${p.order} (${(options.name ?? ((id: string) => id))(p.trooper)}): ruled by the players, not re-adjudicated`,
        ),
      );
  }
  const inconsistent = r.outcomeMismatches.filter((m) => options.order === undefined || m.order === options.order);
  for (const m of inconsistent) {
    out.push(
      style.bad(
        `  Order ${m.order}, ruled by the players: its logged outcome is not what its changes give on the table (a total edited by hand?)`,
      ),
    );
    for (const f of m.fields)
      out.push(`    ${f.path}: the log says ${f.logged ?? '(nothing)'}, the changes give ${f.engine ?? '(nothing)'}`);
  }
  if (r.refused !== null) {
    out.push(
      style.bad(
        `  the engine refuses the command logged at seq ${r.refused.seq}${r.refused.order === null ? '' : ` (Order ${r.refused.order})`}; nothing after it could be checked:`,
      ),
    );
    out.push(`    ${r.refused.message}`);
  }
  if (shown.length === 0 && r.refused === null && inconsistent.length === 0) {
    // An Order the players ruled has no ruling of the engine's to agree with.
    if (options.order === undefined || players.length === 0)
      out.push(style.good(`  every ruling agrees${options.order === undefined ? '' : ` (Order ${options.order})`}`));
    return out;
  }
  if (shown.length > 0) {
    out.push(
      style.bad(
        `  ${shown.length} logged ${shown.length === 1 ? 'ruling differs' : 'rulings differ'} from what the engine rules now (a log from another version of Arbiter, or edited by hand):`,
      ),
    );
    for (const d of shown) out.push(...describeDifference(d).map((l) => `  ${l}`));
  }
  return out;
};
