import * as E from 'fp-ts/lib/Either.js';
import { shapeOf } from '../../rules/events/codecs/index.ts';
import { listError, readStrict, type ListError } from './listError.ts';
import { UnitLibraryC, type LibraryProfile } from './listCodecs.ts';

/** The unit profiles a list may name, by id, each with the file it came from. */
export interface UnitLibrary {
  readonly profiles: ReadonlyMap<string, LibraryProfile>;
  /** Where each profile was read: its file (a list's error about the profile names it). */
  readonly sources: ReadonlyMap<string, string>;
}

export const EMPTY_LIBRARY: UnitLibrary = { profiles: new Map(), sources: new Map() };

const LIBRARY_SHAPE = shapeOf(UnitLibraryC);

/**
 * Reads a unit library (`format: arbiter/unit-library@1`) into `library`, strictly: unknown keys
 * refused, every profile id unique (within the file and across the libraries read before), each
 * loadout id unique within its profile.
 */
export const readUnitLibrary = (
  input: string | Uint8Array,
  file: string,
  library: UnitLibrary = EMPTY_LIBRARY,
): E.Either<ListError, UnitLibrary> => {
  const read = readStrict(input, file, UnitLibraryC, LIBRARY_SHAPE, null);
  if (E.isLeft(read)) return read;
  const { value, map } = read.right;
  const profiles = new Map(library.profiles);
  const sources = new Map(library.sources);
  for (const [i, p] of value.profiles.entries()) {
    const before = sources.get(p.id);
    if (before !== undefined)
      return E.left(
        listError(file, map, null, {
          path: ['profiles', i, 'id'],
          message: `profile id ${p.id} is already defined${before === file ? '' : ` by ${before}`}`,
          rule: 'recorded-game/duplicate-id',
        }),
      );
    const loadouts = (p.loadouts ?? []).map((l) => l.id);
    const twice = loadouts.findIndex((l, k) => loadouts.indexOf(l) !== k);
    if (twice >= 0)
      return E.left(
        listError(file, map, null, {
          path: ['profiles', i, 'loadouts', twice, 'id'],
          message: `loadout id ${loadouts[twice] ?? ''} is used twice in profile ${p.id}`,
          rule: 'recorded-game/duplicate-id',
        }),
      );
    profiles.set(p.id, p);
    sources.set(p.id, file);
  }
  return E.right({ profiles, sources });
};

/** Reads several library files in order, each adding to the ones before (a user's `--library FILE` after the built-in one). */
export const readUnitLibraries = (
  files: readonly { readonly file: string; readonly text: string | Uint8Array }[],
  library: UnitLibrary = EMPTY_LIBRARY,
): E.Either<ListError, UnitLibrary> =>
  files.reduce<E.Either<ListError, UnitLibrary>>(
    (acc, f) => (E.isLeft(acc) ? acc : readUnitLibrary(f.text, f.file, acc.right)),
    E.right(library),
  );
