import type { Refusal } from '../refusal.ts';

/** Raised inside planning when a fact is missing; turned into a refusal at the boundary. */
export class PlanRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}
