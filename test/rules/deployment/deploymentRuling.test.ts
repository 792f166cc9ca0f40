import { describe, expect, it } from 'vitest';
import { deploymentRuling, isRefusal } from '../../../rules/deployment/index.ts';
import { trooper } from '../../support/seedTroopers.ts';

const infiltrator = trooper('n5', { id: 'k', name: 'Kamau', attributes: { PH: 11 }, skills: ['infiltration'] });

describe('deploymentRuling', () => {
  it.each([
    [1, true],
    [11, true],
    [12, false],
    [20, false],
  ])(
    'n5/skills/infiltration: PH 11, a die of %i in the enemy half passes: %s (a failure deploys in its own zone)',
    (die, passed) => {
      const r = deploymentRuling('n5', infiltrator, { trooper: 'k', place: 'enemy-half', die });
      if (isRefusal(r)) throw new Error(r.reason);
      expect(r.roll?.passed).toBe(passed);
      expect(r.place).toBe(passed ? 'enemy-half' : 'deployment-zone');
    },
  );

  it('n5/skills/infiltration: beyond the zone in its own half, no roll', () => {
    const r = deploymentRuling('n5', infiltrator, { trooper: 'k', place: 'beyond-zone' });
    expect(r).toEqual({
      trooper: 'k',
      declared: 'beyond-zone',
      place: 'beyond-zone',
      citations: ['n5/deployment/phase', 'n5/skills/infiltration'],
    });
  });

  it('n5/deployment/phase: only N5 games rule the Deployment Phase; a die outside 1-20 is refused', () => {
    const n4 = deploymentRuling('n4', infiltrator, { trooper: 'k', place: 'deployment-zone' });
    expect(isRefusal(n4) && n4.reason).toContain('N5 games only');
    const bad = deploymentRuling('n5', infiltrator, { trooper: 'k', place: 'enemy-half', die: 21 });
    expect(isRefusal(bad) && bad.reason).toContain('1 to 20');
  });
});
