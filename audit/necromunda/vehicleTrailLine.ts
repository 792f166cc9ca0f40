import { FALLING_MIN_INCHES, THROWN_CLEAR_INCHES } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent, VehicleDiceOwed } from '../../events/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';
import { andList, apText, inchesText, modelName, ordinal, rulesText, testText } from './trailWords.ts';

/** A vehicle's dice, its wreck and what follows it: Lasting rolls, Thrown Clear, scrap. */
export type VehicleTrailEvent = Extract<
  NecromundaEvent,
  {
    type:
      | 'VehicleDiceOwed'
      | 'LocationRolled'
      | 'VehicleDamaged'
      | 'VehicleWrecked'
      | 'LastingDamageRolled'
      | 'CrewLastingInjuryRolled'
      | 'ThrownClearResolved'
      | 'ScrapClaimed';
  }
>;

const MODE_WORDS = { 'choose-one': 'choose one, discard the rest', 'apply-all': 'apply all' } as const;

const diceOwedLine = (state: NecromundaState, e: VehicleDiceOwed): string => {
  const declared = state?.hit?.declared;
  const cc = declared?.closeCombat === true && e.location.count > 1 ? ' (close combat: +1)' : '';
  const several = (n: number, mode: keyof typeof MODE_WORDS): string => (n > 1 ? `, ${MODE_WORDS[mode]}` : '');
  const choosing =
    (e.location.count > 1 && e.location.mode === 'choose-one') ||
    (e.damage.count > 1 && e.damage.mode === 'choose-one');
  const attacker = declared?.attacker ?? null;
  const chooser = !choosing
    ? ''
    : e.chooser.by === 'attacker'
      ? `; the attacker${attacker === null ? '' : ` (${modelName(state, attacker)})`} chooses`
      : `; the vehicle chooses (${e.chooser.exception})`;
  return `  an unsaved wound on ${modelName(state, e.vehicle)}: ${e.location.count} Location dice${cc}${several(e.location.count, e.location.mode)}, then ${e.damage.count} Damage dice (the weapon's Damage)${several(e.damage.count, e.damage.mode)}${chooser}${rulesText(e.rules)}`;
};

const CHOSE_WORDS = { attacker: "the attacker's choice", vehicle: "the vehicle's choice" } as const;

/** Which of several dice was kept, and by whom: `kept the 2nd (the attacker's choice)`. */
const keptText = (fates: readonly string[], choseBy: 'attacker' | 'vehicle' | null): string => {
  const kept = fates.flatMap((f, i) => (f === 'kept' ? [ordinal(i + 1)] : []));
  if (fates.length <= 1) return '';
  if (kept.length === fates.length) return '; all applied';
  return `; kept the ${andList(kept)}${choseBy === null ? '' : ` (${CHOSE_WORDS[choseBy]})`}, the rest discarded`;
};

/** The line of a vehicle's dice, its wreck, or what a wreck or the battle's end calls for. */
export const vehicleTrailLine = (state: NecromundaState, e: VehicleTrailEvent): string => {
  switch (e.type) {
    case 'VehicleDiceOwed':
      return diceOwedLine(state, e);
    case 'LocationRolled': {
      const dice = e.dice.map((d, i) => {
        const rolls = d.rolls
          .map((r, j) => (d.fates[j] === 're-rolled' ? `${r} (impossible for this hit: re-rolled)` : r))
          .join(' → ');
        return e.dice.length === 1 ? rolls : `${ordinal(i + 1)} ${rolls}`;
      });
      return `  Location dice: ${dice.join(', ')}${keptText(e.fates, e.choseBy)}: the ${e.location} is struck${rulesText(e.rules)}`;
    }
    case 'VehicleDamaged': {
      const lost = `Wounds ${e.woundsBefore} → ${e.woundsLeft} (${e.woundsLost} lost)`;
      const over = e.rolledOver ? '; it Lost Control and rolled over (entered)' : '';
      return `  Damage dice on the ${e.location}: ${e.results.join(', ')}${keptText(e.fates, e.choseBy)}: ${lost}${over}${rulesText(e.rules)}`;
    }
    case 'VehicleWrecked': {
      const causes = e.causes.map((c) => (c === 'no-wounds' ? '0 Wounds' : 'rolled over')).join(' and ');
      const campaign = state?.start.campaign ?? false;
      const rolls = campaign
        ? [
            ...(e.crewLastingInjuryRolls > 0 ? [`${e.crewLastingInjuryRolls} crew Lasting Injury roll`] : []),
            `${e.lastingDamageRolls} Lasting Damage ${e.lastingDamageRolls === 1 ? 'roll' : 'rolls'}`,
          ]
        : [];
      const owed = campaign ? `; ${andList(rolls)} owed` : '; not a campaign: no Lasting rolls';
      const thrown =
        e.thrownClear.length === 0
          ? ''
          : `; Thrown Clear: ${andList(e.thrownClear.map((f) => modelName(state, f)))}${e.wasMobile ? ' (it was Mobile)' : ''}`;
      return `${e.hit === null ? '' : '  '}${modelName(state, e.vehicle)} is Wrecked (${causes}${e.hit === null ? ', outside a hit' : ''}): a flimsy structure (terrain) for the rest of the battle${owed}${thrown}${rulesText(e.rules)}`;
    }
    case 'LastingDamageRolled':
      return `${modelName(state, e.vehicle)}'s Lasting Damage roll ${e.roll} of ${e.of}: ${e.result} (entered)${rulesText(e.rules)}`;
    case 'CrewLastingInjuryRolled':
      return `${modelName(state, e.vehicle)}'s crew Lasting Injury roll (one, however many crew): ${e.result} (entered)${rulesText(e.rules)}`;
    case 'ThrownClearResolved': {
      const head = state?.owed[0];
      const mobile = head?.kind === 'thrown-clear' && head.fighter === e.fighter && head.vehicleWasMobile;
      const p = e.profile;
      const outcome =
        e.outcome === 'unhurt' || p === null
          ? 'unhurt'
          : `Pinned, and a hit as if Falling from ${inchesText(e.heightInches)}${e.heightInches < FALLING_MIN_INCHES ? ` (under ${inchesText(FALLING_MIN_INCHES)}: the falling table's first row, the hit is certain)` : ''}: S${p.strength} AP ${apText(p.ap)} D ${p.damage}${mobile ? " (the falling table's row raised by one: the vehicle was Mobile)" : ''}`;
      return `${modelName(state, e.fighter)} Thrown Clear of ${modelName(state, e.vehicle)}: placed ${inchesText(e.placedInches)} away (within ${inchesText(THROWN_CLEAR_INCHES)}), ${testText(e.test)}: ${outcome}${rulesText(e.rules)}`;
    }
    case 'ScrapClaimed': {
      const wrecks = e.wreckedEnemyVehicles.map((v, i) => `${modelName(state, v)} (D3 ${e.d3[i] ?? '?'} × 10)`);
      return `After the battle, ${e.gang}, the one gang left on the battlefield, claims scrap: ${wrecks.length === 0 ? 'no enemy vehicle was Wrecked' : andList(wrecks)}: ${e.credits} credits; the wrecks go back to their owners${rulesText(e.rules)}`;
    }
  }
};
