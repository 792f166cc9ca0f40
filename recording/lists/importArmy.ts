import * as E from 'fp-ts/lib/Either.js';
import { Document, visit } from 'yaml';
import type { Edition } from '../../rules/edition.ts';
import { UNIT_TYPES, weaponCatalogue, type TrooperSkill, type UnitType } from '../../rules/profiles/index.ts';
import { didYouMean } from '../didYouMean.ts';
import type { ScriptTrooper } from '../recordedGameCodec.ts';
import { decodeArmyCode, type ArmyCodeMember } from './armyCode.ts';
import { type BuilderItem, type Metadata, type UnitData } from './armyBuilderData.ts';
import { isLieutenant, nameKey, skillOfName } from './builderSkills.ts';
import type { ArmyListFile } from './listCodecs.ts';

/** What an import gives: the list (as data and as YAML text) and everything it could not carry over. */
export interface ArmyImport {
  readonly list: ArmyListFile;
  readonly yaml: string;
  /** What was not mapped (a weapon not in the catalogue, a skill the engine does not read…), one line each. */
  readonly report: readonly string[];
}

const slug = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48) || 'trooper';

/** cm to inches as the Army builder's move values convert (10 cm = 4"). */
const inches = (cm: number): number => Math.round(cm * 0.4);

interface Names {
  readonly of: (kind: 'weapons' | 'skills' | 'equip' | 'type' | 'chars' | 'extras', id: number) => string | undefined;
}

/** Names by id: the metadata file's first, then the unit file's own filters. */
const namesOf = (units: UnitData, meta: Metadata | undefined): Names => {
  const table = (list: readonly { id: number; name: string }[] | undefined): Map<number, string> =>
    new Map((list ?? []).map((x) => [x.id, x.name]));
  const tables = {
    weapons: new Map([...table(units.filters.weapons), ...table(meta?.weapons)]),
    skills: new Map([...table(units.filters.skills), ...table(meta?.skills)]),
    equip: new Map([...table(units.filters.equip), ...table(meta?.equips)]),
    type: table(units.filters.type),
    chars: table(units.filters.chars),
    extras: table(units.filters.extras),
  };
  return { of: (kind, id) => tables[kind].get(id) };
};

const byOrder = (items: readonly BuilderItem[]): BuilderItem[] =>
  [...items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

/**
 * An army list (docs/army-lists.md) from an Army builder army code and the user's unit data file
 * (+ metadata): each member's profile and option as an inline trooper, its attributes (MOV from
 * cm), its weapons as ids of the edition's catalogue (matched by name), the skills and equipment
 * the engine reads, the Lieutenant from the Lieutenant skill. Whatever cannot be carried over is
 * reported, with the closest catalogue name for a weapon; a member the data does not hold, or
 * whose unit type is no type the engine knows, is reported and left out.
 */
export const importArmy = (
  code: string,
  units: UnitData,
  edition: Edition,
  options: { readonly metadata?: Metadata; readonly player?: string } = {},
): E.Either<string, ArmyImport> => {
  const decoded = decodeArmyCode(code);
  if (E.isLeft(decoded)) return E.left(`the army code cannot be read: ${decoded.left}`);
  const army = decoded.right;
  const names = namesOf(units, options.metadata);
  const catalogue = weaponCatalogue(edition);
  const weaponByName = new Map(catalogue.map((w) => [nameKey(w.name), w.id]));
  const catalogueNames = catalogue.map((w) => w.name);
  const report: string[] = [];
  const ids = new Set<string>();
  let lieutenant: string | undefined;
  const player = options.player ?? (army.factionName.trim() === '' ? 'player' : slug(army.factionName));

  const trooper = (m: ArmyCodeMember, where: string): ScriptTrooper | null => {
    const unit = units.units.find((u) => u.id === m.unit);
    const group = unit?.profileGroups.find((g) => g.id === m.group);
    const option = group?.options.find((o) => o.id === m.option);
    const profile = group?.profiles[0];
    if (unit === undefined || group === undefined || option === undefined || profile === undefined) {
      report.push(
        `${where}: unit ${m.unit}, profile group ${m.group}, option ${m.option} is not in the unit data: left out`,
      );
      return null;
    }
    const label = `${where} (${unit.isc ?? unit.name}, ${option.name})`;
    const included = (option.includes ?? []).reduce((n, x) => n + (x.q ?? 1), 0);
    if (included > 0)
      report.push(
        `${label}: the ${included} trooper(s) the option brings along (a peripheral, a pilot…) are not imported`,
      );
    const type = names.of('type', profile.type);
    if (type === undefined || !(UNIT_TYPES as readonly string[]).includes(type)) {
      report.push(`${label}: unit type ${type ?? `#${profile.type}`} is no type the engine knows: left out`);
      return null;
    }
    const base = slug(unit.isc ?? unit.name);
    let id = base;
    for (let k = 2; ids.has(id); k++) id = `${base}-${k}`;
    ids.add(id);
    const weapons: string[] = [];
    for (const w of byOrder([...(profile.weapons ?? []), ...(option.weapons ?? [])])) {
      const name = names.of('weapons', w.id) ?? `#${w.id}`;
      const found = weaponByName.get(nameKey(name));
      if (found === undefined)
        report.push(
          `${label}: weapon ${name} is not in the ${edition} weapon catalogue${didYouMean(name, catalogueNames)}: add it inline or leave it out`,
        );
      else if (!weapons.includes(found)) weapons.push(found);
    }
    const skills: TrooperSkill[] = [];
    const items = [
      ...byOrder([...(profile.skills ?? []), ...(option.skills ?? [])]).map((s) => ({
        kind: 'skills' as const,
        item: s,
      })),
      ...byOrder([...(profile.equip ?? []), ...(option.equip ?? [])]).map((s) => ({ kind: 'equip' as const, item: s })),
    ];
    for (const { kind, item } of items) {
      const name = names.of(kind, item.id) ?? `#${item.id}`;
      const extras = (item.extra ?? []).map((x) => names.of('extras', x) ?? `#${x}`);
      const full = extras.length === 0 ? name : `${name} (${extras.join(', ')})`;
      if (isLieutenant(name)) {
        if (lieutenant === undefined) lieutenant = id;
        if (nameKey(full) !== nameKey('Lieutenant (+1 Order)')) continue;
      }
      const skill = skillOfName(full) ?? skillOfName(name);
      if (skill === undefined) report.push(`${label}: ${full} is not read by the engine: not carried over`);
      else if (!skills.includes(skill)) skills.push(skill);
    }
    const chars = [...(profile.chars ?? []), ...(option.chars ?? [])].map((c) => names.of('chars', c) ?? '');
    const irregular = chars.some((c) => nameKey(c) === 'irregular');
    const [first = 0, second = 0] = profile.move;
    return {
      id,
      name: unit.isc ?? unit.name,
      type: type as UnitType,
      attributes: {
        MOV: [inches(first), inches(second)],
        CC: profile.cc,
        BS: profile.bs,
        PH: profile.ph,
        WIP: profile.wip,
        ARM: profile.arm,
        BTS: profile.bts,
        W: profile.w,
        structure: profile.isStr === true,
        S: profile.s,
      },
      ...(irregular ? { training: 'irregular' as const } : {}),
      ...(weapons.length === 0 ? {} : { weapons }),
      ...(skills.length === 0 ? {} : { skills }),
    };
  };

  const groups = army.groups.map((g, k) => ({
    id: `${player}-${g.number}`,
    troopers: g.members.flatMap((m, i) => trooper(m, `group ${k + 1} member ${i + 1}`) ?? []),
  }));
  const firstId = groups.flatMap((g) => g.troopers)[0]?.id;
  if (firstId === undefined) return E.left('the army code names no trooper the unit data holds');
  if (lieutenant === undefined)
    report.push(`no trooper has the Lieutenant skill: ${firstId} is named Lieutenant, change it in the list`);
  const list: ArmyListFile = {
    format: 'arbiter/army-list@1',
    player,
    faction: army.factionName,
    lieutenant: lieutenant ?? firstId,
    groups,
  };
  return E.right({ list, yaml: listYaml(list, army.armyName, report), report });
};

/** The list as YAML: short collections on one line; the report as comments at its head. */
const listYaml = (list: ArmyListFile, armyName: string, report: readonly string[]): string => {
  const doc = new Document(list);
  visit(doc, {
    Map: (_, node) => void (JSON.stringify(node.toJSON()).length <= 100 && (node.flow = true)),
    Seq: (_, node) => void (JSON.stringify(node.toJSON()).length <= 100 && (node.flow = true)),
  });
  const head = [
    `Imported from an Army builder code${armyName.trim() === '' ? '' : ` (${armyName.trim()})`} by arbiter lists import.`,
    ...(report.length === 0 ? [] : ['Not carried over:', ...report.map((r) => `  ${r}`)]),
  ];
  return `${head.map((l) => `# ${l.replace(/[\r\n]/g, ' ')}`).join('\n')}\n${doc.toString({ lineWidth: 0 })}`;
};
