import * as E from 'fp-ts/lib/Either.js';
import type { NecromundaCitationId } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { HitStep, NecromundaGame } from '../../projections/necromunda/index.ts';
import {
  createNecromundaSession,
  type NecromundaCommand,
  type NecromundaRejection,
} from '../../machines/necromunda/index.ts';
import { formatPath, type PathSegment, type SourceMap } from '../sourceMap.ts';
import type { NecromundaScript } from './necromundaScriptCodec.ts';
import type { NecromundaScriptError } from './necromundaScriptError.ts';
import { scriptFighters, scriptWeapon, type ProfileIssue } from './scriptProfiles.ts';

/** A recorded Necromunda game played through the engine: its events and the state they fold to. */
export interface RecordedNecromunda {
  readonly events: readonly NecromundaEvent[];
  readonly state: NecromundaGame;
}

interface Step {
  readonly path: readonly PathSegment[];
  readonly command: NecromundaCommand;
}

/** The script's field for a refused command's field. */
const FIELDS: Readonly<Record<string, string>> = {
  attacker: 'attacker',
  target: 'target',
  injuryDice: 'injuryDice',
  saveBonus: 'saveBonus',
};

/** The rule whose roll a hit still owes, when the script gives no more dice for it. */
const OWED: Readonly<Record<HitStep, { readonly what: string; readonly rule: NecromundaCitationId }>> = {
  'wound-roll': { what: 'its wound roll (wound: a D6)', rule: 'necromunda/wound-roll/table' },
  'save-roll': { what: 'its save roll (save: a D6)', rule: 'necromunda/save-roll/when' },
  damage: { what: 'its Damage', rule: 'necromunda/inflict-damage/fighters' },
  'injury-dice': { what: 'more Injury dice (injuries: their results)', rule: 'necromunda/inflict-damage/fighters' },
};

/**
 * Plays a recorded Necromunda game through the hit statechart, hit by hit: each hit declared, then
 * its dice in the order they are rolled. The first command the engine refuses, a die missing or one
 * too many, stops it with the script's place, the reason and the rule; nothing is returned then.
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
  const session = createNecromundaSession({
    type: 'NecromundaGameStarted',
    ruleset: script.ruleset,
    title: script.title,
    fighters: fighters.right,
  });
  for (const [i, h] of script.hits.entries()) {
    const weapon = scriptWeapon(h, i);
    if (E.isLeft(weapon)) return stop(weapon.left.path, weapon.left.message, weapon.left.rule);
    const steps: readonly Step[] = [
      {
        path: ['hits', i],
        command: {
          type: 'declare-hit',
          attacker: h.attacker,
          target: h.target,
          weapon: weapon.right,
          closeCombat: h.closeCombat ?? false,
          saveBonus: h.saveBonus ?? 0,
          noSaveTrait: h.noSave ?? null,
          traitInjuryDice: h.injuryDice ?? 0,
        },
      },
      ...(h.wound === undefined
        ? []
        : [{ path: ['hits', i, 'wound'], command: { type: 'roll-wound', die: h.wound } } as const]),
      ...(h.save === undefined
        ? []
        : [{ path: ['hits', i, 'save'], command: { type: 'roll-save', die: h.save } } as const]),
      ...(h.injuries ?? []).map((result, j) => ({
        path: ['hits', i, 'injuries', j],
        command: { type: 'enter-injury', result } as const,
      })),
    ];
    for (const s of steps) {
      const sent = session.send(s.command);
      if (E.isLeft(sent)) return stop(placeOf(s.path, sent.left), sent.left.reason, sent.left.citation.id);
    }
    const owed = session.state().hit;
    if (owed !== null) {
      const o = OWED[owed.step];
      return stop(
        ['hits', i],
        `hit ${i + 1} is not resolved: the script gives no more dice, and ${o.what} is owed`,
        o.rule,
      );
    }
  }
  return E.right({ events: session.events(), state: session.state() });
};

/** Where a refusal points in the script: the command's own field when the refusal names one of the hit's fields. */
const placeOf = (path: readonly PathSegment[], r: NecromundaRejection): readonly PathSegment[] => {
  if (r.command.type !== 'declare-hit' || r.field === undefined) return path;
  const field = FIELDS[r.field];
  return field === undefined ? path : [...path, field];
};
