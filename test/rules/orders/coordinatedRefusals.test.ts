import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../../machines/index.ts';
import { coordinatedAroRefusal, coordinatedDeclarationRefusal } from '../../../rules/orders/index.ts';
import type { TableView } from '../../../rules/table/index.ts';
import { army, lineTrooper } from '../../support/troopers.ts';

// Coordinated Orders (N5: https://infinitythewiki.com/Coordinated_Order): what this engine does
// not adjudicate in one is refused by rules/ (rules/orders/coordinatedOrder.ts), the machine only
// calls it. A Comms Attack is neither declared for a Coordinated Order nor answered as an ARO.
const table = (): TableView =>
  createGameSession({
    edition: 'n5',
    title: 'coordinated',
    armies: [
      army('pano', [lineTrooper('n5', 'f1', 'F1', 12), lineTrooper('n5', 'f2', 'F2', 12)]),
      army('yj', [lineTrooper('n5', 'y1', 'Y1', 11)]),
    ],
  }).table();
const comms = { skill: 'comms-attack', program: 'carbonite', targets: [{ target: 'y1', burst: 1 }] } as const;

describe('Coordinated Order refusals in rules/', () => {
  it('n5/orders/coordinated: a Comms Attack ARO against a Coordinated Order is not adjudicated; other AROs pass this check', () => {
    expect(coordinatedAroRefusal('n5', comms)).toEqual({
      reason: 'a Comms Attack ARO against a Coordinated Order is not adjudicated by this engine',
      citation: 'n5/orders/coordinated',
    });
    expect(coordinatedAroRefusal('n5', { skill: 'dodge' })).toBeNull();
  });

  it('a Coordinated Comms Attack, a route, two targets or a weapon a member lacks are refused', () => {
    const t = table();
    expect(coordinatedDeclarationRefusal(t, ['f1', 'f2'], comms)?.reason).toMatch(
      /a Coordinated comms-attack is not adjudicated/,
    );
    expect(
      coordinatedDeclarationRefusal(t, ['f1', 'f2'], { skill: 'move', route: [{ point: 'p1', inches: 2 }] })?.reason,
    ).toMatch(/its own route/);
    expect(
      coordinatedDeclarationRefusal(t, ['f1', 'f2'], {
        skill: 'bs-attack',
        weapon: 'combi-rifle',
        targets: [
          { target: 'y1', burst: 1 },
          { target: 'y1', burst: 1 },
        ],
      })?.reason,
    ).toMatch(/same single target/);
    expect(
      coordinatedDeclarationRefusal(t, ['f1', 'f2'], {
        skill: 'bs-attack',
        weapon: 'spitfire',
        targets: [{ target: 'y1', burst: 1 }],
      })?.reason,
    ).toMatch(/f1 carries no spitfire/);
    expect(
      coordinatedDeclarationRefusal(t, ['f1', 'f2'], {
        skill: 'bs-attack',
        weapon: 'combi-rifle',
        targets: [{ target: 'y1', burst: 2 }],
      }),
    ).toBeNull();
  });
});
