import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { ArmyList, TrooperProfile } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { isNull, trooperView, type TableView } from '../table/index.ts';

export const peripheralCitation = (): CitationId => 'n5/skills/peripheral';

/** A Peripheral adds no Order to the pool: one Order, its Controller's, activates both. */
export const isPeripheral = (p: TrooperProfile): boolean => p.peripheralOf !== undefined;

/**
 * Why an army's Peripherals cannot stand as listed, or null: N5 only (N3/N4 not read), the
 * Controller a trooper of the same army and no Peripheral itself. The Servant's own limits (a
 * Controller with Doctor or Engineer, two at most) are not checked: the list does not say which
 * kind of Peripheral a trooper is (docs/rulings.md "Peripherals").
 */
export const peripheralListProblem = (edition: Edition, army: ArmyList): string | null => {
  const troopers = army.groups.flatMap((g) => g.troopers);
  for (const p of troopers) {
    if (p.peripheralOf === undefined) continue;
    const cite = peripheralCitation();
    if (edition !== 'n5') return `${p.id}: Peripherals are ruled for N5 games only, not ${edition} (${cite})`;
    const controller = troopers.find((c) => c.id === p.peripheralOf);
    if (controller === undefined)
      return `${p.id}: its Controller ${p.peripheralOf} is no trooper of ${army.player}'s army (${cite})`;
    if (controller.peripheralOf !== undefined)
      return `${p.id}: its Controller ${controller.id} is a Peripheral itself (${cite})`;
  }
  return null;
};

/**
 * A Peripheral is never activated by an Order of its own: its Controller's Order activates both
 * (the engine rules the Controller's skills; the Peripheral's share of that Order is not ruled yet).
 */
export const peripheralActivationRefusal = (table: TableView, trooper: string): Refusal | null => {
  const controller = trooperView(table, trooper)?.profile.peripheralOf;
  return controller === undefined
    ? null
    : refuse(
        `${trooper} is a Peripheral of ${controller}: it has no Order of its own and is activated only by ${controller}'s Order`,
        peripheralCitation(),
      );
};

/**
 * Peripherals that become Disconnected at the end of this Order: those whose Controller is in a
 * Null State on the table the Order's Effects left, not Null nor Disconnected already.
 */
export const disconnectedPeripherals = (table: TableView): readonly string[] => {
  // Asked once per Order over every trooper: one loop, no pair nor array per trooper.
  const disconnected: string[] = [];
  for (const id of Object.keys(table.troopers)) {
    const view = trooperView(table, id);
    const controller = view?.profile.peripheralOf;
    if (view === undefined || controller === undefined || isNull(view.states) || view.states.includes('disconnected'))
      continue;
    const c = trooperView(table, controller);
    if (c !== undefined && isNull(c.states)) disconnected.push(id);
  }
  return disconnected;
};

/** A Disconnected Peripheral declares no ARO. */
export const disconnectedAroRefusal = (table: TableView, trooper: string): Refusal | null =>
  trooperView(table, trooper)?.states.includes('disconnected') === true
    ? refuse(`${trooper} is Disconnected (its Controller is in a Null State) and cannot react`, peripheralCitation())
    : null;
