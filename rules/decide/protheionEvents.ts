/*
 * Decisions (docs/rulings.md "Close Combat Special Skills", Protheion): which troopers of the
 * Order gain from Protheion, and how much, from the Wounds their CC Attacks inflicted. The gains
 * are ruled before the Order's own Wounds are applied (rulingEvents.effectEvents).
 */
import { protheionCitation, protheionGain } from '../combat/index.ts';
import type { SaveOutcome } from '../effects/index.ts';
import type { EventOf } from '../events/index.ts';
import type { SkillDeclaration } from '../orders/index.ts';
import type { AroEntry } from '../resolution/index.ts';
import { trooperView, type TableView } from '../table/index.ts';

/** What the Order declared, as far as Protheion asks: who made a CC Attack at whom. */
export interface CcDeclarations {
  readonly active: string;
  readonly first: SkillDeclaration | null;
  readonly second: SkillDeclaration | null;
  readonly aros: readonly AroEntry[];
}

const ccTarget = (d: SkillDeclaration | null): string | null =>
  d !== null && (d.skill === 'cc-attack' || d.skill === 'berserk') ? d.target : null;

/** Attacker → the targets of its CC Attacks this Order. */
const ccAttacks = (d: CcDeclarations): ReadonlyMap<string, ReadonlySet<string>> => {
  const m = new Map<string, Set<string>>();
  const add = (attacker: string, target: string | null): void => {
    if (target !== null) m.set(attacker, (m.get(attacker) ?? new Set()).add(target));
  };
  add(d.active, ccTarget(d.first));
  add(d.active, ccTarget(d.second));
  for (const a of d.aros) add(a.trooper, ccTarget(a.declaration));
  return m;
};

/**
 * The Protheion gains of the Order (N4/N5): per user, the Wounds its CC Attacks inflicted on
 * targets with Wounds/VITA (not STR), turned into Wounds removed and then VITA, on the table as
 * the saves found it.
 */
export const protheionEvents = (
  order: number,
  table: TableView,
  declared: CcDeclarations,
  outcomes: readonly SaveOutcome[],
): readonly EventOf<'ProtheionRecovered'>[] => {
  const edition = table.edition;
  if (edition === 'n3') return [];
  const cc = ccAttacks(declared);
  const inflicted = new Map<string, number>();
  for (const o of outcomes) {
    const { attacker, trooper } = o.request;
    const target = trooperView(table, trooper);
    if (o.wounds === 0 || target === undefined || target.profile.attributes.structure) continue;
    if (!(cc.get(attacker)?.has(trooper) ?? false)) continue;
    if (!(trooperView(table, attacker)?.profile.skills.includes('protheion') ?? false)) continue;
    inflicted.set(attacker, (inflicted.get(attacker) ?? 0) + o.wounds);
  }
  return [...inflicted].flatMap(([trooper, wounds]) => {
    const user = trooperView(table, trooper);
    if (user === undefined) return [];
    const before = { wounds: user.woundsReceived, gained: user.vitaGained ?? 0 };
    const gain = protheionGain(before, wounds);
    return [
      {
        type: 'ProtheionRecovered' as const,
        order,
        trooper,
        inflicted: wounds,
        woundsRemoved: gain.woundsRemoved,
        vitaRaised: gain.vitaGained,
        wounds: before.wounds - gain.woundsRemoved,
        vitaGained: before.gained + gain.vitaGained,
        citations: [protheionCitation(edition)],
      },
    ];
  });
};
