import * as E from 'fp-ts/lib/Either.js';
import { planLanding } from './landingPlan.ts';
import { burstFor, disposableUses, type DisposableSpend } from '../combat/index.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { Refusal } from '../refusal.ts';
import type { DiceRequest, Exchange, ExtraDice, Participant, ResolutionPlan } from './exchange.ts';
import { activeSkills, type OrderDeclarations } from './orderDeclarations.ts';
import { viewOf, weaponOf, ammoOf } from './participant.ts';
import { planActiveAttack } from './planActiveAttack.ts';
import { planLoneDodges, planMines, planReactions } from './planReactions.ts';
import { planResets } from './planResets.ts';
import { PlanRefusal } from './planRefusal.ts';
import { smokeUnruled } from './smokePlan.ts';
import { voidUnmetSkills } from './voidUnmetSkills.ts';
import { planCoordinated } from './planCoordinated.ts';
import { planCommsAttack } from './planCommsAttack.ts';
import { updated } from '../updated.ts';
import { withSuppressiveFireMods } from './suppressiveFirePlan.ts';
import { withCcSkillMods } from './ccSkillsPlan.ts';
import { withStealthCc } from './stealthCcPlan.ts';
import { planSpeculativeAttack } from './speculativeAttackPlan.ts';
import { planIntuitiveAttack } from './intuitiveAttackPlan.ts';
import { asBsAttack, isOutOfLofAttack } from './outOfLofAttack.ts';
import { planDiscovers, withSurpriseAttackMods } from './markerPlan.ts';
import { planSupports } from './supportPlan.ts';
import { planObjectives } from './objectivePlan.ts';
import { asLeaderOrder, idleMembers, planMemberAros, withFireteamBonuses } from './fireteamBonusPlan.ts';

export type PlanResult = E.Either<Refusal, ResolutionPlan>;

type Attack = Extract<SkillDeclaration, { skill: 'bs-attack' | 'cc-attack' | 'berserk' }>;
const isAttack = (s: SkillDeclaration): s is Attack =>
  s.skill === 'bs-attack' || s.skill === 'cc-attack' || s.skill === 'berserk';

/** One request per trooper and purpose, as many dice as its furthest slice reaches. */
const requestsOf = (exchanges: readonly Exchange[]): DiceRequest[] => {
  const counts = new Map<string, DiceRequest>();
  const note = (p: Participant): void => {
    if (p.automaticFailure !== null) return;
    const key = `${p.trooper}\u0000${p.purpose}`;
    const prev = counts.get(key);
    // Special Dice (one roll per trooper and purpose): the most any of its slices adds, on top of its kept dice.
    const extra = [prev?.extra, p.extraDice].reduce<ExtraDice | undefined>(
      (best, x) => (x !== undefined && (best === undefined || x.count > best.count) ? x : best),
      undefined,
    );
    const kept = Math.max(p.slice.from + p.slice.count, prev === undefined ? 0 : prev.count - (prev.extra?.count ?? 0));
    counts.set(key, {
      trooper: p.trooper,
      purpose: p.purpose,
      count: kept + (extra?.count ?? 0),
      ...(extra === undefined ? {} : { extra }),
    });
  };
  for (const x of exchanges) {
    if (x.kind === 'normal') note(x.roller);
    else if (x.kind === 'face-to-face') [...x.a, ...x.b].forEach(note);
  }
  return [...counts.values()];
};

/** The Disposable uses each declared BS Attack spends (the active one with Twin Weapons' extra weapon). */
const disposablesOf = (d: OrderDeclarations, activeAttack: Attack | undefined): DisposableSpend[] => {
  const edition = d.table.edition;
  const attacks: { trooper: string; decl: Attack; turn: 'active' | 'reactive' }[] = [];
  if (activeAttack !== undefined) attacks.push({ trooper: d.active, decl: activeAttack, turn: 'active' });
  for (const a of d.aros)
    if (isAttack(a.declaration)) attacks.push({ trooper: a.trooper, decl: a.declaration, turn: 'reactive' });
  return attacks.flatMap(({ trooper, decl, turn }) => {
    if (decl.skill !== 'bs-attack') return [];
    const view = viewOf(d, trooper);
    const weapon = weaponOf(d, trooper, decl.weapon, ammoOf(decl));
    const fired = burstFor(edition, {
      weaponBurst: weapon.burst,
      turn,
      twinWeapons: decl.twin === true,
      entireOrder: false,
      totalReaction: false,
    }).weaponsFired;
    const verdict = disposableUses(edition, {
      trooper,
      weapon,
      copies: view.profile.weapons.filter((w) => w.id === weapon.id).length,
      spentUses: view.spentUses,
      weaponsFired: fired,
    });
    if (E.isLeft(verdict)) throw new PlanRefusal(verdict.left);
    return verdict.right === null ? [] : [verdict.right];
  });
};

/** Exchange ids are unique within an Order: a repeated id gets a `#n` suffix. */
const uniqueIds = (exchanges: readonly Exchange[]): Exchange[] => {
  const seen = new Map<string, number>();
  return exchanges.map((x) => {
    const n = (seen.get(x.id) ?? 0) + 1;
    seen.set(x.id, n);
    return n === 1 ? x : updated(x, { id: `${x.id}#${n}` });
  });
};

/**
 * Works out, from the Order's declarations and the measured facts, which rolls the Order needs
 * and how they meet: Face to Face where both actions affect each other, Normal Rolls otherwise,
 * and automatic hits for Direct Templates and Mines. Order of work: the active attack (one
 * exchange per enemy it affects), the AROs it did not answer (with the active Dodge), the Mines,
 * then Dodges that met nothing, then each Reset no Comms Attack met (a Normal WIP Roll:
 * planResets). The active attack may be a Comms Attack (planCommsAttack). Every Dodge of a
 * trooper reads the same die. Skills whose requirements turn out unmet are voided first (they
 * count as Idle; Disposables are still spent).
 */
export const planResolution = (asDeclared: OrderDeclarations): PlanResult => {
  // A Fireteam Order whose Leader acts alone is the Leader's own Order; its members Idle.
  const declared = asLeaderOrder(asDeclared);
  const { declarations: all, voided } = voidUnmetSkills(declared);
  const skills = activeSkills(all);
  const activeAttack = skills.find(isAttack);
  const outOfLof = skills.find(isOutOfLofAttack);
  // An attack without LoF spends a Disposable use as the one-shot BS Attack it is.
  const declaredSkills = activeSkills(declared);
  const declaredOutOfLof = declaredSkills.find(isOutOfLofAttack);
  const declaredAttack =
    declaredSkills.find(isAttack) ?? (declaredOutOfLof === undefined ? undefined : asBsAttack(declaredOutOfLof));
  const activeDodge = skills.some((s) => s.skill === 'dodge');
  try {
    const smoke = smokeUnruled(all);
    if (smoke !== null) return E.left(smoke);
    // AROs aimed at Idle members of a Fireteam Order are planned apart from the Leader's.
    const members = planMemberAros(all, idleMembers(asDeclared));
    const d = members.leader;
    if ((d.coordinated ?? []).length > 0) {
      const coordinated = planCoordinated(d);
      const exchanges = withCcSkillMods(
        d,
        withSuppressiveFireMods(d, uniqueIds([...coordinated.exchanges, ...planResets(d)])),
      );
      // A Fireteam Move: no member's roll takes a bonus, but the members' AROs do.
      const bonused = withFireteamBonuses(d, exchanges);
      return E.right({
        exchanges: bonused,
        requests: requestsOf(bonused),
        nullified: coordinated.nullified,
        disposables: disposablesOf(declared, declaredAttack),
        voided,
      });
    }
    const comms = skills.find((s) => s.skill === 'comms-attack');
    const attack =
      activeAttack !== undefined
        ? planActiveAttack(d, activeAttack)
        : outOfLof?.skill === 'speculative-fire'
          ? planSpeculativeAttack(d, outOfLof)
          : outOfLof?.skill === 'intuitive-attack'
            ? planIntuitiveAttack(d, outOfLof)
            : comms?.skill === 'comms-attack'
              ? planCommsAttack(d, comms)
              : { exchanges: [], answered: [], nullified: [] };
    const reactions = planReactions(d, attack.answered, activeDodge);
    const mines = planMines(d, activeDodge);
    const planned = [...attack.exchanges, ...reactions.exchanges, ...members.exchanges, ...mines];
    // Bonuses read every ARO, those aimed at Idle members included.
    const exchanges = withFireteamBonuses(
      all,
      withSurpriseAttackMods(
        d,
        withCcSkillMods(
          d,
          withSuppressiveFireMods(
            d,
            uniqueIds([
              ...planned,
              ...planLoneDodges(d, activeDodge, planned),
              ...planResets(d, planned),
              ...planDiscovers(d),
              ...planSupports(d),
              ...planObjectives(d),
              ...planLanding(d),
            ]),
          ),
        ),
      ),
    );
    const ruled = withStealthCc(d, exchanges);
    return E.right({
      exchanges: ruled,
      requests: requestsOf(ruled),
      nullified: [...attack.nullified, ...reactions.nullified, ...members.nullified],
      disposables: disposablesOf(declared, declaredAttack),
      voided,
    });
  } catch (e) {
    if (e instanceof PlanRefusal) return E.left(e.refusal);
    throw e;
  }
};
