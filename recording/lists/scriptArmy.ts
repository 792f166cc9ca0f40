import type { ScriptArmyC, ScriptTrooper } from '../recordedGameCodec.ts';
import type { TypeOf } from 'io-ts';
import type { ArmyListFile, LibraryProfile, LibraryTrooper, ListTrooper } from './listCodecs.ts';
import type { UnitLibrary } from './unitLibrary.ts';

export type ScriptArmy = TypeOf<typeof ScriptArmyC>;

/** A library trooper as a recorded game gives it: the profile's fields, the chosen loadout's weapons, its own id, name and states. */
export const resolveTrooper = (tr: LibraryTrooper, profile: LibraryProfile): ScriptTrooper => {
  const loadout = (profile.loadouts ?? []).find((l) => l.id === tr.loadout);
  const weapons = loadout?.weapons ?? profile.weapons;
  const skills = [...(profile.skills ?? []), ...(loadout?.skills ?? [])];
  return {
    id: tr.id,
    name: tr.name ?? profile.name,
    type: profile.type,
    attributes: profile.attributes,
    ...(profile.training === undefined ? {} : { training: profile.training }),
    ...(weapons === undefined ? {} : { weapons }),
    ...(skills.length === 0 && profile.skills === undefined ? {} : { skills }),
    ...(tr.states === undefined ? {} : { states: tr.states }),
    ...(profile.unit === undefined ? {} : { unit: profile.unit }),
    ...(profile.fireteams === undefined ? {} : { fireteams: profile.fireteams }),
    ...(profile.wildcard === undefined ? {} : { wildcard: profile.wildcard }),
    ...((tr.cost ?? profile.cost) === undefined ? {} : { cost: tr.cost ?? profile.cost }),
    ...(profile.peripheralOf === undefined ? {} : { peripheralOf: profile.peripheralOf }),
  };
};

const scriptTrooper = (tr: ListTrooper, library: UnitLibrary): ScriptTrooper => {
  if (!('profile' in tr)) return tr;
  const profile = library.profiles.get(tr.profile);
  if (profile === undefined) throw new Error(`profile ${tr.profile} was checked before`);
  return resolveTrooper(tr, profile);
};

/** The list as a recorded game's army (its profiles already checked against the library). */
export const scriptArmyOf = (list: ArmyListFile, library: UnitLibrary): ScriptArmy => ({
  player: list.player,
  faction: list.faction,
  lieutenant: list.lieutenant,
  groups: list.groups.map((g) => ({ id: g.id, troopers: g.troopers.map((tr) => scriptTrooper(tr, library)) })),
  ...(list.fireteamChart === undefined ? {} : { fireteamChart: list.fireteamChart }),
  ...(list.fireteams === undefined ? {} : { fireteams: list.fireteams }),
  ...(list.points === undefined ? {} : { points: list.points }),
});
