import type { Owed } from '../../events/necromunda/index.ts';
import type {
  HitInProgress,
  NecromundaFighterState,
  NecromundaGame,
  NecromundaVehicleState,
} from './necromundaState.ts';

/** The game with one fighter changed (a missing fighter: the log is not a game). */
export const withFighter = (
  g: NecromundaGame,
  id: string,
  change: (f: NecromundaFighterState) => NecromundaFighterState,
): NecromundaGame => {
  const f = g.fighters[id];
  if (f === undefined) throw new Error(`evolve: no fighter ${id} in this game`);
  return { ...g, fighters: { ...g.fighters, [id]: change(f) } };
};

/** The game with one vehicle changed. */
export const withVehicle = (
  g: NecromundaGame,
  id: string,
  change: (v: NecromundaVehicleState) => NecromundaVehicleState,
): NecromundaGame => {
  const v = g.vehicles[id];
  if (v === undefined) throw new Error(`evolve: no vehicle ${id} in this game`);
  return { ...g, vehicles: { ...g.vehicles, [id]: change(v) } };
};

/** The game with the hit in progress changed. */
export const withHit = (g: NecromundaGame, change: (h: HitInProgress) => HitInProgress): NecromundaGame => {
  if (g.hit === null) throw new Error('evolve: a hit event with no hit in progress');
  return { ...g, hit: change(g.hit) };
};

const sameOwed = (a: Owed, b: Owed): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The game with its first owed step settled: it must be of `kind` and about `model`. */
export const settleOwed = (g: NecromundaGame, kind: Owed['kind'], model: string, by: string): NecromundaGame => {
  const head = g.owed[0];
  if (head === undefined) throw new Error(`evolve: ${by} for ${model} when nothing is owed`);
  const about = owedModel(head);
  if (head.kind !== kind || about !== model)
    throw new Error(`evolve: ${by} for ${model} while ${head.kind} for ${about} is owed first`);
  return { ...g, owed: g.owed.slice(1) };
};

/** The game with owed steps put first (what a settlement raises comes before what was owed already). */
export const oweFirst = (g: NecromundaGame, owed: readonly Owed[]): NecromundaGame => ({
  ...g,
  owed: [...owed, ...g.owed],
});

/** The game without the owed steps listed (each must be owed). */
export const dropOwed = (g: NecromundaGame, dropped: readonly Owed[]): NecromundaGame => {
  let owed = g.owed;
  for (const d of dropped) {
    const at = owed.findIndex((o) => sameOwed(o, d));
    if (at < 0) throw new Error(`evolve: ${d.kind} for ${owedModel(d)} dropped but not owed`);
    owed = [...owed.slice(0, at), ...owed.slice(at + 1)];
  }
  return { ...g, owed };
};

/** The model an owed step is about. */
export const owedModel = (o: Owed): string => {
  switch (o.kind) {
    case 'lasting-injury':
    case 'thrown-clear':
      return o.fighter;
    case 'crew-lasting-injury':
    case 'lasting-damage':
      return o.vehicle;
    case 'nerve-check':
      return o.casualty;
    case 'nerve-test':
      return o.tester;
    case 'broken-activation':
    case 'broken-move':
      return o.model;
  }
};
