import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import {
  formatNecromundaScriptError,
  readNecromundaScript,
  recordNecromunda,
} from '../../recording/necromunda/index.ts';

/** The bundled Necromunda example: a vehicle, a Thrown Clear, falls, Nerve tests and Broken models. */
export const NECROMUNDA_EXAMPLE = 'examples/necromunda-resolve-hits.game.yaml';
/** A vehicle choosing its dice, all Damage dice applied, rolling over, Break for Air, a Juve's casualty… */
export const NECROMUNDA_VARIETY = 'test/fixtures/necromunda/aftermath-variety.game.yaml';
/** Not a campaign; the last enemy vehicle Wrecked and scrap claimed: the battle over. */
export const NECROMUNDA_SCRAP = 'test/fixtures/necromunda/claiming-scrap.game.yaml';

/** A recorded Necromunda game's events (the start first, no seal), as `arbiter record` logs them. */
export const necromundaGameEvents = (file: string): readonly NecromundaEvent[] => {
  const parsed = readNecromundaScript(file, readFileSync(file));
  if (E.isLeft(parsed)) throw new Error(formatNecromundaScriptError(parsed.left));
  const played = recordNecromunda(file, parsed.right.script, parsed.right.map);
  if (E.isLeft(played)) throw new Error(formatNecromundaScriptError(played.left));
  return played.right.events;
};

/**
 * How many events of the bundled example come before its finale (the Goliaths taken out, the Hauler
 * wrecked, scrap claimed): the game up to the rally, while Nerve chains, Broken models and owed steps
 * still show. Tests of mid-game state read the example up to here.
 */
export const exampleBeforeFinale = (events: readonly NecromundaEvent[]): number =>
  events.findIndex((e) => e.type === 'RallyEntered') + 1;
