import { describe, expect, it } from 'vitest';
import { auditTrail, renderTrail, rulingRows } from '../../audit/index.ts';
import { narrate } from '../../audit/narrate.ts';
import { rollCards } from '../../viewer/rollCards.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn } from '../support/orderScript.ts';
import { emInput, emShot } from '../support/emTable.ts';

// E/M on a HI, TAG or REM (N4: https://infinitythewiki.com/E/M; N5:
// https://infinitythewiki.com/E/M_Ammunition) inflicts Isolated and IMM-B: the event names both
// states, every text reads both, and each StateEntered cites its own state's rule only.
const RULES = {
  n4: { isolated: 'n4/states/isolated', immB: 'n4/states/imm-b' },
  n5: { isolated: 'n5/states/isolated-orders', immB: 'n5/states/imm-b' },
} as const;

describe.each(['n4', 'n5'] as const)(
  'E/M on a Heavy Infantry trooper: the texts name Isolated and IMM-B (%s)',
  (edition) => {
    // HI BTS 6 -> 3: N5 SV 10 (15 fails); N4 Attack Damage 10 (3 fails): one failure either way.
    const { events } = given(emInput(edition)).when(
      turn('panoceania', emShot(edition, 'heavy', { dice: { fusilier1: [5, 18] }, saves: { heavy: [15, 3] } })),
    );
    const save = only(events, 'SavingRollResolved');
    const seq = events.indexOf(save) + 1;

    it('the saving roll event lists both states', () => {
      expect(save.inflicts).toEqual(['isolated', 'imm-b']);
    });

    it('narration, audit trail, ruling rows and the viewer card read "Isolated and IMM-B"', () => {
      const narrated = narrate(events).join('\n');
      expect(narrated).toMatch(/failed: Isolated and IMM-B/);
      expect(narrated).toMatch(/Isolated and IMM-B, no wound/);
      const trail = renderTrail(auditTrail(events.map((event, i) => ({ seq: i + 1, line: i + 1, event })))).join('\n');
      expect(trail).toMatch(/Isolated and IMM-B, no Wound/);
      expect(trail).toMatch(/any one: Isolated and IMM-B/);
      const rows = rulingRows(events, (id) => id).filter((r) => r.value.includes('→'));
      expect(rows.map((r) => r.value)).toEqual([expect.stringMatching(/→ Isolated and IMM-B$/)]);
      const card = rollCards(events, seq).find((c) => c.kind === 'saving-roll');
      expect(card?.outcome).toBe('a BTS save failed: Isolated and IMM-B');
    });

    it("each state entered cites its own rule, not the other state's", () => {
      const { isolated, immB } = RULES[edition];
      const entered = ofType(events, 'StateEntered');
      const isolatedCites = entered.find((e) => e.state === 'isolated')?.citations ?? [];
      const immBCites = entered.find((e) => e.state === 'imm-b')?.citations ?? [];
      expect(isolatedCites).toContain(isolated);
      expect(isolatedCites).not.toContain(immB);
      expect(immBCites).toContain(immB);
      expect(immBCites).not.toContain(isolated);
    });
  },
);
