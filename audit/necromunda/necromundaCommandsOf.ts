import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaCommand } from '../../machines/necromunda/index.ts';

/** The commands a Necromunda log records: each hit declared and each die or result entered. */
export const necromundaCommandsOf = (events: readonly NecromundaEvent[]): readonly NecromundaCommand[] =>
  events.flatMap((e): NecromundaCommand[] => {
    switch (e.type) {
      case 'HitDeclared':
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
          },
        ];
      case 'WoundRolled':
        return [{ type: 'roll-wound', die: e.die }];
      case 'SaveRolled':
        return [{ type: 'roll-save', die: e.die }];
      case 'InjuryDiceRolled':
        return [{ type: 'enter-injury', result: e.result }];
      case 'NecromundaGameStarted':
      case 'SaveDenied':
      case 'DamageInflicted':
      case 'FighterInjured':
      case 'FighterOutOfAction':
      case 'HitResolved':
        return [];
    }
  });
