import type { EventOf } from '../rules/events/index.ts';
import type { AuditTrail } from './auditEntry.ts';
import { cite } from './lineCitations.ts';

const PLACES = {
  'deployment-zone': 'in its Deployment Zone',
  'beyond-zone': 'beyond its Deployment Zone',
  'enemy-half': 'in the enemy half of the table',
  'off-table': 'off the table (Airborne Deployment)',
} as const;

/** The Deployment Phase as audit lines: who deployed first, then each trooper's place and roll, with its rules. */
export const deploymentLines = (
  e: EventOf<'GameStarted'>,
  name: (id: string) => string,
): Pick<AuditTrail, 'deployment'> => {
  const phase = e.deployment;
  if (phase === undefined) return {};
  const lines = [
    { text: `Deployment Phase: ${name(phase.first)} deploys first`, citations: cite(['n5/deployment/phase']) },
    ...phase.troopers.map((t) => {
      const roll =
        t.roll === undefined
          ? ''
          : `, PH Roll ${t.roll.die} against ${t.roll.sv}: ${t.roll.passed ? 'passed' : `failed, so ${PLACES[t.place]}`}`;
      return {
        text: `${name(t.trooper)} deploys ${PLACES[t.declared]}${roll}`,
        citations: cite(t.citations),
      };
    }),
  ];
  return { deployment: lines };
};
