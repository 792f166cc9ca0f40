import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import { formatLogError, writeFileAtomically } from '../../kernel/log/index.ts';
import { DEFAULT_EDITION, isEdition, type Edition } from '../../rules/edition.ts';
import { formatScriptError, MAX_LIST_BYTES } from '../../recording/index.ts';
import {
  gameSetupFromLists,
  importArmy,
  loadLibrary,
  MetadataC,
  readArmyList,
  readBuilderJson,
  UnitDataC,
  type ListRead,
} from '../../recording/lists/index.ts';
import { EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, type CliIo } from '../cliIo.ts';
import { newFileMode } from '../logOutput.ts';
import { readInput } from '../readInput.ts';

export const LISTS_HELP = `usage: arbiter lists check LIST.yaml… [--edition n3|n4|n5] [--library FILE]…
       arbiter lists import CODE --units UNITS.json [--metadata META.json] -o LIST.yaml [--force]
                                 [--edition n3|n4|n5] [--player ID]

Army lists (docs/army-lists.md): one player's army, its troopers named from a unit library
(the built-in one holds the profiles of examples/, --library adds yours) or given inline.

check   reads each list strictly (a misspelt field, an unknown profile or weapon with the
        closest one, more than 10 troopers in a Combat Group, no Lieutenant…: file:line:column,
        field, reason and rule) and prints its troopers; two lists are also checked together
        (one player each, no trooper id in both), as a game would start from them.
import  turns an army code of the Army builder into a list, with the unit data file you give
        (Arbiter ships none of Corvus Belli's data): attributes, weapons of the edition's
        catalogue, the skills the engine reads; what cannot be carried over is printed and
        written as comments at the head of the list. The list is written whole or not at all,
        and an existing file is never replaced without --force.

options:
  --edition E        the edition the lists are for (default ${DEFAULT_EDITION}): weapons come from its catalogue
  --library FILE     a unit library (format arbiter/unit-library@1) added to the built-in one; repeatable
  --units FILE       import: the Army builder's unit data file of the code's faction (JSON)
  --metadata FILE    import: the Army builder's metadata file (weapon, skill and equipment names)
  --player ID        import: the player id of the list (default: from the faction's name)
  -o, --out FILE     import: the list to write
  --force            import: replace the list if it exists
  -h, --help         this text

examples:
  arbiter lists check examples/lists/n5-full-game-panoceania.yaml examples/lists/n5-full-game-yu-jing.yaml
  arbiter lists import "$(cat code.txt)" --units panoceania.json --metadata metadata.json -o mine.yaml`;

const readText = async (file: string, max = MAX_LIST_BYTES): Promise<E.Either<string, Uint8Array>> => {
  const read = await readInput(file, max);
  if (E.isLeft(read)) return read;
  return read.right.kind === 'too-large'
    ? E.left(`${file} is ${read.right.bytes} bytes: at most ${max} are read`)
    : E.right(read.right.bytes);
};

const trooperLines = (list: ListRead): string[] => [
  `${list.file}: ${list.army.player} (${list.army.faction}), Lieutenant ${list.army.lieutenant ?? 'none'}`,
  ...list.army.groups.flatMap((g) => [
    `  Combat Group ${g.id} (${g.troopers.length})`,
    ...g.troopers.map(
      (t) =>
        `    ${t.id.padEnd(14)} ${t.name} [${t.unitType}${t.training === 'irregular' ? ', irregular' : ''}] ${t.weapons.map((w) => w.name).join(', ') || 'no weapons'}${t.skills.length === 0 ? '' : `; ${t.skills.join(', ')}`}`,
    ),
  ]),
];

const check = async (
  files: readonly string[],
  edition: Edition,
  libraries: readonly string[],
  io: CliIo,
): Promise<number> => {
  if (files.length === 0) throw new UsageError('give at least one list to check');
  const userFiles = [];
  for (const file of libraries) {
    const text = await readText(file);
    if (E.isLeft(text)) return problem(io, text.left);
    userFiles.push({ file, text: text.right });
  }
  const library = loadLibrary(userFiles);
  if (E.isLeft(library)) return problem(io, formatScriptError(library.left));
  const lists: ListRead[] = [];
  for (const file of files) {
    const text = await readText(file);
    if (E.isLeft(text)) return problem(io, text.left);
    const list = readArmyList(text.right, file, library.right, edition);
    if (E.isLeft(list)) return problem(io, formatScriptError(list.left));
    lists.push(list.right);
    io.out(trooperLines(list.right).join('\n'));
  }
  if (lists.length === 2) {
    const setup = gameSetupFromLists(edition, lists, 'check');
    if (E.isLeft(setup)) return problem(io, formatScriptError(setup.left));
    io.out(`the two lists can start a game of ${edition}`);
  }
  return EXIT_OK;
};

const problem = (io: CliIo, message: string): number => {
  io.err(message);
  return EXIT_PROBLEM;
};

class UsageError extends Error {}

interface ImportArgs {
  readonly code: string | undefined;
  readonly units: string | undefined;
  readonly metadata: string | undefined;
  readonly out: string | undefined;
  readonly force: boolean;
  readonly player: string | undefined;
}

const importList = async (a: ImportArgs, edition: Edition, io: CliIo): Promise<number> => {
  if (a.code === undefined) throw new UsageError('give the army code to import');
  if (a.units === undefined) throw new UsageError('give the unit data file with --units (Arbiter ships none)');
  if (a.out === undefined) throw new UsageError('give the list to write with -o');
  const unitText = await readText(a.units, 8 * MAX_LIST_BYTES);
  if (E.isLeft(unitText)) return problem(io, unitText.left);
  const units = readBuilderJson(Buffer.from(unitText.right).toString('utf8'), `unit data file ${a.units}`, UnitDataC);
  if (E.isLeft(units)) return problem(io, units.left);
  let metadata;
  if (a.metadata !== undefined) {
    const metaText = await readText(a.metadata, 8 * MAX_LIST_BYTES);
    if (E.isLeft(metaText)) return problem(io, metaText.left);
    const meta = readBuilderJson(
      Buffer.from(metaText.right).toString('utf8'),
      `metadata file ${a.metadata}`,
      MetadataC,
    );
    if (E.isLeft(meta)) return problem(io, meta.left);
    metadata = meta.right;
  }
  const imported = importArmy(a.code, units.right, edition, {
    ...(metadata === undefined ? {} : { metadata }),
    ...(a.player === undefined ? {} : { player: a.player }),
  });
  if (E.isLeft(imported)) return problem(io, imported.left);
  const written = await writeFileAtomically(a.out, Buffer.from(imported.right.yaml, 'utf8'), {
    force: a.force,
    protect: [a.units, ...(a.metadata === undefined ? [] : [a.metadata])],
    mode: newFileMode(),
  });
  if (E.isLeft(written))
    return problem(
      io,
      `${formatLogError(written.left)}${written.left.kind === 'exists' ? ': give --force to replace it' : ''}`,
    );
  for (const line of imported.right.report) io.err(`not carried over: ${line}`);
  const count = imported.right.list.groups.reduce((n, g) => n + g.troopers.length, 0);
  io.out(
    `wrote ${a.out}: ${count} troopers of ${imported.right.list.faction}; check it with: arbiter lists check ${a.out}`,
  );
  return EXIT_OK;
};

/** `arbiter lists check|import`: validates army lists, or imports one from an Army builder code. */
export const runLists = async (args: readonly string[], io: CliIo): Promise<number> => {
  const usage = (message: string): number => {
    io.err(`arbiter lists: ${message}\n${LISTS_HELP}`);
    return EXIT_USAGE;
  };
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        edition: { type: 'string' },
        library: { type: 'string', multiple: true },
        units: { type: 'string' },
        metadata: { type: 'string' },
        player: { type: 'string' },
        out: { type: 'string', short: 'o' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    return usage(e instanceof Error ? e.message : String(e));
  }
  const v = parsed.values;
  if (v.help === true) {
    io.out(LISTS_HELP);
    return EXIT_OK;
  }
  const edition = v.edition ?? DEFAULT_EDITION;
  if (!isEdition(edition)) return usage(`--edition is n3, n4 or n5, not ${edition}`);
  const [sub, ...rest] = parsed.positionals;
  if (sub === undefined) return usage('give check or import');
  try {
    switch (sub) {
      case 'check':
        return await check(rest, edition, v.library ?? [], io);
      case 'import':
        if (rest.length > 1) return usage('give one army code');
        return await importList(
          {
            code: rest[0],
            units: v.units,
            metadata: v.metadata,
            out: v.out,
            force: v.force === true,
            player: v.player,
          },
          edition,
          io,
        );
      default:
        return usage(`unknown subcommand ${sub}: check or import`);
    }
  } catch (e) {
    if (e instanceof UsageError) return usage(e.message);
    throw e;
  }
};
