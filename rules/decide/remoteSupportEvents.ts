/*
 * Decisions (docs/rulings.md "MediKit and GizmoKit at range"): each successful hit of a MediKit
 * or GizmoKit used remotely owes its patient one PH Roll at Effects (the Order's saving-roll dice,
 * though no Saving Roll is made): recorded as a SavingRollResolved on PH that costs no Wound, then
 * judged together per patient: passed, Wounds removed and Unconscious left; failed, Dead
 * (MediKit) or one Wound more (GizmoKit).
 */
import {
  isRemoteSupportSkill,
  patientRollSpec,
  remoteSupportCitation,
  remoteSupportPassed,
  severalHitsCitation,
  supportOutcome,
  woundTrackOf,
  type RemoteSupportSkill,
} from '../combat/index.ts';
import type { CitationId } from '../citations/index.ts';
import type { SaveOutcome, SaveRequest } from '../effects/index.ts';
import type { ArbiterEvent } from '../events/index.ts';
import type { ExchangeResult } from '../resolution/index.ts';
import { trooperView, type TableView } from '../table/index.ts';
import { isTrackedState } from './rulingEvents.ts';

/** The patient's PH Rolls each successful remote MediKit or GizmoKit hit calls for. */
export const remoteSupportRequests = (table: TableView, results: readonly ExchangeResult[]): readonly SaveRequest[] =>
  results.flatMap((r): SaveRequest[] => {
    if (!('result' in r) || r.exchange.kind !== 'normal' || r.result.kind !== 'normal') return [];
    const effect = r.exchange.roller.effect;
    if (effect.kind !== 'support' || effect.use !== 'remote' || !isRemoteSupportSkill(effect.skill)) return [];
    const hits = r.result.successes + r.result.criticals;
    const patient = trooperView(table, effect.patient);
    if (hits === 0 || patient === undefined) return [];
    const spec = patientRollSpec(table.edition, effect.skill, patient.profile.attributes.PH);
    return [
      {
        exchange: r.exchange.id,
        trooper: effect.patient,
        attacker: effect.user,
        weapon: effect.skill,
        spec,
        rolls: hits,
        automaticWounds: 0,
        citations: [remoteSupportCitation(table.edition, effect.skill)],
      },
    ];
  });

/** Whether a save request is a patient's PH Roll of a remote MediKit or GizmoKit (it costs no Wound as a save). */
export const isRemoteSupportRoll = (r: SaveRequest): boolean =>
  isRemoteSupportSkill(r.weapon) && r.spec.attribute === 'PH' && r.spec.ammo === 'N' && r.rolls > 0;

/** The outcomes with the patients' PH Rolls made harmless as saves (their effect is `remoteSupportEvents`'). */
export const asPlainRolls = (outcomes: readonly SaveOutcome[]): readonly SaveOutcome[] =>
  outcomes.map((o) => (isRemoteSupportRoll(o.request) ? { ...o, failures: 0, wounds: 0, states: [] } : o));

/** What the patients' PH Rolls do, one verdict per patient and kit. */
export const remoteSupportEvents = (
  order: number,
  table: TableView,
  outcomes: readonly SaveOutcome[],
): readonly ArbiterEvent[] => {
  const byPatient = new Map<string, { skill: RemoteSupportSkill; user: string; passed: boolean[] }>();
  for (const o of outcomes) {
    const r = o.request;
    if (!isRemoteSupportRoll(r) || !isRemoteSupportSkill(r.weapon)) continue;
    const key = `${r.trooper}/${r.weapon}`;
    const entry = byPatient.get(key) ?? { skill: r.weapon, user: r.attacker, passed: [] };
    entry.passed.push(...o.judged.map((j) => j.outcome === 'saved'));
    byPatient.set(key, entry);
  }
  return [...byPatient.entries()].flatMap(([key, e]): ArbiterEvent[] => {
    const trooper = key.slice(0, key.lastIndexOf('/'));
    const patient = trooperView(table, trooper);
    const user = trooperView(table, e.user);
    if (patient === undefined) return [];
    const track = woundTrackOf(table.edition, patient);
    const passed = remoteSupportPassed(e.skill, e.passed);
    const o = supportOutcome(table.edition, e.skill, passed, track, user?.profile.skills ?? []);
    const citations: CitationId[] = [
      remoteSupportCitation(table.edition, e.skill),
      ...(e.passed.length > 1 ? [severalHitsCitation(table.edition, e.skill)] : []),
      ...o.citations,
    ];
    const cites = [...new Set(citations)];
    const wounds: ArbiterEvent[] =
      o.wounds === track.wounds
        ? []
        : [{ type: 'WoundsInflicted', order, trooper, wounds: o.inflicted, total: o.wounds, citations: cites }];
    return [
      ...wounds,
      ...o.left
        .filter(isTrackedState)
        .map((state): ArbiterEvent => ({ type: 'StateLeft', order, trooper, state, citations: cites })),
      ...o.entered
        .filter(isTrackedState)
        .map((state): ArbiterEvent => ({ type: 'StateEntered', order, trooper, state, citations: cites })),
    ];
  });
};
