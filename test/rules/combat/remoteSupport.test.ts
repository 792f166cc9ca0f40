import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  patientRollSpec,
  remoteSupportMods,
  remoteSupportPassed,
  severalHitsCitation,
} from '../../../rules/combat/index.ts';

const at = (range: number, cover: 'none' | 'partial' | 'total' = 'none', lof = true) => ({ lof, range, cover });

describe("remote MediKit and GizmoKit: the BS Attack Roll's MODs", () => {
  it.each(['n5', 'n4'] as const)(
    '%s/equipment/medikit-remote: +3 up to 8", 0 up to 16", -6 up to 24", refused beyond; Partial Cover -3; Total Cover and no LoF refused',
    (edition) => {
      const values = (range: number, cover: 'none' | 'partial' = 'none') => {
        const m = remoteSupportMods(edition, 'medikit', 'paramedic', 'angus', at(range, cover));
        return E.isRight(m) ? m.right.map((x) => x.value) : m.left.reason;
      };
      expect(values(0)).toEqual([3]);
      expect(values(8)).toEqual([3]);
      expect(values(8.5)).toEqual([0]);
      expect(values(16)).toEqual([0]);
      expect(values(24)).toEqual([-6]);
      expect(values(10, 'partial')).toEqual([0, -3]);
      expect(values(24.5)).toMatch(/out of the MediKit's range/);
      const total = remoteSupportMods(edition, 'medikit', 'paramedic', 'angus', at(10, 'total'));
      expect(E.isRight(total)).toBe(false);
      const blind = remoteSupportMods(edition, 'medikit', 'paramedic', 'angus', at(10, 'none', false));
      expect(E.isRight(blind) ? null : blind.left.citation).toBe(`${edition}/equipment/medikit-remote`);
    },
  );

  it.each(['n5', 'n4'] as const)(
    "%s/equipment/gizmokit-remote: the same bands; the patient's roll is a plain PH Roll (no MOD, no ARM)",
    (edition) => {
      const m = remoteSupportMods(edition, 'gizmokit', 'mechanic', 'remote', at(6));
      expect(E.isRight(m) ? m.right.map((x) => x.value) : null).toEqual([3]);
      const spec = patientRollSpec(edition, 'gizmokit', 8);
      expect(spec).toMatchObject({ attribute: 'PH', threshold: { kind: 'attribute-roll', sv: 8 }, mods: [] });
      expect(spec.citations).toEqual([`${edition}/equipment/gizmokit-remote`]);
    },
  );
});

describe('remote MediKit and GizmoKit: several hits in one Order', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/equipment/medikit-several-hits: every PH Roll must pass (one failure: Dead)',
    (edition) => {
      expect(remoteSupportPassed('medikit', [true, true])).toBe(true);
      expect(remoteSupportPassed('medikit', [true, false])).toBe(false);
      expect(severalHitsCitation(edition, 'medikit')).toBe(`${edition}/equipment/medikit-several-hits`);
    },
  );

  it.each(['n5', 'n4'] as const)(
    '%s/equipment/gizmokit-several-hits: one passed PH Roll is enough (one Wound removed); all failed, a Wound',
    (edition) => {
      expect(remoteSupportPassed('gizmokit', [false, true])).toBe(true);
      expect(remoteSupportPassed('gizmokit', [false, false])).toBe(false);
      expect(severalHitsCitation(edition, 'gizmokit')).toBe(`${edition}/equipment/gizmokit-several-hits`);
    },
  );
});
