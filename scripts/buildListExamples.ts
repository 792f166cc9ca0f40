// Writes the built-in unit library (recording/lists/library/*.yaml) from the troopers of
// examples/*.game.yaml, and the example army lists (examples/lists/*.yaml) of two games.
// Run: npx tsx scripts/buildListExamples.ts   (test/recording/lists/*.test.ts check the result)
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, parse, visit } from 'yaml';

type Obj = Record<string, unknown>;
const ROOT = join(import.meta.dirname, '..');
const slug = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\(.*?\)/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const OWN = new Set(['id', 'name', 'states', 'weapons']);
/** The Unit a trooper's name names: personal names, numbers and parentheses aside (Fusilier Angus, Fusilier 2: Fusilier). */
const KNOWN_UNITS = ['Fusilier', 'Zhanshi', 'Senku', 'Keisotsu', 'Morat Vanguard', 'Nisse', 'Alguacil'];
const unitOf = (name: string): string =>
  KNOWN_UNITS.find((u) => name.includes(u)) ??
  name
    .replace(/\(.*?\)/g, '')
    .replace(/\s+(\d+|[AB])$/, '')
    .trim();
const profileKey = (t: Obj): string =>
  JSON.stringify([
    unitOf(String(t.name)),
    ...Object.entries(t)
      .filter(([k]) => !OWN.has(k))
      .sort(([a], [b]) => a.localeCompare(b)),
  ]);
const weaponKey = (t: Obj): string => JSON.stringify(t.weapons ?? []);
const weaponIds = (t: Obj): string =>
  ((t.weapons ?? []) as unknown[]).map((w) => (typeof w === 'string' ? w : String((w as Obj).id))).join('_') || 'none';

interface Entry {
  id: string;
  faction: string;
  names: string[];
  trooper: Obj;
  loadouts: Map<string, { id: string; weapons: unknown }>;
}
const entries = new Map<string, Entry>();
// The full N5 game and the first worked example first: their profiles take the plain ids.
const FIRST = ['n5-full-game.game.yaml', 'f2f-1v1.game.yaml'];
const games = [
  ...FIRST,
  ...readdirSync(join(ROOT, 'examples'))
    .filter((f) => f.endsWith('.game.yaml') && !FIRST.includes(f))
    .sort(),
];
const taken = new Set<string>();
for (const f of games) {
  const game = parse(readFileSync(join(ROOT, 'examples', f), 'utf8')) as Obj;
  const edition = typeof game.edition === 'string' ? game.edition : 'n5';
  for (const army of game.armies as Obj[])
    for (const group of army.groups as Obj[])
      for (const t of group.troopers as Obj[]) {
        const key = profileKey(t);
        let e = entries.get(key);
        if (e === undefined) {
          const base = slug(unitOf(String(t.name))) || 'trooper';
          let id = base;
          if (taken.has(id)) id = `${base}-${edition}`;
          for (let k = 2; taken.has(id); k++) id = `${base}-${edition}-${k}`;
          taken.add(id);
          e = { id, faction: String(army.faction), names: [], trooper: t, loadouts: new Map() };
          entries.set(key, e);
        }
        e.names.push(String(t.name));
        if (!e.loadouts.has(weaponKey(t))) e.loadouts.set(weaponKey(t), { id: weaponIds(t), weapons: t.weapons ?? [] });
      }
}

/** The library profile of an entry: the trooper's fields, its shortest name, its weapons or its loadouts. */
const profileOf = (e: Entry): Obj => {
  const { id: _id, name: _name, states: _states, weapons, ...rest } = e.trooper;
  const name = unitOf(e.names[0] ?? '');
  const loadouts = [...e.loadouts.values()];
  return {
    id: e.id,
    name,
    ...rest,
    ...(loadouts.length > 1 ? { loadouts } : weapons === undefined ? {} : { weapons }),
  };
};

const flowYaml = (value: unknown): string => {
  const doc = new Document(value);
  visit(doc, {
    Map: (_, node) => {
      if (JSON.stringify(node.toJSON()).length <= 100) node.flow = true;
    },
    Seq: (_, node) => {
      if (JSON.stringify(node.toJSON()).length <= 100) node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0 });
};

const byFaction = new Map<string, Entry[]>();
const factionFile = (f: string): string =>
  slug(f)
    .replace(/-army$/, '')
    .replace(/-/g, '');
for (const e of entries.values())
  byFaction.set(factionFile(e.faction), [...(byFaction.get(factionFile(e.faction)) ?? []), e]);
for (const [faction, list] of byFaction) {
  const header = `# Unit profiles of the troopers of examples/*.game.yaml (${list[0]?.faction ?? faction}).\n# Written by scripts/buildListExamples.ts: edit the examples, then run it again.\n`;
  const body = flowYaml({ format: 'arbiter/unit-library@1', profiles: list.map(profileOf) });
  writeFileSync(join(ROOT, 'recording', 'lists', 'library', `${faction}.yaml`), header + body);
}

/** The army lists of a game: each trooper named from the library. */
const listsOf = (game: string, files: readonly string[]): void => {
  const g = parse(readFileSync(join(ROOT, 'examples', game), 'utf8')) as Obj;
  for (const [a, army] of (g.armies as Obj[]).entries()) {
    const { groups, ...head } = army;
    const list = {
      format: 'arbiter/army-list@1',
      ...head,
      groups: (groups as Obj[]).map((group) => ({
        id: group.id,
        troopers: (group.troopers as Obj[]).map((t) => {
          const e = entries.get(profileKey(t));
          if (e === undefined) throw new Error(`no profile for ${String(t.id)}`);
          const p = profileOf(e);
          return {
            profile: e.id,
            id: t.id,
            ...(t.name === p.name ? {} : { name: t.name }),
            ...(e.loadouts.size > 1 ? { loadout: e.loadouts.get(weaponKey(t))?.id } : {}),
            ...(t.states === undefined ? {} : { states: t.states }),
          };
        }),
      })),
    };
    const file = files[a] ?? '';
    const header = `# The army of ${String(army.faction)} in examples/${game}, as an army list (docs/army-lists.md).\n`;
    writeFileSync(join(ROOT, 'examples', 'lists', file), header + flowYaml(list));
  }
};
listsOf('f2f-1v1.game.yaml', ['panoceania-fennec.yaml', 'yu-jing-senku.yaml']);
listsOf('n5-full-game.game.yaml', ['n5-full-game-panoceania.yaml', 'n5-full-game-yu-jing.yaml']);
listsOf('n5-full-game-2.game.yaml', ['n5-full-game-2-nomads.yaml', 'n5-full-game-2-combined-army.yaml']);
// The library is code-formatted like the rest of recording/ (examples/ are bytes the tests read, left as written).
execFileSync('npx', ['prettier', '--write', join(ROOT, 'recording', 'lists', 'library')], { stdio: 'ignore' });
process.stdout.write(`wrote ${entries.size} profiles in ${byFaction.size} library files and 6 example lists\n`);
