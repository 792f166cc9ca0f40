import * as E from 'fp-ts/lib/Either.js';
import { missionSetupProblem } from '../rules/decide/index.ts';
import {
  findProgram,
  findWeapon,
  weaponCatalogue,
  type ArmyList,
  type WeaponProfile,
} from '../rules/profiles/index.ts';
import { DEFAULT_EDITION } from '../rules/edition.ts';
import { strayReading } from '../rules/readings.ts';
import { initialTable, startingState, startingStates, type StartingState } from '../rules/table/index.ts';
import { deploymentFireteamRefusal } from '../rules/fireteams/index.ts';
import { weaponDamageProblem } from '../rules/combat/index.ts';
import type { GameInput, StartingStates } from '../machines/index.ts';
import { didYouMean, unknownName } from './didYouMean.ts';
import type { PathSegment } from './sourceMap.ts';
import type { RuleId } from './ruleReference.ts';
import type { RecordedGame } from './recordedGameCodec.ts';

/** Why a recorded game's armies cannot start a game: where in the file, why, and the rule. */
export interface GameInputProblem {
  readonly path: readonly PathSegment[];
  readonly message: string;
  readonly rule: RuleId;
}

/**
 * The armies of a recorded game as full profiles: weapons named by id are looked up in the
 * edition's weapon catalogue; trooper ids must be unique across both armies; a weapon's modes
 * must each fire a different ammunition (an attack names its mode by it); a weapon's id may not be
 * a Hacking Program's (a hit names one or the other by it). A trooper's `states`
 * (a game that starts mid-way) must be states the edition lets a game start in.
 */
export const toGameInput = (game: RecordedGame): E.Either<GameInputProblem, GameInput> => {
  const edition = game.edition ?? DEFAULT_EDITION;
  const stray = strayReading(edition, game.readings);
  if (stray !== null)
    return E.left({ path: ['readings', stray.id], message: stray.message, rule: 'recorded-game/reading-edition' });
  const seen = new Set<string>();
  const players = new Set<string>();
  const groupIds = new Set<string>();
  const armies: ArmyList[] = [];
  const starting: StartingStates[] = [];
  for (const [a, army] of game.armies.entries()) {
    if (players.has(army.player))
      return E.left({
        path: ['armies', a, 'player'],
        message: `player id ${army.player} is used by two armies`,
        rule: 'recorded-game/duplicate-id',
      });
    players.add(army.player);
    const groups = [];
    for (const [g, group] of army.groups.entries()) {
      if (groupIds.has(group.id))
        return E.left({
          path: ['armies', a, 'groups', g, 'id'],
          message: `Combat Group id ${group.id} is used twice`,
          rule: 'recorded-game/duplicate-id',
        });
      groupIds.add(group.id);
      const troopers = [];
      for (const [i, tr] of group.troopers.entries()) {
        const at: PathSegment[] = ['armies', a, 'groups', g, 'troopers', i];
        if (seen.has(tr.id))
          return E.left({
            path: [...at, 'id'],
            message: `trooper id ${tr.id} is used twice`,
            rule: 'recorded-game/duplicate-id',
          });
        // Two troopers whose ids differ only by case would be told apart by case alone: a slip waiting to happen.
        const twin = [...seen].find((id) => id.toLowerCase() === tr.id.toLowerCase());
        if (twin !== undefined)
          return E.left({
            path: [...at, 'id'],
            message: `trooper id ${tr.id} differs from ${twin} only by case: give one of them another id`,
            rule: 'recorded-game/duplicate-id',
          });
        seen.add(tr.id);
        const weapons: WeaponProfile[] = [];
        for (const [w, ref] of (tr.weapons ?? []).entries()) {
          const id = typeof ref === 'string' ? ref : ref.id;
          const program = findProgram(edition, id);
          if (program !== undefined) {
            return E.left({
              path: [...at, 'weapons', w, ...(typeof ref === 'string' ? [] : ['id'])],
              message: `weapon id ${id} is the id of the Hacking Program ${program.name}: give the weapon another id`,
              rule: 'recorded-game/duplicate-id',
            });
          }
          if (typeof ref !== 'string') {
            if (ref.bonusApplied !== undefined)
              return E.left({
                path: [...at, 'weapons', w, 'bonusApplied'],
                message: `${ref.name}: bonusApplied is what the engine notes on a weapon as fired; give the bracketed bonus as bonus`,
                rule: 'recorded-game/weapon-bonus',
              });
            // A declaration names a mode by its ammunition: two modes with the same one would be ambiguous.
            const ammos = (ref.modes ?? []).map((m) => m.ammo);
            const twice = ammos.find((x, k) => ammos.indexOf(x) !== k);
            if (twice !== undefined)
              return E.left({
                path: [...at, 'weapons', w, 'modes'],
                message: `${ref.name} lists ${twice} ammunition in two modes: each mode is named by its own ammunition`,
                rule: 'recorded-game/weapon-modes',
              });
            const damage = weaponDamageProblem(edition, ref);
            if (damage !== null)
              return E.left({ path: [...at, 'weapons', w], message: damage, rule: 'recorded-game/weapon-damage' });
            weapons.push(ref);
            continue;
          }
          const found = findWeapon(edition, ref);
          if (found === undefined) {
            const ids = weaponCatalogue(edition).map((x) => x.id);
            return E.left({
              path: [...at, 'weapons', w],
              message: `${unknownName('weapon', `weapons of the ${edition} catalogue`, ref, ids)}: name one of them, or give the weapon's full profile`,
              rule: 'recorded-game/unknown-id',
            });
          }
          weapons.push(found);
        }
        const states: StartingState[] = [];
        for (const [k, s] of (tr.states ?? []).entries()) {
          const verdict = startingState(edition, s);
          if (E.isLeft(verdict))
            return E.left({
              path: [...at, 'states', k],
              message: `${verdict.left}${didYouMean(s, startingStates(edition))}`,
              rule: 'recorded-game/starting-state',
            });
          if (states.includes(verdict.right))
            return E.left({
              path: [...at, 'states', k],
              message: `${s} is listed twice`,
              rule: 'recorded-game/starting-state',
            });
          states.push(verdict.right);
        }
        if (states.length > 0) starting.push({ trooper: tr.id, states });
        troopers.push({
          id: tr.id,
          name: tr.name,
          unitType: tr.type,
          training: tr.training ?? 'regular',
          attributes: tr.attributes,
          weapons,
          skills: tr.skills ?? [],
          ...(tr.unit === undefined ? {} : { unit: tr.unit }),
          ...(tr.fireteams === undefined ? {} : { fireteams: tr.fireteams }),
          ...(tr.wildcard === undefined ? {} : { wildcard: tr.wildcard }),
          ...(tr.cost === undefined ? {} : { cost: tr.cost }),
          ...(tr.peripheralOf === undefined ? {} : { peripheralOf: tr.peripheralOf }),
          ...(tr.decline === undefined ? {} : { decline: tr.decline }),
        });
      }
      groups.push({ id: group.id, troopers });
    }
    armies.push({
      player: army.player,
      faction: army.faction,
      lieutenant: army.lieutenant,
      groups,
      ...(army.fireteamChart === undefined ? {} : { fireteamChart: army.fireteamChart }),
      ...(army.points === undefined ? {} : { points: army.points }),
      ...(army.fireteams === undefined ? {} : { fireteams: army.fireteams }),
      ...(army.points === undefined ? {} : { points: army.points }),
    });
  }
  const team = deploymentFireteamRefusal(initialTable(edition, armies, starting, game.readings), armies);
  if (team !== null)
    return E.left({
      path: ['armies', team.army, 'fireteams', team.fireteam],
      message: team.refusal.reason,
      rule: team.refusal.citation,
    });
  const mission =
    game.mission === undefined
      ? undefined
      : {
          id: game.mission.id,
          classified: Object.entries(game.mission.classified ?? {}).map(([player, objectives]) => ({
            player,
            objectives,
          })),
        };
  const missionProblem = mission === undefined ? null : missionSetupProblem(edition, armies, mission);
  if (missionProblem !== null)
    return E.left({ path: ['mission'], message: missionProblem, rule: 'n5/missions/objective-points' });
  return E.right({
    edition,
    title: game.title,
    armies,
    ...(starting.length === 0 ? {} : { startingStates: starting }),
    ...(game.readings === undefined ? {} : { readings: game.readings }),
    ...(mission === undefined ? {} : { mission }),
    ...(game.deployment === undefined
      ? {}
      : { deployment: { first: game.deployment.first, troopers: game.deployment.troopers ?? [] } }),
  });
};
