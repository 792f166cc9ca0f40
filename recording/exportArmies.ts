import type * as t from 'io-ts';
import type { EventOf } from '../events/index.ts';
import { findWeapon, type TrooperProfile, type WeaponProfile } from '../rules/profiles/index.ts';
import type { Edition } from '../rules/edition.ts';
import type { ScriptArmyC, ScriptTrooper } from './recordedGameCodec.ts';
import { sameJson } from './sameJson.ts';

type ScriptArmy = t.TypeOf<typeof ScriptArmyC>;

/** A weapon by its id when it is the edition's catalogue weapon of that id, else its whole profile. */
const weaponRef = (edition: Edition, w: WeaponProfile): string | WeaponProfile =>
  sameJson(findWeapon(edition, w.id), w) ? w.id : w;

const trooperOf = (edition: Edition, p: TrooperProfile, states: readonly string[]): ScriptTrooper => ({
  id: p.id,
  name: p.name,
  type: p.unitType,
  ...(p.training === 'regular' ? {} : { training: p.training }),
  attributes: p.attributes,
  ...(p.weapons.length === 0 ? {} : { weapons: p.weapons.map((w) => weaponRef(edition, w)) }),
  ...(p.skills.length === 0 ? {} : { skills: p.skills }),
  ...(states.length === 0 ? {} : { states }),
  ...(p.unit === undefined ? {} : { unit: p.unit }),
  ...(p.fireteams === undefined ? {} : { fireteams: p.fireteams }),
  ...(p.wildcard === undefined ? {} : { wildcard: p.wildcard }),
  ...(p.cost === undefined ? {} : { cost: p.cost }),
  ...(p.peripheralOf === undefined ? {} : { peripheralOf: p.peripheralOf }),
  ...(p.decline === undefined ? {} : { decline: p.decline }),
});

/** The armies of a game as a recorded game lists them (toGameInput reads them back), with each trooper's starting states. */
export const armiesOf = (started: EventOf<'GameStarted'>): readonly ScriptArmy[] => {
  const states = new Map((started.startingStates ?? []).map((s) => [s.trooper, s.states]));
  return started.armies.map((a) => ({
    player: a.player,
    faction: a.faction,
    lieutenant: a.lieutenant,
    groups: a.groups.map((g) => ({
      id: g.id,
      troopers: g.troopers.map((p) => trooperOf(started.edition, p, states.get(p.id) ?? [])),
    })),
    ...(a.fireteamChart === undefined ? {} : { fireteamChart: a.fireteamChart }),
    ...(a.points === undefined ? {} : { points: a.points }),
    ...(a.fireteams === undefined ? {} : { fireteams: a.fireteams }),
    ...(a.points === undefined ? {} : { points: a.points }),
  }));
};
