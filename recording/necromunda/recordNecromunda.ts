import * as E from 'fp-ts/lib/Either.js';
import type { NecromundaCitationId } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { HitStep, NecromundaGame } from '../../projections/necromunda/index.ts';
import { createNecromundaSession, owedStepWords, type NecromundaRejection } from '../../machines/necromunda/index.ts';
import { formatPath, type PathSegment, type SourceMap } from '../sourceMap.ts';
import type { NecromundaScript } from './necromundaScriptCodec.ts';
import type { NecromundaScriptError } from './necromundaScriptError.ts';
import { scriptFighters, type ProfileIssue } from './scriptProfiles.ts';
import { scriptCommands } from './scriptSteps.ts';
import { scriptTables, scriptVehicles } from './scriptVehicles.ts';

/** A recorded Necromunda game played through the engine: its events and the state they fold to. */
export interface RecordedNecromunda {
  readonly events: readonly NecromundaEvent[];
  readonly state: NecromundaGame;
}

/** The script's field for a refused command's field. */
const FIELDS: Readonly<Record<string, string>> = {
  attacker: 'attacker',
  target: 'target',
  injuryDice: 'injuryDice',
  saveBonus: 'saveBonus',
  facing: 'facing',
  vehicleChooses: 'vehicleChooses',
  applyAllDamage: 'applyAllDamage',
  strength: 'weapon.strength',
  ap: 'weapon.ap',
  damage: 'weapon.damage',
};

/** The rule whose roll a hit still owes, when the script gives no more dice for it. */
const OWED: Readonly<Record<HitStep, { readonly what: string; readonly rule: NecromundaCitationId }>> = {
  'wound-roll': { what: 'its wound roll (wound: a D6)', rule: 'necromunda/wound-roll/table' },
  'save-roll': { what: 'its save roll (save: a D6)', rule: 'necromunda/save-roll/when' },
  damage: { what: 'its Damage', rule: 'necromunda/inflict-damage/fighters' },
  'injury-dice': { what: 'more Injury dice (injuries: their results)', rule: 'necromunda/inflict-damage/fighters' },
  'location-dice': { what: 'its Location dice (locations: dice)', rule: 'necromunda/damage/vehicles' },
  'damage-dice': { what: 'its Damage dice (damageDice: results)', rule: 'necromunda/damage/vehicles' },
};

/**
 * Plays a recorded Necromunda game through the game statechart, step by step: each hit declared,
 * then its dice in the order they are rolled, then what the page calls for after it. The first
 * command the engine refuses, a die missing or one too many, or a step owed when the script ends,
 * stops it with the script's place, the reason and the rule; nothing is returned then.
 */
export const recordNecromunda = (
  file: string,
  script: NecromundaScript,
  map: SourceMap,
): E.Either<NecromundaScriptError, RecordedNecromunda> => {
  const stop = (path: readonly PathSegment[], message: string, rule: ProfileIssue['rule']) =>
    E.left({ file, ...map.locate(path), path: formatPath(path), message, rule });
  const fighters = scriptFighters(script);
  if (E.isLeft(fighters)) return stop(fighters.left.path, fighters.left.message, fighters.left.rule);
  const vehicles = scriptVehicles(script, fighters.right);
  if (E.isLeft(vehicles)) return stop(vehicles.left.path, vehicles.left.message, vehicles.left.rule);
  const tables = scriptTables(script);
  if (E.isLeft(tables)) return stop(tables.left.path, tables.left.message, tables.left.rule);
  const commands = scriptCommands(script);
  if (E.isLeft(commands)) return stop(commands.left.path, commands.left.message, commands.left.rule);
  const session = createNecromundaSession({
    type: 'NecromundaGameStarted',
    ruleset: script.ruleset,
    title: script.title,
    fighters: fighters.right,
    vehicles: vehicles.right,
    tables: tables.right,
    aftermath: script.aftermath ?? 'full',
    campaign: script.campaign ?? false,
  });
  for (const s of commands.right) {
    const sent = session.send(s.command);
    if (E.isLeft(sent)) return stop(placeOf(s.path, sent.left), sent.left.reason, sent.left.citation.id);
    const owed = session.state().hit;
    if (s.closesHit !== undefined && owed !== null) {
      const o = OWED[owed.step];
      return stop(
        s.closesHit,
        `hit ${owed.declared.hit} is not resolved: the script gives no more dice for it, and ${o.what} is owed`,
        o.rule,
      );
    }
  }
  const g = session.state();
  const left = g.owed[0];
  if (left !== undefined)
    return stop(
      [script.steps !== undefined ? 'steps' : 'hits'],
      `the game ends with ${owedStepWords(g, left)} owed: the page calls for it (add the step, or record the game with aftermath: hits-only)`,
      'necromunda/resolve-hits/sequence',
    );
  return E.right({ events: session.events(), state: g });
};

/** Where a refusal points in the script: the command's own field when the refusal names one of the hit's fields. */
const placeOf = (path: readonly PathSegment[], r: NecromundaRejection): readonly PathSegment[] => {
  if (r.command.type !== 'declare-hit' || r.field === undefined) return path;
  const field = FIELDS[r.field];
  return field === undefined ? path : [...path, ...field.split('.')];
};
