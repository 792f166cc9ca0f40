import type { Owed } from '../../events/necromunda/index.ts';
import type { HitInProgress, NecromundaGame } from '../../projections/necromunda/index.ts';

/** What the hit in progress waits for, in words: `its wound roll is owed`. */
export const owedWords = (hit: HitInProgress): string => {
  switch (hit.step) {
    case 'wound-roll':
      return 'its wound roll is owed';
    case 'save-roll':
      return 'its save roll is owed';
    case 'damage':
      return 'its Damage is being inflicted';
    case 'injury-dice': {
      const left = hit.injuryDiceOwed - hit.injuryDiceRolled;
      return `${left} Injury ${left === 1 ? 'dice is' : 'dice are'} owed`;
    }
    case 'location-dice': {
      const n = hit.vehicleDice?.location.count ?? 1;
      return `its Location ${n === 1 ? 'dice is' : `dice (${n}) are`} owed`;
    }
    case 'damage-dice': {
      const n = hit.vehicleDice?.damage.count ?? 1;
      return `its Damage ${n === 1 ? 'dice is' : `dice (${n}) are`} owed`;
    }
  }
};

const nameOf = (g: NecromundaGame, id: string): string =>
  g.fighters[id]?.profile.name ?? g.vehicles[id]?.profile.name ?? id;

/** An owed step in words: `Vex's Nerve test (for Krug)`. */
export const owedStepWords = (g: NecromundaGame, o: Owed): string => {
  switch (o.kind) {
    case 'lasting-injury':
      return `${nameOf(g, o.fighter)}'s Lasting Injury roll`;
    case 'crew-lasting-injury':
      return `the crew Lasting Injury roll of ${nameOf(g, o.vehicle)}`;
    case 'lasting-damage':
      return `Lasting Damage roll ${o.roll} of ${o.of} of ${nameOf(g, o.vehicle)}`;
    case 'thrown-clear':
      return `${nameOf(g, o.fighter)} Thrown Clear of ${nameOf(g, o.vehicle)}`;
    case 'nerve-check':
      return `the Nerve check around ${nameOf(g, o.casualty)} (${o.result === 'out-of-action' ? 'Out of Action' : 'Seriously Injured'}: distances of its friends)`;
    case 'nerve-test':
      return `${nameOf(g, o.tester)}'s Nerve test (for ${nameOf(g, o.casualty)})`;
    case 'broken-activation':
      return `${nameOf(g, o.model)}'s Broken activation`;
    case 'broken-move':
      return `${nameOf(g, o.model)}'s move after breaking away${o.reactionAttackers.length > 0 ? ` (and the Reaction attacks of ${o.reactionAttackers.map((a) => nameOf(g, a)).join(', ')})` : ''}`;
  }
};
