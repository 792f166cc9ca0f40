import type { CitationId } from '../citations/index.ts';
import { automaticStateSpec } from '../combat/automaticStateSpec.ts';
import {
  ammoAgainst,
  bioimmuneValues,
  ccDamageMod,
  firewallProtects,
  martialArtsCitation,
  savingRollSpec,
  savingRollsFor,
} from '../combat/index.ts';
import {
  findProgram,
  findWeapon,
  programWeapon,
  weaponAsFired,
  type HackingProgram,
  type WeaponProfile,
} from '../profiles/index.ts';
import type { HitTally } from '../resolution/index.ts';
import { combatFacts } from '../table/combatFacts.ts';
import { factsAbout } from '../table/factsAbout.ts';
import type { TableFact } from '../table/tableFact.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import type { SaveRequest } from './saveRequest.ts';

/** The Hacking Program a hit came from, as the hit says (a Comms Attack's); none for a weapon's hit. */
const hitProgram = (table: TableView, t: HitTally): HackingProgram | undefined => {
  if (t.program === null) return undefined;
  const program = findProgram(table.edition, t.program);
  if (program === undefined)
    throw new RangeError(
      `${t.attacker}'s hit names the Hacking Program ${t.program}, which the ${table.edition.toUpperCase()} catalogue does not list`,
    );
  return program;
};

/** The weapon of a hit: the attacker's (or its Hacking Program's), or the catalogue's for a Mine (which is no trooper). */
const weaponOf = (
  table: TableView,
  facts: readonly TableFact[],
  t: HitTally,
  program: HackingProgram | undefined,
): WeaponProfile | undefined => {
  if (program !== undefined) return programWeapon(program);
  const attacker = trooperView(table, t.attacker);
  if (attacker !== undefined) return attacker.profile.weapons.find((w) => w.id === t.weapon);
  const mine = combatFacts(facts)
    .mines()
    .find((m) => m.mine === t.attacker);
  return mine === undefined ? undefined : findWeapon(table.edition, mine.weapon);
};

const NO_POINT = (): string | undefined => undefined;

/** N4: the Martial Arts Damage MOD of the attacker on a CC Weapon's damage (no range bands, no template). */
const ccWeaponDamageMod = (table: TableView, attacker: string, weapon: WeaponProfile): number => {
  const view = trooperView(table, attacker);
  if (view === undefined || weapon.ranges.length > 0 || weapon.template !== 'none' || weapon.damage === undefined)
    return 0;
  return ccDamageMod(table.edition, view.profile.skills);
};

/**
 * The saving rolls each hit target owes: per attacker, the edition's rolls per hit for the
 * ammunition the attack declared (PARA: a PH-6 roll; E/M: two rolls against half BTS), plus (N4/N5) one per Critical or (N3) a Wound per Critical with no roll.
 * Partial Cover is read from the measured cover of the target against that attacker, at the
 * attacker's point of the route (`pointOf`: its firing point or ARO point); template hits get no
 * cover bonus. A Hacking Program's hits (Carbonite) are saved with BTS, take no cover (a Comms
 * Attack needs no LoF) and inflict the program's state instead of Wounds.
 */
export const planSaves = (
  table: TableView,
  facts: readonly TableFact[],
  tallies: readonly HitTally[],
  pointOf: (trooper: string) => string | undefined = NO_POINT,
): readonly SaveRequest[] => {
  const lookup = factsAbout(facts);
  return tallies.flatMap((t): SaveRequest[] => {
    const target = trooperView(table, t.target);
    const program = hitProgram(table, t);
    const listed = weaponOf(table, facts, t, program);
    // As fired: the hit's declared ammunition picks the mode (its DAM/PS and ammunition).
    const fired = listed === undefined ? undefined : weaponAsFired(listed, t.ammo);
    if (target === undefined || fired === undefined) return [];
    // N4 Martial Arts: its Damage MOD raises the PH a CC Weapon's damage is (docs/rulings.md).
    const damageMod = ccWeaponDamageMod(table, t.attacker, fired);
    const weapon = damageMod === 0 ? fired : { ...fired, damage: (fired.damage ?? 0) + damageMod };
    const a = target.profile.attributes;
    const victim = { ARM: a.ARM, BTS: a.BTS, PH: a.PH, unitType: target.profile.unitType };
    // Immunity (Shock): a Shock hit is saved as Normal ammunition (shockImmunity.ts).
    const against = ammoAgainst(table.edition, weapon.ammo, target.profile.skills);
    // Bioimmunity: the better of ARM and BTS (not against a Hacking Program).
    const bio = bioimmuneValues(table.edition, weapon.ammo, target.profile.skills, a);
    // A Hacking Program's hit: no LoF, so no cover bonus; its state replaces the Wound.
    const spec =
      program === undefined
        ? savingRollSpec(table.edition, {
            weapon,
            ammo: against.ammo,
            target: { ...victim, ARM: bio.ARM, BTS: bio.BTS },
            partialCover: lookup.cover(t.target, t.attacker, pointOf(t.attacker)) === 'partial',
            templateAttack: t.template,
            // Nanoscreen guards against BS Weapons (ranged or template), not CC Weapons.
            nanoscreen:
              target.profile.skills.includes('nanoscreen') && (weapon.ranges.length > 0 || weapon.template !== 'none'),
          })
        : program.save === 'none'
          ? automaticStateSpec(table.edition, weapon.ammo, program.inflicts, [program.citation])
          : savingRollSpec(table.edition, {
              weapon,
              target: victim,
              partialCover: false,
              templateAttack: false,
              inflicts: program.inflicts,
              firewall: firewallProtects(table.edition, target.profile.skills),
            });
    // A program with no saving roll (none catalogued now): every hit is an automatic failure, no die.
    const count =
      program?.save === 'none'
        ? { rolls: 0, automaticWounds: t.hits + t.criticals, citations: spec.citations }
        : savingRollsFor(table.edition, { hits: t.hits + t.criticals, crits: t.criticals, spec });
    // N5 Continuous Damage: every hit's rolls carry the Trait, a Critical's extra roll does not.
    const continuous =
      program === undefined &&
      table.edition === 'n5' &&
      weapon.traits.includes('continuous-damage') &&
      spec.failure === 'wound' &&
      count.rolls > 0
        ? (t.hits + t.criticals) * spec.rollsPerHit
        : 0;
    const citations: readonly CitationId[] =
      program !== undefined
        ? [program.citation, ...count.citations]
        : [
            ...count.citations,
            ...(against.citation === undefined ? [] : [against.citation]),
            ...(bio.citation === undefined || bio.citation === against.citation ? [] : [bio.citation]),
            ...(continuous > 0 ? (['n5/weapons/continuous-damage'] as const) : []),
          ];
    return [
      {
        exchange: t.exchange,
        trooper: t.target,
        attacker: t.attacker,
        weapon: weapon.id,
        spec,
        rolls: count.rolls,
        automaticWounds: count.automaticWounds,
        ...(continuous > 0 ? { continuous } : {}),
        citations: [...citations, ...(damageMod === 0 ? [] : [martialArtsCitation('n4')])],
      },
    ];
  });
};
