import type { JudgedSave, WoundTrack } from '../combat/index.ts';
import type { Edition } from '../edition.ts';
import { allotSaveFaces, type SaveFaces } from './continuousDamage.ts';
import type { SaveOutcome, SaveRequest } from './saveRequest.ts';

/** Each trooper's requests, in request order. */
const byTrooper = (requests: readonly SaveRequest[]): ReadonlyMap<string, readonly SaveRequest[]> => {
  const m = new Map<string, SaveRequest[]>();
  for (const r of requests) m.set(r.trooper, [...(m.get(r.trooper) ?? []), r]);
  return m;
};

/**
 * Judges a target's saving-roll faces against its requests, in request order: the table rolls
 * all of one trooper's saves together and the faces are read first request first, then (N5
 * Continuous Damage) each further batch the same way (continuousDamage.ts). Each failure (rolled,
 * or automatic) costs a Wound, or puts the target in the states of the spec instead (PARA: IMM-A;
 * E/M: Isolated, and IMM-B on a HI, TAG or REM; Carbonite: IMM-B). `track` gives a trooper's
 * Wounds before the saves, so a Continuous Damage chain ends at Dead.
 */
export const resolveSaves = (
  edition: Edition,
  requests: readonly SaveRequest[],
  faces: (trooper: string) => readonly number[],
  track?: (trooper: string) => WoundTrack | undefined,
): readonly SaveOutcome[] => {
  const allotted = new Map<SaveRequest, readonly JudgedSave[]>();
  for (const [trooper, mine] of byTrooper(requests)) {
    const given = faces(trooper);
    const a: SaveFaces = allotSaveFaces(edition, mine, given, track?.(trooper));
    const used = mine.reduce((n, r, i) => n + r.rolls + (a.continued[i] ?? 0), 0);
    if (a.owed > 0 || used !== given.length)
      throw new RangeError(`${trooper}: ${used + a.owed} saving rolls needed, ${given.length} given`);
    mine.forEach((r, i) => allotted.set(r, a.judged[i] ?? []));
  }
  return requests.map((request) => {
    const judged = allotted.get(request) ?? [];
    const failures = request.automaticWounds + judged.filter((j) => j.outcome !== 'saved').length;
    const failure = request.spec.failure;
    switch (failure) {
      case 'wound':
        return { request, judged, failures, wounds: failures, states: [] };
      case 'imm-a':
      case 'imm-b':
      case 'isolated':
      case 'stunned':
      case 'targeted':
        return { request, judged, failures, wounds: 0, states: failures > 0 ? request.spec.inflicts : [] };
    }
  });
};

/** Saving-roll dice each trooper must roll first (before any Continuous Damage roll). */
export const saveDiceNeeded = (requests: readonly SaveRequest[]): ReadonlyMap<string, number> => {
  const m = new Map<string, number>();
  for (const r of requests) m.set(r.trooper, (m.get(r.trooper) ?? 0) + r.rolls);
  return m;
};

/**
 * Saving-roll dice each trooper still owes, given the faces it rolled so far: its first batch,
 * then each Continuous Damage batch its failed rolls call for (0 when nothing more is owed).
 */
export const saveDiceOwed = (
  edition: Edition,
  requests: readonly SaveRequest[],
  faces: (trooper: string) => readonly number[],
  track?: (trooper: string) => WoundTrack | undefined,
): ReadonlyMap<string, number> => {
  const m = new Map<string, number>();
  for (const [trooper, mine] of byTrooper(requests))
    m.set(trooper, allotSaveFaces(edition, mine, faces(trooper), track?.(trooper)).owed);
  return m;
};
