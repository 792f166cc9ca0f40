import type { GameCommand } from '../../machines/index.ts';
import type { GutsOption } from '../../rules/combat/index.ts';
import type { RollPurpose, SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableFact } from '../../rules/table/index.ts';

/** A Guts Roll as a scenario scripts it: the die or the choice to fail; after a failure, options and fallback. */
export interface GutsScript {
  readonly roll?: number;
  readonly fail?: true;
  readonly options?: { readonly leaveLof: boolean; readonly reachCover: boolean };
  readonly move?: GutsOption;
}

/**
 * One Order written like a recorded game (docs/recorded-game.md): first skill, table facts,
 * AROs, second skill, more facts and AROs, then the dice, saves and Guts Rolls. Dice are keyed by
 * trooper; their purpose is the trooper's declared skill (Dodge, Reset or attack).
 */
export interface OrderScript {
  readonly trooper: string;
  readonly first: SkillDeclaration;
  readonly table?: readonly TableFact[];
  readonly aros?: Readonly<Record<string, SkillDeclaration>>;
  /** Omitted: Idle. `null`: the first skill fills the whole Order. */
  readonly second?: SkillDeclaration | null;
  readonly table2?: readonly TableFact[];
  readonly aros2?: Readonly<Record<string, SkillDeclaration>>;
  /** Facts measured at Resolution, before any die (e.g. which ally takes a stray shot). */
  readonly table3?: readonly TableFact[];
  readonly dice?: Readonly<Record<string, readonly number[]>>;
  readonly saves?: Readonly<Record<string, readonly number[]>>;
  readonly guts?: Readonly<Record<string, GutsScript>>;
}

const purposeOf = (o: OrderScript, trooper: string): RollPurpose => {
  const declared =
    trooper === o.trooper ? [o.first, o.second ?? null] : [o.aros?.[trooper] ?? null, o.aros2?.[trooper] ?? null];
  // Support skills: the Doctor's or Engineer's own WIP roll, the MediKit patient's PH roll.
  for (const d of [o.first, o.second ?? null]) {
    if (
      d === null ||
      (d.skill !== 'doctor' && d.skill !== 'engineer' && d.skill !== 'medikit' && d.skill !== 'gizmokit')
    )
      continue;
    // Used remotely (`use: remote`), the MediKit or GizmoKit user rolls BS; the patient rolls at the saves.
    const remote = 'use' in d && d.use === 'remote';
    if ((!remote && (d.skill === 'medikit' || d.skill === 'gizmokit') ? d.target : o.trooper) === trooper)
      return d.skill;
  }
  if (declared.some((d) => d?.skill === 'extract')) return 'extract';
  if (declared.some((d) => d?.skill === 'hack-console')) return 'hack-console';
  if (declared.some((d) => d?.skill === 'discover') && !declared.some((d) => d?.skill === 'bs-attack'))
    return 'discover';
  return declared.some((d) => d?.skill === 'dodge')
    ? 'dodge'
    : declared.some((d) => d?.skill === 'reset')
      ? 'reset'
      : 'attack';
};

/** The commands of one Order, in the order the Order Expenditure Sequence takes them. */
export const orderCommands = (o: OrderScript): GameCommand[] => [
  { type: 'activate', trooper: o.trooper },
  { type: 'declare', trooper: o.trooper, declaration: o.first },
  ...(o.table ?? []).map((fact): GameCommand => ({ type: 'measure', fact })),
  ...Object.entries(o.aros ?? {}).map(([trooper, declaration]): GameCommand => ({ type: 'aro', trooper, declaration })),
  { type: 'end-aros' },
  ...(o.second === null
    ? []
    : [
        { type: 'declare', trooper: o.trooper, declaration: o.second ?? { skill: 'idle' } } as const,
        ...(o.table2 ?? []).map((fact): GameCommand => ({ type: 'measure', fact })),
        ...Object.entries(o.aros2 ?? {}).map(([trooper, declaration]): GameCommand => ({
          type: 'aro',
          trooper,
          declaration,
        })),
        { type: 'end-aros' } as const,
      ]),
  ...(o.table3 ?? []).map((fact): GameCommand => ({ type: 'measure', fact })),
  ...Object.entries(o.dice ?? {}).map(([trooper, faces]): GameCommand => ({
    type: 'roll',
    trooper,
    purpose: purposeOf(o, trooper),
    faces,
  })),
  ...Object.entries(o.saves ?? {}).map(([trooper, faces]): GameCommand => ({
    type: 'roll',
    trooper,
    purpose: 'saving-roll',
    faces,
  })),
  ...Object.entries(o.guts ?? {}).flatMap(([trooper, g]): GameCommand[] => [
    g.fail === true ? { type: 'fail-guts', trooper } : { type: 'roll', trooper, purpose: 'guts', faces: [g.roll ?? 0] },
    ...(g.options === undefined
      ? []
      : [{ type: 'measure', fact: { fact: 'guts-options', trooper, ...g.options } } as const]),
    ...(g.move === undefined ? [] : [{ type: 'guts-move', trooper, option: g.move } as const]),
  ]),
];

/** A whole Turn: its start, then each Order. */
export const turn = (player: string, ...orders: readonly OrderScript[]): GameCommand[] => [
  { type: 'start-turn', player },
  ...orders.flatMap(orderCommands),
];

/** Per-die fates of a Face to Face side or a Normal Roll, by die id. */
export const fates = (dice: readonly { readonly id: string; readonly fate: unknown }[]): Record<string, unknown> =>
  Object.fromEntries(dice.map((d) => [d.id, d.fate]));
