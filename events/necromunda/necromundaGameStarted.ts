import * as t from 'io-ts';
import { NECROMUNDA_RULESET } from '../../rules/necromunda/index.ts';
import { NecromundaFighterC } from './necromundaFighter.ts';
import { NecromundaTablesC } from './necromundaTables.ts';
import { NecromundaVehicleC } from './necromundaVehicle.ts';

/**
 * What the log records of a game beyond its hits: `hits-only` (schema v1's games: the players ruled
 * Nerve tests and the rest themselves, and the log says so) or `full` (the engine asks for every Nerve
 * test, Lasting roll, Thrown Clear and Broken activation the page calls for).
 */
export const AftermathC = t.keyof({ 'hits-only': null, full: null }, 'Aftermath');
export type Aftermath = t.TypeOf<typeof AftermathC>;

/**
 * The first event of a Necromunda log: the ruleset (which pins how the log is read), the fighters,
 * the vehicles, the tables entered from the rulebook, and what the log records.
 */
export const NecromundaGameStartedC = t.readonly(
  t.type({
    type: t.literal('NecromundaGameStarted'),
    ruleset: t.literal(NECROMUNDA_RULESET),
    title: t.string,
    fighters: t.readonlyArray(NecromundaFighterC),
    vehicles: t.readonlyArray(t.readonly(NecromundaVehicleC)),
    tables: NecromundaTablesC,
    aftermath: AftermathC,
    /** A campaign game: Lasting Injury and Lasting Damage rolls are owed (the page's note). */
    campaign: t.boolean,
  }),
  'NecromundaGameStarted',
);
export type NecromundaGameStarted = t.TypeOf<typeof NecromundaGameStartedC>;
