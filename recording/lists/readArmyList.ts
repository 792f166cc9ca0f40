import * as E from 'fp-ts/lib/Either.js';
import { DEFAULT_EDITION, type Edition } from '../../rules/edition.ts';
import { shapeOf } from '../../rules/events/codecs/index.ts';
import type { ArmyList } from '../../rules/profiles/index.ts';
import type { StartingStates } from '../../rules/state/index.ts';
import { unknownName } from '../didYouMean.ts';
import { toGameInput } from '../toGameInput.ts';
import type { SourceMap } from '../sourceMap.ts';
import { listError, readStrict, type ListError } from './listError.ts';
import { ArmyListFileC, type ArmyListFile, type ListTrooper } from './listCodecs.ts';
import { scriptArmyOf, type ScriptArmy } from './scriptArmy.ts';
import type { UnitLibrary } from './unitLibrary.ts';

/** How many troopers a Combat Group holds at most. */
export const MAX_GROUP_TROOPERS = 10;

/** An army list as read: the ArmyList of rules/profiles/, the states its troopers deploy in, and where it came from. */
export interface ListRead {
  readonly file: string;
  readonly edition: Edition;
  readonly army: ArmyList;
  readonly startingStates: readonly StartingStates[];
  /** The army as a recorded game gives it (library troopers resolved), for the checks of two lists together. */
  readonly script: ScriptArmy;
  readonly map: SourceMap;
}

const LIST_SHAPE = shapeOf(ArmyListFileC);

const isLibraryTrooper = (tr: ListTrooper): tr is Extract<ListTrooper, { readonly profile: string }> => 'profile' in tr;

/** Fields a library trooper gives itself: a problem elsewhere in it is one of its profile's. */
const OWN_FIELDS: ReadonlySet<string | number | undefined> = new Set(['id', 'name', 'states', 'profile', 'loadout']);

/** `profile fusilier (library.yaml): ` when the problem at `path` lies in what a library profile gave the trooper. */
const fromProfile = (list: ArmyListFile, library: UnitLibrary, path: readonly (string | number)[]): string => {
  const [groups, g, troopers, i, field] = path;
  if (groups !== 'groups' || troopers !== 'troopers' || typeof g !== 'number' || typeof i !== 'number') return '';
  const tr = list.groups[g]?.troopers[i];
  if (tr === undefined || !isLibraryTrooper(tr) || OWN_FIELDS.has(field) || field === undefined) return '';
  return `profile ${tr.profile} (${library.sources.get(tr.profile) ?? 'library'}): `;
};

/**
 * Reads an army list (`format: arbiter/army-list@1`, docs/army-lists.md) for a game of `edition`:
 * strictly (unknown keys refused, every problem at its line and field), its library troopers
 * resolved (an unknown profile or loadout named with the closest one), at most ten troopers a
 * Combat Group, a Lieutenant who is one of its troopers, and then the checks a recorded game's
 * army gets (weapons of the edition's catalogue, unique ids, starting states, deployment Fireteams).
 */
export const readArmyList = (
  input: string | Uint8Array,
  file: string,
  library: UnitLibrary,
  edition: Edition = DEFAULT_EDITION,
): E.Either<ListError, ListRead> => {
  const read = readStrict(input, file, ArmyListFileC, LIST_SHAPE, edition);
  if (E.isLeft(read)) return read;
  const { value: list, map } = read.right;
  const refuse = (problem: Parameters<typeof listError>[3]): E.Either<ListError, never> =>
    E.left(listError(file, map, edition, problem));
  for (const [g, group] of list.groups.entries()) {
    if (group.troopers.length > MAX_GROUP_TROOPERS)
      return refuse({
        path: ['groups', g, 'troopers', MAX_GROUP_TROOPERS],
        message: `Combat Group ${group.id} has ${group.troopers.length} troopers: a Combat Group holds at most ${MAX_GROUP_TROOPERS}`,
        rule: 'recorded-game/group-size',
      });
    for (const [i, tr] of group.troopers.entries()) {
      if (!isLibraryTrooper(tr)) continue;
      const at = ['groups', g, 'troopers', i];
      const profile = library.profiles.get(tr.profile);
      if (profile === undefined)
        return refuse({
          path: [...at, 'profile'],
          message: `${unknownName('profile', 'profiles of the library', tr.profile, [...library.profiles.keys()])}: name one of them, or give the trooper's profile inline`,
          rule: 'recorded-game/unknown-id',
        });
      const loadouts = (profile.loadouts ?? []).map((l) => l.id);
      if (tr.loadout !== undefined && !loadouts.includes(tr.loadout))
        return refuse({
          path: [...at, 'loadout'],
          message:
            loadouts.length === 0
              ? `profile ${profile.id} offers no loadout to choose`
              : unknownName(`loadout of ${profile.id}`, 'loadouts', tr.loadout, loadouts),
          rule: 'recorded-game/unknown-id',
        });
      if (tr.loadout === undefined && loadouts.length > 0)
        return refuse({
          path: at,
          message: `profile ${profile.id} offers loadouts ${loadouts.join(', ')}: choose one with loadout`,
          rule: 'recorded-game/missing-field',
        });
    }
  }
  const ids = list.groups.flatMap((g) => g.troopers.map((tr) => tr.id));
  if (!ids.includes(list.lieutenant))
    return refuse({
      path: ['lieutenant'],
      message: `${unknownName('trooper', 'troopers of the list', list.lieutenant, ids)}: the Lieutenant is one of the list's troopers`,
      rule: 'recorded-game/lieutenant',
    });
  const script = scriptArmyOf(list, library);
  const input2 = toGameInput({ format: 'arbiter/recorded-game@1', title: file, edition, armies: [script], turns: [] });
  if (E.isLeft(input2)) {
    const path = input2.left.path.slice(2);
    return refuse({
      path,
      message: `${fromProfile(list, library, path)}${input2.left.message}`,
      rule: input2.left.rule,
    });
  }
  const army = input2.right.armies[0];
  if (army === undefined)
    return refuse({ path: [], message: 'the list holds no army', rule: 'recorded-game/missing-field' });
  return E.right({ file, edition, army, startingStates: input2.right.startingStates ?? [], script, map });
};
