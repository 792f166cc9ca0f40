import * as E from 'fp-ts/lib/Either.js';
import type { GameCommand, GameInput } from '../machines/index.ts';
import { READING_CHOICES, strayReading, withReading } from '../rules/readings.ts';
import type { Edition } from '../rules/edition.ts';
import { routePoints, type SkillDeclaration } from '../rules/orders/index.ts';
import { findWeapon, type ArmyList, type WeaponProfile } from '../rules/profiles/index.ts';
import { factTroopers, START_POINT, type TableFact } from '../rules/table/index.ts';
import type { LoggedGame, LoggedStep } from './loggedGame.ts';
import { describeDeclaration, describeFact, type Namer } from './describeDeclaration.ts';
import { ACTIVE_TROOPER, type WhatIfChange } from './whatIfChange.ts';

/** A log's game with the what-if's changes made. */
export interface ChangedGame {
  readonly game: LoggedGame;
  /** What was changed, in words. */ readonly notes: readonly string[];
}

/** The changed game, or why a change cannot be made (one line). */
export type AppliedWhatIf = E.Either<string, ChangedGame>;

/** Two route points are the same (no point is the start). */
const samePoint = (a: string | undefined, b: string | undefined): boolean => (a ?? START_POINT) === (b ?? START_POINT);

/** Whether two measurements are about the same thing (so one replaces the other). */
const sameSubject = (a: TableFact, b: TableFact): boolean => {
  const pair = (x1: string, y1: string, x2: string, y2: string): boolean =>
    (x1 === x2 && y1 === y2) || (x1 === y2 && y1 === x2);
  switch (a.fact) {
    case 'lof':
      return b.fact === 'lof' && a.from === b.from && a.to === b.to && samePoint(a.at, b.at);
    case 'range':
      return b.fact === 'range' && pair(a.from, a.to, b.from, b.to) && samePoint(a.at, b.at);
    case 'cover':
      return b.fact === 'cover' && a.target === b.target && a.from === b.from && samePoint(a.at, b.at);
    case 'zoc':
      return b.fact === 'zoc' && a.trooper === b.trooper && a.of === b.of && samePoint(a.at, b.at);
    case 'base-contact':
      return b.fact === 'base-contact' && pair(a.a, a.b, b.a, b.b);
    case 'visibility':
      return b.fact === 'visibility' && a.from === b.from && a.to === b.to && samePoint(a.at, b.at);
    case 'visibility-zone':
      return b.fact === 'visibility-zone' && pair(a.from, a.to, b.from, b.to) && samePoint(a.at, b.at);
    case 'template':
      return b.fact === 'template' && a.from === b.from && a.shot === b.shot;
    case 'mine':
      return b.fact === 'mine' && a.mine === b.mine;
    case 'friendly-fire':
      return b.fact === 'friendly-fire' && a.attacker === b.attacker;
    case 'dodge-move':
      return b.fact === 'dodge-move' && a.trooper === b.trooper;
    case 'guts-options':
      return b.fact === 'guts-options' && a.trooper === b.trooper;
    case 'hacking-area':
      return b.fact === 'hacking-area' && a.hacker === b.hacker && a.trooper === b.trooper;
  }
};

const troopersOf = (input: GameInput): readonly string[] =>
  input.armies.flatMap((a) => a.groups.flatMap((g) => g.troopers.map((t) => t.id)));

/** A weapon as the other edition prints it: from that edition's catalogue, else its lethality converted (PS = 20 − DAM). */
const weaponFor = (edition: Edition, w: WeaponProfile): WeaponProfile => {
  const listed = findWeapon(edition, w.id);
  if (listed !== undefined) return listed;
  const { damage, ps, ...rest } = w;
  if (edition === 'n5') {
    const value = ps ?? (damage === undefined ? undefined : 20 - damage);
    return value === undefined ? rest : { ...rest, ps: value };
  }
  const value = damage ?? (ps === undefined ? undefined : 20 - ps);
  return value === undefined ? rest : { ...rest, damage: value };
};

const armiesFor = (edition: Edition, armies: readonly ArmyList[]): readonly ArmyList[] =>
  armies.map((a) => ({
    ...a,
    groups: a.groups.map((g) => ({
      ...g,
      troopers: g.troopers.map((t) => ({ ...t, weapons: t.weapons.map((w) => weaponFor(edition, w)) })),
    })),
  }));

/**
 * Applies what-if changes to the commands taken from a log, on a copy: a measurement replaces
 * the logged one about the same troopers (or is added after the Order's last measurement, and
 * a fact at a route point no earlier than the Move that names it), an
 * ARO or skill replaces the logged one (or is added), dice replace or add a roll; an edition
 * re-reads the armies' weapons for that edition. Unknown Orders or troopers are refused.
 */
export const applyWhatIf = (
  game: LoggedGame,
  changes: readonly WhatIfChange[],
  name: Namer = (id) => id,
): AppliedWhatIf => {
  let input = game.input;
  let steps: LoggedStep[] = [...game.steps];
  const notes: string[] = [];
  const known = new Set(troopersOf(game.input));
  const unknown = (ids: readonly string[]): string | undefined => ids.find((id) => !known.has(id));
  const list = [...known].join(', ');
  for (const change of changes) {
    if (change.kind === 'reading') {
      const readings = withReading(input.readings, change.reading, change.value);
      if (typeof readings === 'string') return E.left(readings);
      notes.push(
        `reading ${change.reading}: ${input.readings?.[change.reading] ?? `${READING_CHOICES[change.reading][0] ?? ''} (the default)`} → ${change.value}`,
      );
      input = { ...input, readings };
      continue;
    }
    if (change.kind === 'edition') {
      notes.push(
        `edition ${input.edition.toUpperCase()} → ${change.edition.toUpperCase()} (weapons re-read from the ${change.edition.toUpperCase()} catalogue where listed)`,
      );
      input = { ...input, edition: change.edition, armies: armiesFor(change.edition, input.armies) };
      // The catalogue's missions are N5 ones (docs/missions.md): in another edition the fork plays without its score.
      if (input.mission !== undefined && change.edition !== 'n5') {
        const { mission: _dropped, ...rest } = input;
        input = rest;
        steps = steps.filter((s) => s.command.type !== 'score-round' && s.command.type !== 'end-game');
        notes.push(`the mission ${_dropped.id} is N5 only: the fork plays without it (no round scored, no end)`);
      }
      continue;
    }
    const inOrder = steps.map((s, i) => ({ s, i })).filter(({ s }) => s.order === change.order);
    if (inOrder.some(({ s }) => s.command.type === 'rule-by-players')) {
      return E.left(
        `Order ${change.order} was ruled by the players, not by the engine: a what-if changes only what the engine rules, and the fork keeps that Order's outcome as they agreed it`,
      );
    }
    const activation = inOrder.find(({ s }) => s.command.type === 'activate')?.s.command;
    if (activation === undefined || activation.type !== 'activate')
      return E.left(`the log has no Order ${change.order}`);
    const place = (i: number, command: GameCommand | null): void => {
      const at = steps[i];
      if (at === undefined) return;
      steps =
        command === null ? steps.filter((_, j) => j !== i) : steps.map((s, j) => (j === i ? { ...s, command } : s));
    };
    const insert = (i: number, command: GameCommand): void => {
      steps = [...steps.slice(0, i), { seq: 0, order: change.order, command }, ...steps.slice(i)];
    };
    const lastIndex = (inOrder[inOrder.length - 1]?.i ?? steps.length - 1) + 1;
    switch (change.kind) {
      case 'fact': {
        const bad = unknown(factTroopers(change.fact));
        if (bad !== undefined) return E.left(`no trooper ${bad} in this game (troopers: ${list})`);
        const found = inOrder.filter(
          ({ s }) => s.command.type === 'measure' && sameSubject(s.command.fact, change.fact),
        );
        const last = found[found.length - 1];
        if (last !== undefined && last.s.command.type === 'measure') {
          notes.push(
            `Order ${change.order}: measured ${describeFact(last.s.command.fact, name)} → ${describeFact(change.fact, name)}`,
          );
          place(last.i, { type: 'measure', fact: change.fact });
        } else {
          const measures = inOrder.filter(({ s }) => s.command.type === 'measure');
          const lastMeasure = measures[measures.length - 1] ?? inOrder.find(({ s }) => s.command.type === 'declare');
          // A fact at a point goes no earlier than the Move whose route names that point.
          const point = 'at' in change.fact ? change.fact.at : undefined;
          const naming =
            point === undefined || point === START_POINT
              ? undefined
              : inOrder.find(
                  ({ s }) => s.command.type === 'declare' && routePoints([s.command.declaration]).includes(point),
                );
          const after =
            lastMeasure === undefined || (naming !== undefined && naming.i > lastMeasure.i) ? naming : lastMeasure;
          if (after === undefined) return E.left(`Order ${change.order} has no declaration to measure after`);
          notes.push(`Order ${change.order}: measurement added: ${describeFact(change.fact, name)}`);
          insert(after.i + 1, { type: 'measure', fact: change.fact });
        }
        break;
      }
      case 'aro': {
        if (!known.has(change.trooper)) return E.left(`no trooper ${change.trooper} in this game (troopers: ${list})`);
        const declaration = change.declaration === null ? null : aimAt(change.declaration, activation.trooper);
        const found = inOrder.find(({ s }) => s.command.type === 'aro' && s.command.trooper === change.trooper);
        if (found !== undefined) {
          notes.push(
            `Order ${change.order}: ${name(change.trooper)}'s ARO ${found.s.command.type === 'aro' ? describeDeclaration(found.s.command.declaration, name) : '?'} → ${declaration === null ? 'no ARO' : describeDeclaration(declaration, name)}`,
          );
          place(found.i, declaration === null ? null : { type: 'aro', trooper: change.trooper, declaration });
        } else if (declaration === null) {
          return E.left(`${change.trooper} declared no ARO in Order ${change.order}`);
        } else {
          const close = inOrder.find(({ s }) => s.command.type === 'end-aros');
          if (close === undefined) return E.left(`Order ${change.order} never closed its ARO declarations`);
          notes.push(
            `Order ${change.order}: ARO added: ${name(change.trooper)}: ${describeDeclaration(declaration, name)}`,
          );
          insert(close.i, { type: 'aro', trooper: change.trooper, declaration });
        }
        break;
      }
      case 'skill': {
        const declares = inOrder.filter(({ s }) => s.command.type === 'declare');
        const found = declares[change.position === 'first' ? 0 : 1];
        if (found === undefined) return E.left(`Order ${change.order} has no ${change.position} skill to change`);
        notes.push(
          `Order ${change.order}: ${change.position} skill ${found.s.command.type === 'declare' ? describeDeclaration(found.s.command.declaration, name) : '?'} → ${describeDeclaration(change.declaration, name)}`,
        );
        place(found.i, { type: 'declare', trooper: activation.trooper, declaration: change.declaration });
        break;
      }
      case 'dice': {
        if (!known.has(change.trooper)) return E.left(`no trooper ${change.trooper} in this game (troopers: ${list})`);
        const found = inOrder.find(
          ({ s }) =>
            s.command.type === 'roll' && s.command.trooper === change.trooper && s.command.purpose === change.purpose,
        );
        // Special Dice: the player's logged discards stay with the new faces.
        const discard = found?.s.command.type === 'roll' ? found.s.command.discard : undefined;
        // A decline given with a saving roll stays with the new faces too.
        const decline = found?.s.command.type === 'roll' ? found.s.command.decline : undefined;
        const command: GameCommand = {
          type: 'roll',
          trooper: change.trooper,
          purpose: change.purpose,
          faces: change.faces,
          ...(discard === undefined ? {} : { discard }),
          ...(decline === undefined ? {} : { decline }),
        };
        notes.push(
          `Order ${change.order}: ${name(change.trooper)}'s ${change.purpose} dice ${found !== undefined && found.s.command.type === 'roll' ? `${found.s.command.faces.join(' ')} → ` : 'given: '}${change.faces.join(' ')}`,
        );
        if (found !== undefined) place(found.i, command);
        else insert(lastIndex, command);
        break;
      }
    }
  }
  const stray = strayReading(input.edition, input.readings);
  if (stray !== null) return E.left(stray.message);
  return E.right({ game: { input, steps }, notes });
};

/** An ARO attack written without a target aims at the activated trooper. */
const aimAt = (d: SkillDeclaration, active: string): SkillDeclaration => {
  if (d.skill === 'bs-attack')
    return { ...d, targets: d.targets.map((t) => (t.target === ACTIVE_TROOPER ? { ...t, target: active } : t)) };
  if (d.skill === 'cc-attack' && d.target === ACTIVE_TROOPER) return { ...d, target: active };
  return d;
};
