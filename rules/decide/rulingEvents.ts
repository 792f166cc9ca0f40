import type { CitationId } from '../citations/index.ts';
import { skillsInUse } from '../combat/survivalDecline.ts';
import type { DodgeResult, ExchangeResult, Participant, ResolutionPlan } from '../resolution/index.ts';
import { applySaveOutcome, type SaveOutcome } from '../effects/index.ts';
import { vitaOf, type TableView } from '../table/index.ts';
import type { ArbiterEvent, EventOf } from '../events/index.ts';
import {
  canGoProne,
  declinedInOrder,
  hasRemotePresence,
  hasShasvastii,
  stateImmunity,
  type TrooperState,
} from '../combat/index.ts';
import type { TrooperSkill } from '../profiles/index.ts';

const roller = (p: Participant) => ({
  trooper: p.trooper,
  skill: p.skill,
  sv: p.sv,
  ...(p.extraDice === undefined ? {} : { extraDice: p.extraDice }),
});

/** The rules that gave a roll Special Dice, cited with the exchange. */
const extraCitations = (ps: readonly Participant[]): CitationId[] =>
  ps.flatMap((p) => (p.extraDice === undefined ? [] : [p.extraDice.citation]));

/** What the plan decided before any die: nullified template shots and Disposable uses spent. */
export const planEvents = (order: number, plan: ResolutionPlan): ArbiterEvent[] => [
  ...plan.voided.map((v): EventOf<'SkillVoided'> => ({
    type: 'SkillVoided',
    order,
    trooper: v.trooper,
    position: v.position,
    skill: v.skill,
    reason: v.reason,
    citation: v.citation,
  })),
  ...plan.nullified.map((n): EventOf<'ShotNullified'> => ({
    type: 'ShotNullified',
    order,
    attacker: n.attacker,
    weapon: n.weapon,
    shot: n.shot,
    touching: n.touching,
    keepAro: n.keepAro,
    expendableUsesSpent: n.expendableUsesSpent,
    citations: n.citations,
  })),
  ...plan.disposables.flatMap((s) =>
    s.copies.map((c): EventOf<'DisposableSpent'> => ({
      type: 'DisposableSpent',
      order,
      trooper: s.trooper,
      weapon: s.weapon,
      copy: c.copy,
      key: c.key,
      spent: c.spent,
      remaining: c.remaining,
      citations: s.citations,
    })),
  ),
];

/** The ruling events of the Resolution step: one per exchange, then stray shots, then the hits that survived. */
export const exchangeEvents = (order: number, results: readonly ExchangeResult[]): ArbiterEvent[] =>
  results.flatMap((r): ArbiterEvent[] => {
    const hits = r.tallies.map((t): EventOf<'HitsScored'> => ({
      type: 'HitsScored',
      order,
      exchange: t.exchange,
      attacker: t.attacker,
      target: t.target,
      weapon: t.weapon,
      hits: t.hits,
      criticals: t.criticals,
      citations: t.citations,
    }));
    const strays = r.strays.map((s): EventOf<'FriendlyFireHit'> => ({
      type: 'FriendlyFireHit',
      order,
      exchange: s.exchange,
      attacker: s.attacker,
      ally: s.ally,
      weapon: s.weapon,
      die: s.die,
      face: s.face,
      sv: s.sv,
      failureCategory: s.failureCategory,
      allyMod: s.allyMod,
      citations: [s.citation],
    }));
    if (r.exchange.kind === 'automatic') {
      const x = r.exchange;
      return [
        {
          type: 'TemplateAttackResolved',
          order,
          exchange: x.id,
          source: x.source,
          target: x.target,
          weapon: x.weapon,
          placements: x.placements,
          mine: x.mine,
          dodge: x.evadedBy,
          dodged: 'evaded' in r && r.evaded,
          hits: r.tallies[0]?.hits ?? 0,
          citations: x.citations,
        },
        ...hits,
      ];
    }
    if (r.exchange.kind === 'face-to-face' && 'result' in r && r.result.kind === 'face-to-face') {
      const res = r.result;
      const side = (ps: readonly Participant[], s: typeof res.a) => ({
        rollers: ps.map(roller),
        dice: s.dice,
        automaticFailures: s.automaticFailures,
        hits: s.hits,
        criticals: s.criticals,
      });
      return [
        {
          type: 'FaceToFaceResolved',
          order,
          exchange: r.exchange.id,
          a: side(r.exchange.a, res.a),
          b: side(r.exchange.b, res.b),
          winner: res.winner,
          citations: [
            ...new Set([
              ...r.exchange.citations,
              ...res.citations,
              ...extraCitations([...r.exchange.a, ...r.exchange.b]),
            ]),
          ],
        },
        ...strays,
        ...hits,
      ];
    }
    if (r.exchange.kind === 'normal' && 'result' in r && r.result.kind === 'normal') {
      const auto = r.exchange.roller.automaticFailure;
      const citations = [
        ...new Set([
          ...r.exchange.citations,
          ...r.result.citations,
          ...(auto === null ? [] : [auto.citation]),
          ...extraCitations([r.exchange.roller]),
        ]),
      ];
      return [
        {
          type: 'NormalRollResolved',
          order,
          exchange: r.exchange.id,
          roller: roller(r.exchange.roller),
          automaticFailure: r.result.automaticFailure,
          dice: r.result.dice,
          successes: r.result.successes,
          criticals: r.result.criticals,
          citations,
        },
        ...strays,
        ...hits,
      ];
    }
    throw new Error('exchange and result kinds differ');
  });

/** The Immunities that keep the target out of the states its failed saves inflict (cited on the save). */
const immunitiesOf = (
  table: TableView,
  r: SaveOutcome['request'],
  states: readonly TrooperState[],
): readonly CitationId[] => {
  const skills = table.troopers[r.trooper]?.profile.skills ?? [];
  return states.flatMap((s) => stateImmunity(table.edition, s, r.spec.ammo, skills) ?? []);
};

type Tracked = EventOf<'StateEntered'>['state'];
const TRACKED: readonly string[] = [
  'normal',
  'prone',
  'engaged',
  'unconscious',
  'dead',
  'imm-a',
  'imm-b',
  'isolated',
  'suppressive-fire',
  'stunned',
  'camouflaged',
  'imp-1',
  'imp-2',
  'hidden-deployment',
  'airborne-deployment',
  'disconnected',
  'dogged',
  'targeted',
];
export const isTrackedState = (s: string): s is Tracked => TRACKED.includes(s);

/**
 * The ruling events of the saving rolls: the saves, then per trooper the Wounds and the states
 * they lead to, each with the total (applied in turn, as evolve will apply them).
 */
export const effectEvents = (
  order: number,
  table: TableView,
  outcomes: readonly SaveOutcome[],
  recovered: readonly EventOf<'ProtheionRecovered'>[] = [],
  declinedNow: ReadonlyMap<string, readonly TrooperSkill[]> = new Map(),
): readonly ArbiterEvent[] => {
  // Protheion's gains come first; the Order's own Wounds then apply on the healed trooper.
  const events: ArbiterEvent[] = [...recovered];
  const track = new Map<string, { wounds: number; w: number; states: readonly string[] }>();
  for (const r of recovered) {
    const view = table.troopers[r.trooper];
    if (view !== undefined)
      track.set(r.trooper, { wounds: r.wounds, w: view.profile.attributes.W + r.vitaGained, states: view.states });
  }
  for (const o of outcomes) {
    const r = o.request;
    if (r.spec.noDamage) continue; // Smoke and the like: no saving roll to record
    events.push({
      type: 'SavingRollResolved',
      order,
      trooper: r.trooper,
      attacker: r.attacker,
      weapon: r.weapon,
      ammo: r.spec.ammo,
      attribute: r.spec.attribute,
      threshold: r.spec.threshold,
      mods: r.spec.mods,
      rolls: o.judged.map((j) => ({ face: j.face, saved: j.outcome === 'saved', why: j.why })),
      automaticWounds: r.automaticWounds,
      wounds: o.wounds,
      citations: [...new Set([...r.citations, ...r.spec.citations, ...immunitiesOf(table, r, o.states)])],
      ...(r.spec.inflicts.length > 0 ? { inflicts: r.spec.inflicts } : {}),
    });
    const view = table.troopers[r.trooper];
    if (view === undefined || (o.wounds === 0 && o.states.length === 0)) continue;
    const before = track.get(r.trooper) ?? { wounds: view.woundsReceived, w: vitaOf(view), states: view.states };
    // Dogged or NWI declined: for the game on the profile, or for this Order with its saving roll.
    const declined = declinedInOrder(view.profile, declinedNow.get(r.trooper));
    const applied = applySaveOutcome(
      table.edition,
      {
        w: before.w,
        structure: view.profile.attributes.structure,
        remotePresence: hasRemotePresence(view.profile.attributes.structure, view.profile.skills),
        canGoProne: canGoProne(table.edition, view.profile),
        shasvastii: hasShasvastii(view.profile.skills),
        skills: skillsInUse({ ...view.profile, ...(declined === undefined ? {} : { decline: declined }) }),
        ...(declined === undefined ? {} : { declined }),
        wounds: before.wounds,
        states: before.states.filter(isTrackedState),
      },
      o,
    );
    track.set(r.trooper, { wounds: applied.wounds, w: before.w, states: applied.states });
    if (o.wounds > 0)
      events.push({
        type: 'WoundsInflicted',
        order,
        trooper: r.trooper,
        wounds: o.wounds,
        total: applied.wounds,
        citations: applied.citations,
      });
    // States the wounds ended (Unconscious ends Engaged), logged so replay ends where the table does.
    for (const s of before.states) {
      if (isTrackedState(s) && !applied.states.includes(s) && !applied.entered.includes('dead')) {
        events.push({ type: 'StateLeft', order, trooper: r.trooper, state: s, citations: applied.citations });
      }
    }
    for (const s of applied.entered) {
      if (isTrackedState(s))
        events.push({
          type: 'StateEntered',
          order,
          trooper: r.trooper,
          state: s,
          citations: applied.stateCitations?.[s] ?? applied.citations,
        });
    }
  }
  return events;
};

/** Each Dodge of the Order, ruled at Effects: the move it allows and who still hit the dodger. */
export const dodgeEvents = (order: number, dodges: readonly DodgeResult[]): EventOf<'DodgeResolved'>[] =>
  dodges.map((r): EventOf<'DodgeResolved'> => {
    const ruled = {
      type: 'DodgeResolved' as const,
      order,
      trooper: r.trooper,
      turn: r.turn,
      against: r.exchanges,
      moves: r.outcome.moves,
      inches: r.outcome.inches,
      hitBy: r.outcome.hitBy,
      minesNotActivated: r.outcome.minesNotActivated,
      citations: r.outcome.citations,
    };
    return r.moved === null ? ruled : Object.assign(ruled, { moved: r.moved });
  });
