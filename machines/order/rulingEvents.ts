import { applyWounds } from '../../rules/combat/index.ts';
import type { ExchangeResult, Participant } from '../../rules/resolution/index.ts';
import type { SaveOutcome } from '../../rules/effects/index.ts';
import type { TableView } from '../../rules/table/index.ts';
import type { ArbiterEvent, EventOf } from '../../events/index.ts';

const roller = (p: Participant) => ({ trooper: p.trooper, skill: p.skill, sv: p.sv });

/** The ruling events of the Resolution step: one per exchange, then the hits that survived. */
export const exchangeEvents = (order: number, results: readonly ExchangeResult[]): ArbiterEvent[] =>
  results.flatMap((r): ArbiterEvent[] => {
    const hits = r.tallies.map((t): EventOf<'HitsScored'> => ({
      type: 'HitsScored', order, exchange: t.exchange, attacker: t.attacker, target: t.target, weapon: t.weapon,
      hits: t.hits, criticals: t.criticals, citations: t.citations,
    }));
    if (r.exchange.kind === 'face-to-face' && r.result.kind === 'face-to-face') {
      const side = (ps: readonly Participant[], s: typeof r.result.a) => ({
        rollers: ps.map(roller), dice: s.dice, automaticFailures: s.automaticFailures, hits: s.hits, criticals: s.criticals,
      });
      return [{
        type: 'FaceToFaceResolved', order, exchange: r.exchange.id, a: side(r.exchange.a, r.result.a), b: side(r.exchange.b, r.result.b),
        winner: r.result.winner, citations: r.result.citations,
      }, ...hits];
    }
    if (r.exchange.kind === 'normal' && r.result.kind === 'normal') {
      const auto = r.exchange.roller.automaticFailure;
      return [{
        type: 'NormalRollResolved', order, exchange: r.exchange.id, roller: roller(r.exchange.roller), automaticFailure: r.result.automaticFailure,
        dice: r.result.dice, successes: r.result.successes, criticals: r.result.criticals,
        citations: auto === null ? r.result.citations : [...r.result.citations, auto.citation],
      }, ...hits];
    }
    throw new Error('exchange and result kinds differ');
  });

/**
 * The ruling events of the Effects step (saving rolls, then wounds and states per trooper) and
 * the table as they leave it.
 */
export const effectEvents = (order: number, table: TableView, outcomes: readonly SaveOutcome[]): { events: ArbiterEvent[]; table: TableView } => {
  const events: ArbiterEvent[] = [];
  const track = new Map<string, { wounds: number; states: readonly string[] }>();
  for (const o of outcomes) {
    const r = o.request;
    events.push({
      type: 'SavingRollResolved', order, trooper: r.trooper, attacker: r.attacker, weapon: r.weapon, ammo: r.spec.ammo,
      attribute: r.spec.attribute, threshold: r.spec.threshold, mods: r.spec.mods,
      rolls: o.judged.map((j) => ({ face: j.face, saved: j.outcome === 'saved', why: j.why })),
      automaticWounds: r.automaticWounds, wounds: o.wounds, citations: [...new Set([...r.citations, ...r.spec.citations])],
    });
    const view = table.troopers[r.trooper];
    if (view === undefined || o.wounds === 0) continue;
    const before = track.get(r.trooper) ?? { wounds: view.woundsReceived, states: view.states };
    const applied = applyWounds(table.edition, {
      w: view.profile.attributes.W, structure: view.profile.attributes.structure, wounds: before.wounds,
      states: before.states.filter(isTrackedState),
    }, o.wounds, r.spec.ammo);
    track.set(r.trooper, { wounds: applied.wounds, states: applied.states });
    events.push({ type: 'WoundsInflicted', order, trooper: r.trooper, wounds: o.wounds, total: applied.wounds, citations: applied.citations });
    for (const s of applied.entered) {
      if (isTrackedState(s)) events.push({ type: 'StateEntered', order, trooper: r.trooper, state: s, citations: applied.citations });
    }
  }
  const troopers = { ...table.troopers };
  for (const [id, t] of track) {
    const view = troopers[id];
    if (view !== undefined) troopers[id] = { ...view, woundsReceived: t.wounds, states: t.states.filter(isTrackedState) };
  }
  return { events, table: { ...table, troopers } };
};

type Tracked = EventOf<'StateEntered'>['state'];
const TRACKED: readonly string[] = ['normal', 'prone', 'engaged', 'unconscious', 'dead', 'imm-a', 'imm-b', 'isolated'];
const isTrackedState = (s: string): s is Tracked => TRACKED.includes(s);
