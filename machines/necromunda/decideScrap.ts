import * as E from 'fp-ts/lib/Either.js';
import { claimingScrap } from '../../rules/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';
import { modelsOf, onBattlefield } from './modelOf.ts';
import { idleGame } from './owedHead.ts';
import { refuse, type NecromundaDecision } from './necromundaRefusal.ts';
import { ruledBy } from './ruledBy.ts';

/**
 * After the battle (necromunda/out-of-action/claiming-scrap): when one gang alone remains on the
 * battlefield, it gains D3×10 credits per enemy vehicle Wrecked; the wrecks go back to their owners.
 * The battle ends with it.
 */
export const decideClaimScrap = (state: NecromundaState, gang: string, d3: readonly number[]): NecromundaDecision => {
  const rule = 'necromunda/out-of-action/claiming-scrap';
  const idle = idleGame(state, 'Claiming Scrap', rule);
  if (E.isLeft(idle)) return idle;
  const g = idle.right;
  const models = modelsOf(g);
  const remaining = [...new Set(models.filter(onBattlefield).map((m) => m.state.profile.gang))];
  if (!models.some((m) => m.state.profile.gang === gang)) return refuse(`no gang ${gang} in this game`, rule, 'gang');
  if (remaining.length !== 1 || remaining[0] !== gang)
    return refuse(
      `only the one gang left on the battlefield claims scrap; ${remaining.length === 0 ? 'none is' : `${remaining.join(', ')} ${remaining.length === 1 ? 'is' : 'are'}`}`,
      rule,
      'gang',
    );
  const wrecks = g.vehicleOrder.filter((id) => {
    const v = g.vehicles[id];
    return v !== undefined && v.wrecked && v.profile.gang !== gang;
  });
  const r = ruledBy(rule, 'd3', () => claimingScrap({ gangsRemaining: 1, wreckedEnemyVehicles: wrecks.length, d3 }));
  if (E.isLeft(r)) return r;
  return E.right([
    { type: 'ScrapClaimed', gang, wreckedEnemyVehicles: wrecks, d3, credits: r.right.credits, rules: r.right.rules },
  ]);
};
