import { judgeSavingRoll } from '../combat/index.ts';
import type { Edition } from '../edition.ts';
import type { SaveOutcome, SaveRequest } from './saveRequest.ts';

/**
 * Judges a target's saving-roll faces against its requests, in request order: the table rolls
 * all of one trooper's saves together and the faces are read first request first. Each failure
 * (rolled, or automatic) costs a Wound, or puts the target in the states of the spec instead
 * (PARA: IMM-A; E/M: Isolated, and IMM-B on a HI, TAG or REM; Carbonite: IMM-B).
 */
export const resolveSaves = (
  edition: Edition,
  requests: readonly SaveRequest[],
  faces: (trooper: string) => readonly number[],
): readonly SaveOutcome[] => {
  const used = new Map<string, number>();
  return requests.map((request) => {
    const from = used.get(request.trooper) ?? 0;
    const mine = faces(request.trooper).slice(from, from + request.rolls);
    if (mine.length !== request.rolls)
      throw new RangeError(`${request.trooper}: ${request.rolls} saving rolls needed, ${mine.length} given`);
    used.set(request.trooper, from + request.rolls);
    const judged = mine.map((face) => judgeSavingRoll(edition, request.spec, face));
    const failures = request.automaticWounds + judged.filter((j) => j.outcome !== 'saved').length;
    const failure = request.spec.failure;
    switch (failure) {
      case 'wound':
        return { request, judged, failures, wounds: failures, states: [] };
      case 'imm-a':
      case 'imm-b':
      case 'isolated':
        return { request, judged, failures, wounds: 0, states: failures > 0 ? request.spec.inflicts : [] };
    }
  });
};

/** Saving-roll dice each trooper must roll. */
export const saveDiceNeeded = (requests: readonly SaveRequest[]): ReadonlyMap<string, number> => {
  const m = new Map<string, number>();
  for (const r of requests) m.set(r.trooper, (m.get(r.trooper) ?? 0) + r.rolls);
  return m;
};
