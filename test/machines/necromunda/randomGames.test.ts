import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect } from 'vitest';
import { NecromundaEventC, type NecromundaWeapon } from '../../../events/necromunda/index.ts';
import { foldNecromunda, type NecromundaGame } from '../../../projections/necromunda/index.ts';
import {
  NECROMUNDA_STEPS,
  necromundaStep,
  type Measured,
  type NecromundaCommand,
} from '../../../machines/necromunda/index.ts';
import { fighter, hit, table, TABLES, vehicle } from './necromundaTable.ts';

// Random games of random commands: each command is built from the game as it stands (what its step
// waits for, mostly well-formed, sometimes not) out of a stream of random choices.

const FIGHTERS = [
  fighter('lyra', 'Escher', { wounds: 2, save: 5, type: 'champion' }),
  fighter('vex', 'Escher', { type: 'juve', aboard: { vehicle: 'skiff', as: 'passenger' } }),
  fighter('sable', 'Escher', { aboard: { vehicle: 'skiff', as: 'crew' } }),
  fighter('krug', 'Goliath', { toughness: 4, save: 5 }),
  fighter('grax', 'Goliath', { toughness: 4, wounds: 2, save: 4, nerveImmune: true }),
  fighter('dozer', 'Goliath', { toughness: 4, aboard: { vehicle: 'rig', as: 'crew' } }),
];
const VEHICLES = [
  vehicle('skiff', 'Escher', { wounds: 2 }),
  vehicle('rig', 'Goliath'),
  vehicle('hauler', 'Goliath', { mobility: 'stationary' }),
];
const WEAPONS: readonly NecromundaWeapon[] = [
  { name: 'Lasgun', strength: 3, ap: 0, damage: 1, traits: [] },
  { name: 'Boltgun', strength: 4, ap: -1, damage: 2, traits: [] },
  { name: 'Plasma gun', strength: 7, ap: -2, damage: 3, traits: [] },
  { name: 'Stun club', strength: 3, ap: 0, damage: 'dash', traits: ['Shock'] },
];

type Pick = (n: number) => number;
const one = <A>(pick: Pick, xs: readonly A[]): A => {
  const x = xs[pick(xs.length)];
  if (x === undefined) throw new Error('picked from nothing');
  return x;
};
const ids = (g: NecromundaGame): readonly string[] => [...g.order, ...g.vehicleOrder];
const onField = (g: NecromundaGame, id: string): boolean =>
  g.fighters[id] !== undefined ? g.fighters[id].status !== 'out-of-action' : g.vehicles[id]?.wrecked === false;
const gangOf = (g: NecromundaGame, id: string): string =>
  g.fighters[id]?.profile.gang ?? g.vehicles[id]?.profile.gang ?? '';
const friends = (g: NecromundaGame, of: string, not: readonly string[]): readonly string[] =>
  ids(g).filter((id) => gangOf(g, id) === gangOf(g, of) && onField(g, id) && !not.includes(id));
const measure = (pick: Pick, models: readonly string[]): readonly Measured[] =>
  models.map((id) => ({ id, inches: pick(9) + pick(4) / 4 }));
const spots = (pick: Pick) =>
  Array.from({ length: 1 + pick(2) }, (_, i) => ({
    id: `spot${i}`,
    nearestEnemyModelInches: pick(8),
    nearestEnemyFighterInches: pick(8),
    outOfEnemyLineOfSight: pick(2) === 1,
    inCover: pick(2) === 1,
  }));
const flee = (g: NecromundaGame, pick: Pick, model: string, afterRetreat: boolean): NecromundaCommand => {
  const f = g.fighters[model];
  const prone = f !== undefined && (f.status === 'seriously-injured' || (!afterRetreat && f.pinned));
  const dice = f === undefined ? 3 : prone ? 0 : 2;
  const where = spots(pick);
  return {
    type: 'flee',
    model,
    dice: Array.from({ length: dice }, () => 1 + pick(6)),
    spots: where,
    chosen: one(pick, where).id,
  };
};

/** Between hits: mostly a hit between models still on the battlefield, sometimes a fall, a roll-over, a Broken model's activation or rally, Claiming Scrap. */
const between = (g: NecromundaGame, pick: Pick): NecromundaCommand => {
  const any = ids(g);
  const standing = any.filter((id) => onField(g, id));
  const broken = standing.filter((id) => g.fighters[id]?.broken === true || g.vehicles[id]?.broken === true);
  const gangs = [...new Set(standing.map((id) => gangOf(g, id)))];
  switch (pick(20)) {
    case 0:
      return { type: 'fall', fighter: one(pick, g.order), inches: pick(8) + pick(10) / 10 };
    case 1:
      return { type: 'roll-over', vehicle: one(pick, g.vehicleOrder) };
    case 2:
    case 3:
      return { type: 'activate-broken', model: one(pick, broken.length > 0 ? broken : any) };
    case 4:
      return { type: 'rally', model: one(pick, broken.length > 0 ? broken : any), rallied: pick(2) === 1 };
    case 5: {
      const d3 = Array.from(
        { length: g.vehicleOrder.filter((id) => g.vehicles[id]?.wrecked).length },
        () => 1 + pick(3),
      );
      return { type: 'claim-scrap', gang: one(pick, gangs.length > 0 ? gangs : ['Escher']), d3: d3.slice(pick(2)) };
    }
    default: {
      const target = one(pick, pick(8) === 0 ? any : standing.length > 0 ? standing : any);
      const weapon = one(pick, WEAPONS);
      const onVehicle = g.vehicles[target] !== undefined;
      return hit(one(pick, standing.length > 0 ? standing : any), target, weapon, {
        closeCombat: pick(3) === 0,
        reaction: pick(4) === 0,
        noSaveTrait: pick(5) === 0 ? 'Rending' : null,
        traitInjuryDice: weapon.damage === 'dash' && !onVehicle ? 1 + pick(2) : 0,
        ...(onVehicle && pick(2) === 0 ? { facing: one(pick, ['front', 'side', 'rear'] as const) } : {}),
        ...(onVehicle && pick(4) === 0 ? { applyAllDamage: 'Test rule' } : {}),
      });
    }
  }
};

/**
 * A command for the game as it stands, from the random choices: mostly one for the step it waits
 * for, sometimes one for another step (built from the same state, so most are refused).
 */
const commandFor = (g: NecromundaGame, pick: Pick): NecromundaCommand => {
  const head = g.owed[0];
  const waits = necromundaStep(g);
  const step = pick(4) === 0 ? one(pick, NECROMUNDA_STEPS) : waits;
  switch (step) {
    case 'awaiting-hit':
    case 'battle-over':
      return between(g, pick);
    case 'wound-roll':
      return { type: 'roll-wound', die: 1 + pick(6) };
    case 'save-roll':
      return { type: 'roll-save', die: 1 + pick(6) };
    case 'injury-dice':
      return { type: 'enter-injury', result: one(pick, ['flesh-wound', 'serious-injury', 'out-of-action'] as const) };
    case 'location-dice': {
      const v = g.vehicles[g.hit?.declared.target ?? ''] ?? g.vehicles['rig'];
      const count = g.hit?.vehicleDice?.location.count ?? 1;
      const locations = v?.profile.locations ?? ['Body'];
      const dice = Array.from({ length: count }, () => [one(pick, locations)]);
      return { type: 'roll-locations', dice, impossible: [], ...(count > 1 ? { chosen: pick(count) } : {}) };
    }
    case 'damage-dice': {
      const owed = g.hit?.vehicleDice?.damage;
      const count = owed?.count ?? 1;
      const results = Array.from({ length: count }, () => one(pick, TABLES.vehicleDamage).result);
      const choose = owed?.mode === 'choose-one' && count > 1;
      return {
        type: 'roll-vehicle-damage',
        results,
        rolledOver: pick(8) === 0,
        ...(choose ? { chosen: pick(count) } : {}),
      };
    }
    case 'lasting-rolls':
      if (head?.kind === 'lasting-injury')
        return { type: 'lasting-injury', fighter: head.fighter, result: one(pick, TABLES.lastingInjury) };
      if (head?.kind === 'crew-lasting-injury')
        return { type: 'crew-lasting-injury', vehicle: head.vehicle, result: one(pick, TABLES.crewLastingInjury) };
      return {
        type: 'lasting-damage',
        vehicle: head?.kind === 'lasting-damage' ? head.vehicle : '',
        result: one(pick, TABLES.lastingDamage),
      };
    case 'thrown-clear': {
      const f = head?.kind === 'thrown-clear' ? head.fighter : '';
      return {
        type: 'thrown-clear',
        fighter: f,
        placedInches: pick(3),
        initiative: 1 + pick(12),
        heightInches: pick(6),
      };
    }
    case 'nerve-check': {
      const c = head?.kind === 'nerve-check' ? head.casualty : '';
      return { type: 'nerve-check', casualty: c, distances: measure(pick, friends(g, c, [c])) };
    }
    case 'nerve-tests': {
      const t = head?.kind === 'nerve-test' ? head : { tester: '', casualty: '' };
      const kind = g.vehicles[t.tester] === undefined;
      const same = friends(g, t.tester, [t.tester, t.casualty]).filter((id) => (g.vehicles[id] === undefined) === kind);
      return { type: 'nerve-test', tester: t.tester, roll: 2 + pick(11), distances: measure(pick, same) };
    }
    case 'broken-activation': {
      const m = head?.kind === 'broken-activation' ? head.model : '';
      const v = g.vehicles[m];
      if (v?.profile.mobility === 'stationary') {
        const d3 = 1 + pick(3);
        return { type: 'burn-out', model: m, d3, placedInches: Array.from({ length: d3 }, () => pick(2)) };
      }
      if (v === undefined && pick(3) === 0) {
        const foes = g.order.filter((id) => gangOf(g, id) !== gangOf(g, m) && onField(g, id));
        const enemies = foes
          .filter(() => pick(2) === 0)
          .map((id) => (pick(3) === 0 ? { id } : { id, initiative: 1 + pick(12) }));
        return { type: 'retreat', model: m, initiative: 1 + pick(12), enemies };
      }
      return flee(g, pick, m, false);
    }
    case 'broken-move': {
      if (head?.kind !== 'broken-move') return flee(g, pick, one(pick, ids(g)), true);
      if (head.reactionAttackers.length > 0 && pick(2) === 0)
        return hit(one(pick, head.reactionAttackers), head.model, one(pick, WEAPONS.slice(0, 3)), {
          closeCombat: true,
        });
      return flee(g, pick, head.model, true);
    }
  }
};

const game = fc.record({
  campaign: fc.boolean(),
  aftermath: fc.constantFrom('full' as const, 'hits-only' as const),
  choices: fc.array(fc.nat({ max: 9_999 }), { minLength: 200, maxLength: 1200, size: 'max' }),
});

describe('necromunda/resolve-hits/sequence: random games', () => {
  test.prop([game], { numRuns: 50 })(
    'necromunda/resolve-hits/sequence, necromunda/out-of-action/fighters: the state is always the fold of the events (and the machine rests where the state says); a refused command appends nothing; every fighter Out of Action in a full campaign game has exactly one Lasting Injury roll, rolled or owed',
    ({ campaign, aftermath, choices }) => {
      const s = table({ fighters: FIGHTERS, vehicles: VEHICLES, campaign, aftermath });
      let at = 0;
      const pick: Pick = (n) => (choices[at++ % choices.length] ?? 0) % n;
      while (at < choices.length) {
        const before = s.events().length;
        const r = s.send(commandFor(s.state(), pick));
        if (E.isLeft(r)) {
          expect(s.events().length).toBe(before);
          expect(r.left.reason).not.toBe('');
        } else {
          expect(r.right.length).toBeGreaterThan(0);
          expect(s.events().slice(before)).toEqual(r.right);
          for (const e of r.right) expect(NecromundaEventC.is(e), e.type).toBe(true);
        }
        expect(foldNecromunda(s.events())).toEqual(s.state());
        expect(s.step()).toBe(necromundaStep(s.state()));
      }
      const g = s.state();
      for (const f of Object.values(g.fighters)) {
        const rolled = s.events().filter((e) => e.type === 'LastingInjuryRolled' && e.fighter === f.profile.id);
        const owed = g.owed.filter((o) => o.kind === 'lasting-injury' && o.fighter === f.profile.id);
        const expected = campaign && aftermath === 'full' && f.status === 'out-of-action' ? 1 : 0;
        expect(rolled.length + owed.length, f.profile.id).toBe(expected);
      }
    },
  );
});
