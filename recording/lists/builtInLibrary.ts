import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type { ListError } from './listError.ts';
import { readUnitLibraries, type UnitLibrary } from './unitLibrary.ts';

/** The folder of the built-in unit library: the profiles of the troopers of examples/*.game.yaml. */
export const BUILT_IN_LIBRARY_DIR = join(import.meta.dirname, 'library');

/** The built-in library's files, in name order. */
export const builtInLibraryFiles = (): readonly { readonly file: string; readonly text: string }[] =>
  readdirSync(BUILT_IN_LIBRARY_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ file: join(BUILT_IN_LIBRARY_DIR, f), text: readFileSync(join(BUILT_IN_LIBRARY_DIR, f), 'utf8') }));

/** The built-in library, then the user's library files (`--library FILE`) in order. */
export const loadLibrary = (
  userFiles: readonly { readonly file: string; readonly text: string | Uint8Array }[] = [],
): E.Either<ListError, UnitLibrary> => readUnitLibraries([...builtInLibraryFiles(), ...userFiles]);
