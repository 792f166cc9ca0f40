import * as E from 'fp-ts/lib/Either.js';
import { fallingHit, thrownClear, type NecromundaCitationId } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaGame, NecromundaState } from '../../projections/necromunda/index.ts';
import { wreckEvents } from './consequencesOf.ts';
import { wreckedEvent } from './decideVehicleDice.ts';
import { idleGame, owedHead } from './owedHead.ts';
import { refuse, type NecromundaDecision } from './necromundaRefusal.ts';
import { playEvents } from './playEvents.ts';
import { ruledBy } from './ruledBy.ts';
import { testRolled } from './testRolled.ts';

type Table = 'lastingInjury' | 'crewLastingInjury' | 'lastingDamage';
const TABLE_WORDS: Readonly<Record<Table, string>> = {
  lastingInjury: 'Lasting Injury',
  crewLastingInjury: 'crew Lasting Injury',
  lastingDamage: 'Lasting Damage',
};

const inTable = (
  g: NecromundaGame,
  table: Table,
  result: string,
  rule: NecromundaCitationId,
): NecromundaDecision | null => {
  const names = g.start.tables[table];
  if (names.includes(result)) return null;
  return refuse(
    names.length === 0
      ? `the game gives no ${TABLE_WORDS[table]} table (tables.${table}): '${result}' cannot be checked`
      : `'${result}' is not a result of the game's ${TABLE_WORDS[table]} table (${names.join(', ')})`,
    rule,
    'result',
  );
};

/** A fighter's Lasting Injury roll, owed when it went Out of Action in a campaign (necromunda/out-of-action/fighters). */
export const decideLastingInjury = (state: NecromundaState, fighter: string, result: string): NecromundaDecision => {
  const rule = 'necromunda/out-of-action/fighters';
  const at = owedHead(state, ['lasting-injury'], fighter, `a Lasting Injury roll for ${fighter}`, rule);
  if (E.isLeft(at)) return at;
  const bad = inTable(at.right.g, 'lastingInjury', result, rule);
  return bad ?? E.right([{ type: 'LastingInjuryRolled', fighter, result, rules: [rule] }]);
};

/** A wreck's one crew Lasting Injury roll (necromunda/out-of-action/wrecked). */
export const decideCrewLastingInjury = (
  state: NecromundaState,
  vehicle: string,
  result: string,
): NecromundaDecision => {
  const rule = 'necromunda/out-of-action/wrecked';
  const at = owedHead(state, ['crew-lasting-injury'], vehicle, `a crew Lasting Injury roll for ${vehicle}`, rule);
  if (E.isLeft(at)) return at;
  const bad = inTable(at.right.g, 'crewLastingInjury', result, rule);
  return bad ?? E.right([{ type: 'CrewLastingInjuryRolled', vehicle, result, rules: [rule] }]);
};

/** A wreck's Lasting Damage roll: two when it reached 0 Wounds and rolled over at once. */
export const decideLastingDamage = (state: NecromundaState, vehicle: string, result: string): NecromundaDecision => {
  const rule = 'necromunda/out-of-action/wrecked';
  const at = owedHead(state, ['lasting-damage'], vehicle, `a Lasting Damage roll for ${vehicle}`, rule);
  if (E.isLeft(at)) return at;
  const bad = inTable(at.right.g, 'lastingDamage', result, rule);
  const { roll, of } = at.right.head;
  return bad ?? E.right([{ type: 'LastingDamageRolled', vehicle, roll, of, result, rules: [rule] }]);
};

/** The falling hit that follows a fall or a failed Thrown Clear test: an attack-less hit on the fighter. */
const fallingHitDeclared = (
  g: NecromundaGame,
  fighter: string,
  source: Extract<NecromundaEvent, { type: 'HitDeclared' }>['source'],
  profile: { readonly strength: number; readonly ap: number; readonly damage: number },
  name: string,
): NecromundaEvent => ({
  type: 'HitDeclared',
  hit: g.hitsResolved + 1,
  attacker: null,
  target: fighter,
  source,
  facing: null,
  weapon: { name, strength: profile.strength, ap: profile.ap, damage: profile.damage, traits: [] },
  closeCombat: false,
  reaction: false,
  hitModifier: 0,
  vehicleChooses: null,
  applyAllDamage: null,
  saveBonus: 0,
  noSaveTrait: null,
  traitInjuryDice: 0,
  rules: ['necromunda/resolve-hits/sequence', 'necromunda/damage/falling'],
});

/**
 * A fighter Thrown Clear of a wreck (necromunda/out-of-action/thrown-clear): placed within 2", an
 * Initiative test; failed, Pinned and a falling hit from the height thrown, raised by one when the
 * vehicle was Mobile. The hit is then resolved as any other.
 */
export const decideThrownClear = (
  state: NecromundaState,
  c: {
    readonly fighter: string;
    readonly placedInches: number;
    readonly initiative: number;
    readonly heightInches: number;
  },
): NecromundaDecision => {
  const rule = 'necromunda/out-of-action/thrown-clear';
  const at = owedHead(state, ['thrown-clear'], c.fighter, `${c.fighter} Thrown Clear`, rule);
  if (E.isLeft(at)) return at;
  const { g, head } = at.right;
  const fighter = g.fighters[c.fighter];
  if (fighter === undefined) throw new Error(`no fighter ${c.fighter}`);
  if (fighter.profile.initiative === null)
    return refuse(
      `${fighter.profile.name}'s Initiative is not given: add initiative to the fighter`,
      rule,
      'initiative',
    );
  const ruled = ruledBy(rule, 'initiative', () =>
    thrownClear({
      placedInches: c.placedInches,
      initiative: { target: fighter.profile.initiative ?? 0, roll: c.initiative },
      heightInches: c.heightInches,
      fallingTable: g.start.tables.falling,
      vehicleWasMobile: head.vehicleWasMobile,
    }),
  );
  if (E.isLeft(ruled)) return ruled;
  const r = ruled.right;
  const resolved: NecromundaEvent = {
    type: 'ThrownClearResolved',
    fighter: c.fighter,
    vehicle: head.vehicle,
    placedInches: c.placedInches,
    heightInches: c.heightInches,
    test: testRolled(r.test, fighter.profile.initiative, c.initiative),
    outcome: r.kind,
    profile: r.kind === 'pinned-and-hit' ? r.hit : null,
    rules: r.rules,
  };
  if (r.kind === 'unhurt') return E.right([resolved]);
  const after = playEvents(g, [resolved]);
  const source = { kind: 'thrown-clear' as const, vehicle: head.vehicle, vehicleWasMobile: head.vehicleWasMobile };
  return E.right([resolved, fallingHitDeclared(after, c.fighter, source, r.hit, 'Falling (Thrown Clear)')]);
};

/** A fighter falls (necromunda/damage/falling): 3" or more is a hit by the distance rounded up; less is none. */
export const decideFall = (state: NecromundaState, fighter: string, inches: number): NecromundaDecision => {
  const rule = 'necromunda/damage/falling';
  const idle = idleGame(state, `${fighter}'s fall`, rule);
  if (E.isLeft(idle)) return idle;
  const g = idle.right;
  const f = g.fighters[fighter];
  if (f === undefined) return refuse(`no fighter ${fighter} in this game`, rule, 'fighter');
  if (f.status === 'out-of-action')
    return refuse(
      `${f.profile.name} is Out of Action: off the battlefield`,
      'necromunda/injuries/out-of-action',
      'fighter',
    );
  if (g.start.tables.falling.length === 0)
    return refuse(
      'the game gives no falling table (tables.falling): a fall cannot be resolved without it',
      rule,
      'inches',
    );
  const fall = ruledBy(rule, 'inches', () => fallingHit(inches, g.start.tables.falling));
  if (E.isLeft(fall)) return fall;
  const r = fall.right;
  const measured: NecromundaEvent = {
    type: 'FallMeasured',
    fighter,
    inches,
    roundedInches: r.kind === 'hit' ? r.roundedInches : Math.ceil(inches),
    hits: r.kind === 'hit',
    rules: r.rules,
  };
  if (r.kind === 'no-hit') return E.right([measured]);
  const source = { kind: 'fall' as const, inches, roundedInches: r.roundedInches };
  return E.right([measured, fallingHitDeclared(g, fighter, source, r.profile, `Falling (${r.roundedInches}")`)]);
};

/** A vehicle rolls over after Losing Control, outside a hit (an entered fact): it is Wrecked. */
export const decideRollOver = (state: NecromundaState, vehicle: string): NecromundaDecision => {
  const rule = 'necromunda/out-of-action/wrecked';
  const idle = idleGame(state, `${vehicle} rolling over`, rule);
  if (E.isLeft(idle)) return idle;
  const g = idle.right;
  const v = g.vehicles[vehicle];
  if (v === undefined) return refuse(`no vehicle ${vehicle} in this game`, rule, 'vehicle');
  if (v.wrecked) return refuse(`${v.profile.name} is already Wrecked`, rule, 'vehicle');
  const wrecked = wreckedEvent(g, vehicle, null, v.woundsLeft, true);
  if (wrecked === null) throw new Error('a vehicle rolled over and was not Wrecked');
  return E.right([wrecked, ...wreckEvents(playEvents(g, [wrecked]), wrecked)]);
};
