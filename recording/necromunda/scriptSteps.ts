import * as E from 'fp-ts/lib/Either.js';
import type { InjuryResult } from '../../rules/necromunda/index.ts';
import type { NecromundaCommand } from '../../machines/necromunda/index.ts';
import type { PathSegment } from '../sourceMap.ts';
import type { NecromundaScript, NecromundaScriptHit, NecromundaScriptStep } from './necromundaScriptCodec.ts';
import { scriptWeapon, type ProfileIssue } from './scriptProfiles.ts';

/** One command of the script and where it was written. */
export interface ScriptCommand {
  readonly path: readonly PathSegment[];
  readonly command: NecromundaCommand;
  /** The last command of a step that may declare a hit (the step's place): no hit may be left in progress after it. */
  readonly closesHit?: readonly PathSegment[];
}

const distances = (d: Readonly<Record<string, number>>) => Object.entries(d).map(([id, inches]) => ({ id, inches }));

/** A hit's wound roll, save roll and Injury dice, as given. */
const hitDice = (
  h: { readonly wound?: number; readonly save?: number; readonly injuries?: readonly InjuryResult[] },
  at: readonly PathSegment[],
): readonly ScriptCommand[] => [
  ...(h.wound === undefined
    ? []
    : [{ path: [...at, 'wound'], command: { type: 'roll-wound', die: h.wound } } as const]),
  ...(h.save === undefined ? [] : [{ path: [...at, 'save'], command: { type: 'roll-save', die: h.save } } as const]),
  ...(h.injuries ?? []).map((result, j) => ({
    path: [...at, 'injuries', j],
    command: { type: 'enter-injury', result } as const,
  })),
];

/** A hit entry's commands: the hit declared, then its dice in the order they are rolled. */
const hitCommands = (
  h: NecromundaScriptHit,
  at: readonly PathSegment[],
  hitPath: readonly PathSegment[],
): E.Either<ProfileIssue, readonly ScriptCommand[]> => {
  const weapon = scriptWeapon(h, hitPath);
  if (E.isLeft(weapon)) return weapon;
  const out: ScriptCommand[] = [
    {
      path: at,
      command: {
        type: 'declare-hit',
        attacker: h.attacker,
        target: h.target,
        weapon: weapon.right,
        closeCombat: h.closeCombat ?? false,
        saveBonus: h.saveBonus ?? 0,
        noSaveTrait: h.noSave ?? null,
        traitInjuryDice: h.injuryDice ?? 0,
        ...(h.facing === undefined ? {} : { facing: h.facing }),
        ...(h.reaction === undefined ? {} : { reaction: h.reaction }),
        ...(h.vehicleChooses === undefined ? {} : { vehicleChooses: h.vehicleChooses }),
        ...(h.applyAllDamage === undefined ? {} : { applyAllDamage: h.applyAllDamage }),
      },
    },
  ];
  out.push(...hitDice(h, at));
  if (h.locations !== undefined)
    out.push({
      path: [...at, 'locations'],
      command: {
        type: 'roll-locations',
        dice: h.locations.dice,
        impossible: h.locations.impossible ?? [],
        ...(h.locations.keep === undefined ? {} : { chosen: h.locations.keep }),
      },
    });
  if (h.damageDice !== undefined)
    out.push({
      path: [...at, 'damageDice'],
      command: {
        type: 'roll-vehicle-damage',
        results: h.damageDice.results,
        rolledOver: h.damageDice.rolledOver ?? false,
        ...(h.damageDice.keep === undefined ? {} : { chosen: h.damageDice.keep }),
      },
    });
  return E.right(closing(out, at));
};

const closing = (cs: readonly ScriptCommand[], at: readonly PathSegment[]): readonly ScriptCommand[] =>
  cs.map((c, i) => (i === cs.length - 1 ? { ...c, closesHit: at } : c));

const stepCommands = (s: NecromundaScriptStep, at: readonly PathSegment[]): readonly ScriptCommand[] => {
  const one = (key: string, command: NecromundaCommand): readonly ScriptCommand[] => [{ path: [...at, key], command }];
  if ('fall' in s) {
    const { wound: _w, save: _s, injuries: _i, ...fall } = s.fall;
    return closing([...one('fall', { type: 'fall', ...fall }), ...hitDice(s.fall, [...at, 'fall'])], [...at, 'fall']);
  }
  if ('thrownClear' in s) {
    const { wound: _w, save: _s, injuries: _i, ...thrown } = s.thrownClear;
    return [
      ...one('thrownClear', { type: 'thrown-clear', ...thrown }),
      ...hitDice(s.thrownClear, [...at, 'thrownClear']),
    ];
  }
  if ('rollOver' in s) return one('rollOver', { type: 'roll-over', ...s.rollOver });
  if ('lastingInjury' in s) return one('lastingInjury', { type: 'lasting-injury', ...s.lastingInjury });
  if ('crewLastingInjury' in s)
    return one('crewLastingInjury', { type: 'crew-lasting-injury', ...s.crewLastingInjury });
  if ('lastingDamage' in s) return one('lastingDamage', { type: 'lasting-damage', ...s.lastingDamage });
  if ('nerveCheck' in s)
    return one('nerveCheck', {
      type: 'nerve-check',
      casualty: s.nerveCheck.casualty,
      distances: distances(s.nerveCheck.distances),
    });
  if ('nerveTest' in s)
    return one('nerveTest', {
      type: 'nerve-test',
      tester: s.nerveTest.tester,
      roll: s.nerveTest.roll,
      distances: distances(s.nerveTest.distances),
    });
  if ('retreat' in s) return one('retreat', { type: 'retreat', ...s.retreat });
  if ('flee' in s) return one('flee', { type: 'flee', ...s.flee });
  if ('burnOut' in s) return one('burnOut', { type: 'burn-out', ...s.burnOut });
  if ('activateBroken' in s) return one('activateBroken', { type: 'activate-broken', ...s.activateBroken });
  if ('rally' in s) return one('rally', { type: 'rally', ...s.rally });
  if ('claimScrap' in s) return one('claimScrap', { type: 'claim-scrap', ...s.claimScrap });
  return [];
};

/** The script's commands in order, from `hits` (each a hit) or `steps` (each keyed by what it is). */
export const scriptCommands = (script: NecromundaScript): E.Either<ProfileIssue, readonly ScriptCommand[]> => {
  if (script.hits !== undefined && script.steps !== undefined)
    return E.left({
      path: ['steps'],
      message: 'a game gives its hits (hits) or its steps (steps), not both',
      rule: 'recorded-game/one-form',
    });
  const out: ScriptCommand[] = [];
  if (script.hits !== undefined) {
    for (const [i, h] of script.hits.entries()) {
      const cs = hitCommands(h, ['hits', i], ['hits', i]);
      if (E.isLeft(cs)) return cs;
      out.push(...cs.right);
    }
    return E.right(out);
  }
  for (const [i, s] of (script.steps ?? []).entries()) {
    if ('hit' in s) {
      const cs = hitCommands(s.hit, ['steps', i, 'hit'], ['steps', i, 'hit']);
      if (E.isLeft(cs)) return cs;
      out.push(...cs.right);
    } else out.push(...stepCommands(s, ['steps', i]));
  }
  return E.right(out);
};
