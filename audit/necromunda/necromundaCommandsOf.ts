import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaCommand } from '../../machines/necromunda/index.ts';

const keptIndex = (fates: readonly string[], choseBy: string | null): number | undefined =>
  choseBy === null ? undefined : fates.indexOf('kept');

/**
 * The commands a Necromunda log records: each hit declared, each die or result entered, each fact
 * measured, in order. Rulings (a wound's target, a Nerve test's helpers, what is owed) are not
 * commands: a re-run derives them again. A hit a fall or a Thrown Clear caused is the engine's, not
 * a command.
 */
export const necromundaCommandsOf = (events: readonly NecromundaEvent[]): readonly NecromundaCommand[] =>
  events.flatMap((e): NecromundaCommand[] => {
    switch (e.type) {
      case 'HitDeclared':
        if (e.source.kind !== 'attack' || e.attacker === null) return [];
        return [
          {
            type: 'declare-hit',
            attacker: e.attacker,
            target: e.target,
            weapon: e.weapon,
            closeCombat: e.closeCombat,
            saveBonus: e.saveBonus,
            noSaveTrait: e.noSaveTrait,
            traitInjuryDice: e.traitInjuryDice,
            ...(e.facing === null || e.facing.inDoubt ? {} : { facing: e.facing.facing }),
            ...(e.reaction ? { reaction: true } : {}),
            ...(e.vehicleChooses === null ? {} : { vehicleChooses: e.vehicleChooses }),
            ...(e.applyAllDamage === null ? {} : { applyAllDamage: e.applyAllDamage }),
          },
        ];
      case 'WoundRolled':
        return [{ type: 'roll-wound', die: e.die }];
      case 'SaveRolled':
        return [{ type: 'roll-save', die: e.die }];
      case 'InjuryDiceRolled':
        return [{ type: 'enter-injury', result: e.result }];
      case 'LocationRolled': {
        const chosen = keptIndex(e.fates, e.choseBy);
        return [
          {
            type: 'roll-locations',
            dice: e.dice.map((d) => d.rolls),
            impossible: e.impossible,
            ...(chosen === undefined ? {} : { chosen }),
          },
        ];
      }
      case 'VehicleDamaged': {
        const chosen = keptIndex(e.fates, e.choseBy);
        return [
          {
            type: 'roll-vehicle-damage',
            results: e.results,
            rolledOver: e.rolledOver,
            ...(chosen === undefined ? {} : { chosen }),
          },
        ];
      }
      case 'VehicleWrecked':
        return e.hit === null ? [{ type: 'roll-over', vehicle: e.vehicle }] : [];
      case 'FallMeasured':
        return [{ type: 'fall', fighter: e.fighter, inches: e.inches }];
      case 'LastingInjuryRolled':
        return [{ type: 'lasting-injury', fighter: e.fighter, result: e.result }];
      case 'CrewLastingInjuryRolled':
        return [{ type: 'crew-lasting-injury', vehicle: e.vehicle, result: e.result }];
      case 'LastingDamageRolled':
        return [{ type: 'lasting-damage', vehicle: e.vehicle, result: e.result }];
      case 'ThrownClearResolved':
        return [
          {
            type: 'thrown-clear',
            fighter: e.fighter,
            placedInches: e.placedInches,
            initiative: e.test.roll,
            heightInches: e.heightInches,
          },
        ];
      case 'NerveTestsCalled':
        return [{ type: 'nerve-check', casualty: e.casualty, distances: e.distances }];
      case 'NerveTestTaken':
        return [
          {
            type: 'nerve-test',
            tester: e.tester,
            roll: e.test.roll,
            distances: e.friends.map((f) => ({ id: f.id, inches: f.inches })),
          },
        ];
      case 'RetreatTested':
        return [
          {
            type: 'retreat',
            model: e.model,
            initiative: e.test.roll,
            enemies: e.enemyTests.map((t) => ({ id: t.id, initiative: t.test.roll })),
          },
        ];
      case 'BrokenMoved':
        return [{ type: 'flee', model: e.model, dice: e.dice, spots: e.spots, chosen: e.chosen }];
      case 'SmokePlaced':
        return [{ type: 'burn-out', model: e.model, d3: e.d3, placedInches: e.placedInches }];
      case 'BrokenModelActivated':
        return [{ type: 'activate-broken', model: e.model }];
      case 'RallyEntered':
        return [{ type: 'rally', model: e.model, rallied: e.rallied }];
      case 'ScrapClaimed':
        return [{ type: 'claim-scrap', gang: e.gang, d3: e.d3 }];
      case 'NecromundaGameStarted':
      case 'SaveDenied':
      case 'DamageInflicted':
      case 'FighterInjured':
      case 'FighterOutOfAction':
      case 'HitResolved':
      case 'VehicleDiceOwed':
      case 'ConsequencesOwed':
      case 'OwedDropped':
      case 'ModelBroken':
        return [];
    }
  });
