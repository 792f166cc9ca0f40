import * as t from 'io-ts';
import { FireteamChartC, FireteamSpecC, NonNegativeIntC, TrooperSkillC } from '../../rules/events/codecs/index.ts';
import { PROFILE_FIELDS, PROFILE_OPTIONS, ScriptTrooperC, WeaponRefC } from '../recordedGameCodec.ts';

/*
 * The army-list format (docs/army-lists.md): one player's army, its troopers either named from a
 * unit library (`profile: fusilier`) or given inline exactly as the recorded game's armies give
 * them. And the unit library format: profiles with their loadout choices.
 */

/** A loadout a profile offers: the weapons it carries (in place of the profile's own) and skills it adds. */
export const LoadoutC = t.readonly(
  t.intersection([
    t.type({ id: t.string, weapons: t.readonlyArray(WeaponRefC) }),
    t.partial({ skills: t.readonlyArray(TrooperSkillC) }),
  ]),
  'Loadout',
);

/** A unit profile of a library: a recorded-game trooper with no id of its own, and loadout choices. */
export const LibraryProfileC = t.readonly(
  t.intersection([t.type(PROFILE_FIELDS), t.partial({ ...PROFILE_OPTIONS, loadouts: t.readonlyArray(LoadoutC) })]),
  'Profile',
);

export const UnitLibraryC = t.readonly(
  t.intersection([
    t.type({ format: t.literal('arbiter/unit-library@1'), profiles: t.readonlyArray(LibraryProfileC) }),
    t.partial({ description: t.string }),
  ]),
  'UnitLibrary',
);

/** A trooper named from the library: its profile, its own id, and optionally its name, loadout and starting states. */
export const LibraryTrooperC = t.readonly(
  t.intersection([
    t.type({ profile: t.string, id: t.string }),
    t.partial({ name: t.string, loadout: t.string, states: t.readonlyArray(t.string), cost: NonNegativeIntC }),
  ]),
  'LibraryTrooper',
);

export const ListTrooperC = t.union([ScriptTrooperC, LibraryTrooperC], 'ListTrooper');

export const ArmyListFileC = t.readonly(
  t.intersection([
    t.type({
      format: t.literal('arbiter/army-list@1'),
      player: t.string,
      faction: t.string,
      lieutenant: t.string,
      groups: t.readonlyArray(t.readonly(t.type({ id: t.string, troopers: t.readonlyArray(ListTrooperC) }), 'Group')),
    }),
    t.partial({
      description: t.string,
      fireteamChart: FireteamChartC,
      fireteams: t.readonlyArray(FireteamSpecC),
      /** The points the list was built for (Retreat!). */
      points: NonNegativeIntC,
    }),
  ]),
  'ArmyListFile',
);

export type UnitLibraryFile = t.TypeOf<typeof UnitLibraryC>;
export type LibraryProfile = t.TypeOf<typeof LibraryProfileC>;
export type LibraryTrooper = t.TypeOf<typeof LibraryTrooperC>;
export type ListTrooper = t.TypeOf<typeof ListTrooperC>;
export type ArmyListFile = t.TypeOf<typeof ArmyListFileC>;
