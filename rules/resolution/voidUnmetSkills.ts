import * as E from 'fp-ts/lib/Either.js';
import type { CitationId } from '../citations/index.ts';
import { pick } from '../editions/perEdition.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import { factsAbout } from '../table/factsAbout.ts';
import { factIndex } from '../table/factIndex.ts';
import { areEnemies, trooperView } from '../table/tableView.ts';
import { isNull } from '../table/trooperState.ts';
import type { AroEntry, OrderDeclarations } from './orderDeclarations.ts';
import { weaponOf, ammoOf } from './participant.ts';
import { updated } from '../updated.ts';
import { declaredPoint } from '../orders/routePoints.ts';
import type { VoidedSkill } from './voidedSkill.ts';
import { concealmentOf } from './concealment.ts';
import { cautiousRequirementUnmet } from '../combat/cautiousMovement.ts';
import { markerStateOf } from '../combat/markers.ts';

const IDLE: SkillDeclaration = { skill: 'idle' };

/**
 * Why a declared skill cannot be carried out, from the measured facts, or null when it can.
 * Read here: a BS Attack by a trooper measured in base contact with an enemy that is not Null
 * (it must fight in Close Combat); an attack that needs LoF has none to one of its targets, or the
 * target is in Total Cover from it; a CC Attack's target is measured not in base contact. A requirement
 * that was never measured is not assumed unmet (the planner asks for the measurement).
 */
export const unmetRequirement = (d: OrderDeclarations, trooper: string, decl: SkillDeclaration): string | null => {
  const facts = factsAbout(d.facts);
  switch (decl.skill) {
    case 'bs-attack': {
      const engaged = factIndex(d.facts)
        .contacts(trooper)
        .filter((id) => areEnemies(d.table, trooper, id) && !isNull(trooperView(d.table, id)?.states ?? []));
      if (engaged.length > 0)
        return `${trooper} is in base contact with ${engaged.join(', ')}, so it cannot make a BS Attack`;
      if (weaponOf(d, trooper, decl.weapon, ammoOf(decl)).traits.includes('no-lof-needed')) return null;
      // Read at the attack's point: the active trooper's firing point, an ARO's point of the route.
      const at = declaredPoint(decl);
      const where = at === undefined ? '' : ` at ${at}`;
      for (const t of decl.targets) {
        if (facts.lof(trooper, t.target, at) === false) return `${trooper} has no LoF to ${t.target}${where}`;
        if (facts.cover(t.target, trooper, at) === 'total')
          return `${t.target} is in Total Cover from ${trooper}${where}`;
        // A Zero Visibility Zone blocks LoF like a wall (N3 concealment is refused when planned).
        const concealment = d.table.edition === 'n3' ? null : concealmentOf(d, 'bs-attack', trooper, t.target, at);
        if (concealment !== null && E.isLeft(concealment))
          return `${concealment.left.reason} (${trooper} to ${t.target}${where}; ${concealment.left.citation})`;
      }
      return null;
    }
    case 'cc-attack':
      return facts.baseContact(trooper, decl.target) === false
        ? `${trooper} is not in base contact with ${decl.target}`
        : null;
    case 'berserk':
      // Its requirement (LoF to the target when declared) and its reach: out of reach, an Idle and no Move.
      if (facts.lof(trooper, decl.target) === false) return `${trooper} has no LoF to ${decl.target}`;
      return facts.baseContact(trooper, decl.target) === false
        ? `${trooper}'s Berserk does not reach base contact with ${decl.target}`
        : null;
    case 'comms-attack': {
      // The program's range is the Hacker's Hacking Area; no LoF is needed.
      const outside = decl.targets.find((t) => facts.hackingArea(trooper, t.target) === false);
      return outside === undefined ? null : `${outside.target} is not in ${trooper}'s Hacking Area`;
    }
    case 'discover':
      // Discover reveals a marker (rules/combat/markers.ts): it needs LoF to one.
      if (markerStateOf(trooperView(d.table, decl.target)?.states ?? []) === undefined)
        return `${decl.target} is not a marker (Camouflaged, Impersonation or Hidden Deployment), so there is nothing to Discover`;
      return facts.lof(trooper, decl.target) === false ? `${trooper} has no LoF to ${decl.target}` : null;
    case 'cautious-move': {
      // N3/N4: declared outside every enemy's LoF and ZoC, as measured at the start.
      const player = trooperView(d.table, trooper)?.player ?? '';
      const unmet = cautiousRequirementUnmet(d.table.edition, {
        table: d.table,
        activePlayer: player,
        active: trooper,
        facts,
      });
      return unmet === null ? null : `${unmet}: Cautious Movement is declared outside every enemy's LoF and ZoC`;
    }
    case 'camouflage': {
      // Back into Camouflage only outside the LoF of every enemy (measured).
      const seen = Object.keys(d.table.troopers).filter(
        (id) => areEnemies(d.table, trooper, id) && facts.lof(id, trooper) === true,
      );
      return seen.length === 0 ? null : `${seen.join(', ')} ${seen.length === 1 ? 'has' : 'have'} LoF to ${trooper}`;
    }
    case 'doctor':
    case 'engineer':
    case 'medikit':
    case 'gizmokit':
      // Doctor, Engineer and the MediKit in contact: Silhouette contact with the patient (self: none needed).
      return decl.target !== trooper && factIndex(d.facts).baseContact(trooper, decl.target) === false
        ? `${trooper} is not in Silhouette contact with ${decl.target}`
        : null;
    case 'move':
    case 'jump':
    case 'climb':
    case 'dodge':
    case 'reset':
    case 'idle':
    case 'change-facing':
    case 'intuitive-attack':
    case 'speculative-fire':
    case 'suppressive-fire':
    case 'combat-jump':
    case 'parachutist':
    case 'drop':
      return null;
    case 'extract':
    case 'hack-console':
      // Extracting a Supply Box or hacking a Console: Silhouette contact with it (n5/supplies/extract, n5/supremacy/hack-console).
      return factIndex(d.facts).baseContact(trooper, decl.objective) === false
        ? `${trooper} is not in Silhouette contact with ${decl.objective}`
        : null;
    case 'pick-up': {
      // Picking up a Supply Box: contact with its carrier, or with the box on the ground (n5/supplies/pick-up).
      const other = decl.from ?? decl.item;
      return factIndex(d.facts).baseContact(trooper, other) === false
        ? `${trooper} is not in Silhouette contact with ${other}`
        : null;
    }
  }
};

/**
 * The Order's declarations with every skill whose requirements are unmet replaced by Idle,
 * and the list of those skills. The trooper that declared one still generated its AROs, and
 * a Disposable weapon it named still spends its use (the planner counts uses on the original
 * declarations).
 */
export const invalidDeclarationCitation = (d: OrderDeclarations): CitationId =>
  pick<CitationId>(d.table.edition, {
    n3: 'n3/orders/invalid-declaration',
    n4: 'n4/orders/invalid-declaration',
    n5: 'n5/orders/idle',
  });

export const voidUnmetSkills = (
  d: OrderDeclarations,
): { readonly declarations: OrderDeclarations; readonly voided: readonly VoidedSkill[] } => {
  const citation = invalidDeclarationCitation(d);
  const voided: VoidedSkill[] = [];
  const check = (
    trooper: string,
    position: VoidedSkill['position'],
    decl: SkillDeclaration | null,
  ): SkillDeclaration | null => {
    if (decl === null) return null;
    const why = unmetRequirement(d, trooper, decl);
    if (why === null) return decl;
    voided.push({
      trooper,
      position,
      skill: decl.skill,
      reason: `${why}: the ${decl.skill} is null and counts as Idle`,
      citation,
    });
    return IDLE;
  };
  const first = check(d.active, 'first', d.first);
  const second = check(d.active, 'second', d.second);
  const aros = d.aros.map((a): AroEntry =>
    updated(a, { declaration: check(a.trooper, 'aro', a.declaration) ?? a.declaration }),
  );
  return voided.length === 0
    ? { declarations: d, voided }
    : { declarations: { ...d, first, second, aros, asDeclared: d }, voided };
};
