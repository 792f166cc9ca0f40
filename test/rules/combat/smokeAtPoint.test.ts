import { describe, expect, it } from 'vitest';
import { smokeAtPointRefusal } from '../../../rules/combat/index.ts';
import { smokeDodgeCitation } from '../../../rules/combat/smokeDodge.ts';
import { weapon } from '../../support/seedTroopers.ts';

describe('smokeAtPointRefusal: only Smoke or Eclipse, with no target, may be thrown at a point', () => {
  it('n5/smoke/at-point: Smoke or Eclipse Grenades at a point with no target are accepted', () => {
    expect(smokeAtPointRefusal('n5', weapon('n5', 'smoke-grenades'), 'gap', 0)).toBeNull();
    expect(smokeAtPointRefusal('n4', weapon('n4', 'eclipse-grenades'), 'gap', 0)).toBeNull();
  });

  it('n5/smoke/at-point: a Combi Rifle, or a target named with the point, is refused with the rule', () => {
    expect(smokeAtPointRefusal('n5', weapon('n5', 'combi-rifle'), 'gap', 0)).toMatchObject({
      citation: 'n5/smoke/at-point',
    });
    expect(smokeAtPointRefusal('n4', weapon('n4', 'smoke-grenades'), 'gap', 1)).toMatchObject({
      citation: 'n4/smoke/at-point',
    });
  });

  it('n5/smoke/at-point: N3 is not adjudicated (n3/ammo/smoke)', () => {
    expect(smokeAtPointRefusal('n3', weapon('n3', 'smoke-grenades'), 'gap', 0)).toMatchObject({
      citation: 'n3/ammo/smoke',
    });
  });
});

describe('smokeDodgeCitation: a Dodge against Smoke is a Normal Roll', () => {
  it('n5/smoke/dodge: a Dodge against Smoke or Eclipse cites the rule; another reaction or ammunition does not', () => {
    expect(smokeDodgeCitation('n5', weapon('n5', 'smoke-grenades'), 'dodge')).toBe('n5/smoke/dodge');
    expect(smokeDodgeCitation('n4', weapon('n4', 'eclipse-grenades'), 'dodge')).toBe('n4/smoke/dodge');
    expect(smokeDodgeCitation('n5', weapon('n5', 'smoke-grenades'), 'bs-attack')).toBeNull();
    expect(smokeDodgeCitation('n5', weapon('n5', 'combi-rifle'), 'dodge')).toBeNull();
    expect(smokeDodgeCitation('n3', weapon('n3', 'smoke-grenades'), 'dodge')).toBeNull();
  });
});
