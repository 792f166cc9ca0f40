import type { SkillDeclaration } from '../rules/orders/index.ts';
import type { TableView, TrooperView } from '../rules/table/index.ts';
import type { WeaponProfile } from '../rules/profiles/index.ts';
import { hackingPrograms } from '../rules/profiles/index.ts';
import { SUPPORT_SKILLS } from '../rules/combat/index.ts';

/** A declaration worth offering, before the rules judge it; `bursts`: the Burst splits to try, best first. */
export interface Candidate {
  readonly label: string;
  /** The declaration for each Burst to try (one entry for a skill without Burst). */
  readonly tries: readonly SkillDeclaration[];
}

const SIMPLE: readonly SkillDeclaration['skill'][] = [
  'idle',
  'move',
  'cautious-move',
  'jump',
  'climb',
  'dodge',
  'reset',
  'change-facing',
  'camouflage',
  'combat-jump',
  'parachutist',
];

/** A weapon's range bands in a few characters: `0-8 +3 · 8-16 +3 · 16-24 -3`. */
export const rangeBands = (w: WeaponProfile): string => {
  let from = 0;
  return w.ranges
    .map((b) => {
      const s = `${from}-${b.upTo} ${b.mod >= 0 ? '+' : ''}${b.mod}`;
      from = b.upTo;
      return s;
    })
    .join(' · ');
};

/** A weapon as a menu shows it: name, Burst, ammunition and range bands. */
export const weaponLabel = (w: WeaponProfile, ammo?: string): string =>
  `${w.name} (B${w.burst}, ${ammo ?? w.ammo}${w.template === 'none' ? '' : `, ${w.template} template`}${w.ranges.length > 0 ? `; ${rangeBands(w)}` : ''})`;

const descending = (from: number): number[] =>
  Array.from({ length: Math.max(from, 1) }, (_, i) => Math.max(from, 1) - i);

/**
 * Every declaration a trooper might make now, for the rules to judge: the simple skills, and each
 * weapon (and each of its ammunitions) at each possible target, with the Burst splits to try
 * (the whole Burst, plus one for the Fireteam and Special-Die bonuses, down to one die for an ARO).
 */
export const skillCandidates = (
  table: TableView,
  trooper: TrooperView,
  targets: readonly string[],
  names: (id: string) => string,
  /** Allies a support skill may be used on (the Doctor's patient, the Engineer's REM); none in ARO. */
  allies: readonly string[] = [],
): readonly Candidate[] => {
  const out: Candidate[] = SIMPLE.map((skill) => ({ label: skill, tries: [{ skill } as SkillDeclaration] }));
  const weapons = trooper.profile.weapons;
  for (const w of weapons) {
    const ammos = w.modes === undefined || w.modes.length === 0 ? [undefined] : w.modes.map((m) => m.ammo);
    for (const ammo of ammos) {
      const mode = w.modes?.find((m) => m.ammo === ammo);
      const burst = mode?.burst ?? w.burst;
      const withAmmo = ammo === undefined ? {} : { ammo };
      for (const target of targets) {
        const at = names(target);
        out.push({
          label: `bs-attack ${weaponLabel(w, ammo)} at ${at}`,
          tries: descending(burst + 1).map((b) => ({
            skill: 'bs-attack',
            weapon: w.id,
            targets: [{ target, burst: b }],
            ...withAmmo,
          })),
        });
      }
      out.push({
        label: `suppressive-fire ${weaponLabel(w, ammo)}`,
        tries: [{ skill: 'suppressive-fire', weapon: w.id, ...withAmmo }],
      });
    }
    for (const target of targets) {
      const at = names(target);
      for (const skill of ['cc-attack', 'berserk', 'intuitive-attack', 'speculative-fire'] as const)
        out.push({ label: `${skill} ${w.name} at ${at}`, tries: [{ skill, weapon: w.id, target }] });
    }
  }
  for (const target of targets)
    out.push({ label: `discover ${names(target)}`, tries: [{ skill: 'discover', target }] });
  for (const skill of SUPPORT_SKILLS)
    for (const target of allies) out.push({ label: `${skill} on ${names(target)}`, tries: [{ skill, target }] });
  for (const skill of ['medikit', 'gizmokit'] as const)
    for (const target of allies)
      out.push({ label: `${skill} at range on ${names(target)}`, tries: [{ skill, target, use: 'remote' }] });
  for (const target of allies)
    out.push({
      label: `engineer on ${names(target)}, cancelling its States`,
      tries: [{ skill: 'engineer', target, use: 'states' }],
    });
  // Supplies: extract from each Tech-Coffin, pick up or drop each Supply Box out of its coffin
  // (from whoever carries it); the rules judge which of them may be declared now.
  const supplies = table.supplies;
  if (supplies !== undefined) {
    for (const objective of Object.keys(supplies.coffins))
      out.push({ label: `extract a Supply Box from ${objective}`, tries: [{ skill: 'extract', objective }] });
    for (const [item, carrier] of Object.entries(supplies.boxes)) {
      out.push({
        label: carrier === null ? `pick up ${item} from the ground` : `pick up ${item} from ${names(carrier)}`,
        tries: [{ skill: 'pick-up', item, ...(carrier === null ? {} : { from: carrier }) }],
      });
      out.push({ label: `drop ${item}`, tries: [{ skill: 'drop', item }] });
    }
  }
  // Consoles: hack each Console of the mission; the rules judge which may be declared now.
  for (const objective of table.consoles?.consoles ?? [])
    out.push({ label: `hack ${objective}`, tries: [{ skill: 'hack-console', objective }] });
  if (trooper.profile.skills.includes('hacker'))
    for (const p of hackingPrograms(table.edition))
      for (const target of targets)
        out.push({
          label: `comms-attack ${p.name} at ${names(target)}`,
          tries: descending(p.burst).map((b) => ({
            skill: 'comms-attack',
            program: p.id,
            targets: [{ target, burst: b }],
          })),
        });
  return out;
};
