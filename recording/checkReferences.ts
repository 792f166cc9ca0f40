import { SUPPLIES_COFFINS } from '../rules/missions/supplies.ts';
import { missionById } from '../rules/missions/missionCatalogue.ts';
import type { GameInput } from '../machines/index.ts';
import { findWeapon, hackingPrograms, weaponCatalogue } from '../rules/profiles/index.ts';
import type { SkillDeclaration } from '../rules/orders/index.ts';
import type { TableFact } from '../rules/table/index.ts';
import { didYouMean, listNames, unknownName } from './didYouMean.ts';
import type { PathSegment } from './sourceMap.ts';
import type { EngineOrder, PlayersOrder, RecordedGame } from './recordedGameCodec.ts';

/** An id the file uses that names nothing (a trooper, a player, a weapon, a Hacking Program). */
export interface UnknownReference {
  readonly path: readonly PathSegment[];
  readonly message: string;
}

/** The ids a table fact names as troopers (a template's or a Mine's `affects` may name Neutrals, which are no troopers). */
const factTrooperFields = (f: TableFact): readonly (readonly [PathSegment[], string])[] => {
  switch (f.fact) {
    case 'lof':
    case 'range':
    case 'visibility':
    case 'visibility-zone':
      return [
        [['from'], f.from],
        [['to'], f.to],
      ];
    case 'cover':
      return [
        [['target'], f.target],
        [['from'], f.from],
      ];
    case 'zoc':
      return [
        [['trooper'], f.trooper],
        [['of'], f.of],
      ];
    case 'base-contact':
      return [
        [['a'], f.a],
        [['b'], f.b],
      ];
    case 'template':
      return [[['from'], f.from]];
    case 'mine':
      return [];
    case 'friendly-fire':
      return [
        [['attacker'], f.attacker],
        [['ally'], f.ally],
      ];
    case 'dodge-move':
      return [
        [['trooper'], f.trooper],
        ...f.contacts.map((c, i): readonly [PathSegment[], string] => [['contacts', i], c]),
      ];
    case 'guts-options':
      return [[['trooper'], f.trooper]];
    case 'hacking-area':
      return [
        [['hacker'], f.hacker],
        [['trooper'], f.trooper],
      ];
  }
};

/** The ids a declaration names as troopers (its targets; an Intuitive or Speculative Attack names its main target). */
const declarationTroopers = (d: SkillDeclaration): readonly (readonly [PathSegment[], string])[] => {
  switch (d.skill) {
    case 'bs-attack':
    case 'comms-attack':
      return d.targets.map((t, i): readonly [PathSegment[], string] => [['targets', i, 'target'], t.target]);
    case 'cc-attack':
    case 'discover':
    case 'doctor':
    case 'engineer':
    case 'medikit':
    case 'gizmokit':
    case 'berserk':
    case 'intuitive-attack':
    case 'speculative-fire':
      return [[['target'], d.target]];
    case 'move':
    case 'cautious-move':
    case 'jump':
    case 'climb':
    case 'dodge':
    case 'reset':
    case 'idle':
    case 'change-facing':
    case 'suppressive-fire':
    case 'camouflage':
    case 'combat-jump':
    case 'parachutist':
    case 'extract':
    case 'drop':
    case 'hack-console':
      return [];
    case 'pick-up':
      return d.from === undefined ? [] : [[['from'], d.from]];
  }
};

/**
 * The first id of a recorded game that names nothing, in the order of the file, with the valid
 * ids and the one it was probably meant to be: a trooper (an Order's, a Lieutenant, a key of
 * `aros`, `dice`, `saves`, `guts`, a target, a trooper of a table fact), a player, a weapon a
 * declaration names that no trooper of the game carries, a Mine's weapon, a Hacking Program.
 */
export const unknownReference = (game: RecordedGame, input: GameInput): UnknownReference | null => {
  const edition = input.edition;
  const troopers = input.armies.flatMap((a) => a.groups.flatMap((g) => g.troopers));
  const trooperIds = troopers.map((t) => t.id);
  const players = input.armies.map((a) => a.player);
  const carried = new Set(troopers.flatMap((t) => t.weapons.map((w) => w.id)));
  const programs = hackingPrograms(edition).map((p) => p.id);
  const objects =
    input.mission?.id === 'n5/missions/supplies'
      ? Object.entries(SUPPLIES_COFFINS).flatMap(([coffin, box]) => [coffin, box])
      : [...(input.mission === undefined ? [] : (missionById(input.mission.id).consoles ?? []))];
  const trooper = (path: readonly PathSegment[], id: string): UnknownReference | null =>
    trooperIds.includes(id) ? null : { path, message: unknownName('trooper', 'troopers', id, trooperIds) };

  const declaration = (
    path: readonly PathSegment[],
    declarer: string,
    d: SkillDeclaration,
  ): UnknownReference | null => {
    for (const [sub, id] of declarationTroopers(d)) {
      const bad = trooper([...path, ...sub], id);
      if (bad !== null) return bad;
    }
    if ('weapon' in d && !carried.has(d.weapon)) {
      const own = troopers.find((t) => t.id === declarer)?.weapons.map((w) => w.id) ?? [];
      return {
        path: [...path, 'weapon'],
        message: `no trooper of the game carries a weapon ${d.weapon}${didYouMean(d.weapon, own)}; ${declarer} carries ${listNames(own)}`,
      };
    }
    if (d.skill === 'comms-attack' && programs.length > 0 && !programs.includes(d.program)) {
      return {
        path: [...path, 'program'],
        message: unknownName('Hacking Program', `Hacking Programs of ${edition}`, d.program, programs),
      };
    }
    return null;
  };
  const facts = (
    path: readonly PathSegment[],
    list: readonly TableFact[],
    /** The points the Order's Smoke throws name: a `range` fact may measure to one. */
    points: readonly string[] = [],
  ): UnknownReference | null => {
    for (const [i, f] of list.entries()) {
      for (const [sub, id] of factTrooperFields(f)) {
        if (f.fact === 'range' && sub[0] === 'to' && points.includes(id)) continue;
        // Silhouette contact with a mission object (a Tech-Coffin, a Supply Box) of a Supplies game.
        if (f.fact === 'base-contact' && sub[0] === 'b' && objects.includes(id)) continue;
        const bad = trooper([...path, i, ...sub], id);
        if (bad !== null) return bad;
      }
      if (f.fact === 'mine' && findWeapon(edition, f.weapon) === undefined) {
        return {
          path: [...path, i, 'weapon'],
          message: unknownName(
            'weapon',
            `weapons of the ${edition} catalogue`,
            f.weapon,
            weaponCatalogue(edition).map((w) => w.id),
          ),
        };
      }
    }
    return null;
  };
  const keyed = (
    path: readonly PathSegment[],
    record: Readonly<Record<string, unknown>> | undefined,
  ): UnknownReference | null => {
    for (const id of Object.keys(record ?? {})) {
      const bad = trooper([...path, id], id);
      if (bad !== null) return bad;
    }
    return null;
  };

  const engineOrder = (at: readonly PathSegment[], order: EngineOrder): UnknownReference | null => {
    const points = [order.first, order.second].flatMap((s) =>
      s?.skill === 'bs-attack' && s.point !== undefined ? [s.point] : [],
    );
    return (
      (order.coordinated ?? []).reduce<UnknownReference | null>(
        (bad, id, i) => bad ?? trooper([...at, 'coordinated', i], id),
        null,
      ) ??
      (order.outOfCoherency ?? []).reduce<UnknownReference | null>(
        (bad, id, i) => bad ?? trooper([...at, 'outOfCoherency', i], id),
        null,
      ) ??
      declaration([...at, 'first'], order.trooper, order.first) ??
      facts([...at, 'table'], order.table ?? [], points) ??
      keyed([...at, 'aros'], order.aros) ??
      Object.entries(order.aros ?? {}).reduce<UnknownReference | null>(
        (bad, [id, d]) => bad ?? declaration([...at, 'aros', id], id, d),
        null,
      ) ??
      (order.second === undefined ? null : declaration([...at, 'second'], order.trooper, order.second)) ??
      facts([...at, 'table2'], order.table2 ?? [], points) ??
      keyed([...at, 'aros2'], order.aros2) ??
      Object.entries(order.aros2 ?? {}).reduce<UnknownReference | null>(
        (bad, [id, d]) => bad ?? declaration([...at, 'aros2', id], id, d),
        null,
      ) ??
      keyed([...at, 'dice'], order.dice) ??
      keyed([...at, 'saves'], order.saves) ??
      keyed([...at, 'decline'], order.decline) ??
      keyed([...at, 'guts'], order.guts)
    );
  };
  /** The troopers an Order ruled by the players names: its dice and every part of the agreed outcome. */
  const playersOrder = (at: readonly PathSegment[], order: PlayersOrder): UnknownReference | null => {
    const here: PathSegment[] = [...at, 'ruledByPlayers'];
    const o = order.ruledByPlayers.outcome;
    const out: PathSegment[] = [...here, 'outcome'];
    return (
      keyed([...here, 'dice'], order.ruledByPlayers.dice) ??
      (o.orders ?? []).reduce<UnknownReference | null>(
        (bad, spent, i) => bad ?? trooper([...out, 'orders', i, 'trooper'], spent.trooper),
        null,
      ) ??
      keyed([...out, 'wounds'], o.wounds) ??
      keyed([...out, 'enter'], o.enter) ??
      keyed([...out, 'leave'], o.leave) ??
      keyed([...out, 'uses'], o.uses) ??
      (o.outOfPlay ?? []).reduce<UnknownReference | null>(
        (bad, id, i) => bad ?? trooper([...out, 'outOfPlay', i], id),
        null,
      )
    );
  };

  for (const [a, army] of game.armies.entries()) {
    const own = army.groups.flatMap((g) => g.troopers.map((t) => t.id));
    if (army.lieutenant !== null && !own.includes(army.lieutenant)) {
      return {
        path: ['armies', a, 'lieutenant'],
        message: `${army.lieutenant} is not a trooper of ${army.player}'s army${didYouMean(army.lieutenant, own)}; its troopers are ${listNames(own)}`,
      };
    }
  }
  for (const [ti, turn] of game.turns.entries()) {
    if (!players.includes(turn.player))
      return { path: ['turns', ti, 'player'], message: unknownName('player', 'players', turn.player, players) };
    for (const [oi, order] of turn.orders.entries()) {
      const at: PathSegment[] = ['turns', ti, 'orders', oi];
      const found =
        trooper([...at, 'trooper'], order.trooper) ??
        ('ruledByPlayers' in order ? playersOrder(at, order) : engineOrder(at, order));
      if (found !== null) return found;
    }
    if (turn.lieutenant !== undefined) {
      const bad = trooper(['turns', ti, 'lieutenant'], turn.lieutenant);
      if (bad !== null) return bad;
    }
  }
  return null;
};
