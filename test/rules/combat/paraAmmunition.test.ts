import { describe, expect, it } from 'vitest';
import { judgeSavingRoll, savingRollSpec, savingRollsFor } from '../../../rules/combat/index.ts';
import { applySaveOutcome, planSaves, resolveSaves } from '../../../rules/effects/index.ts';
import { ammoRefusal, attackAmmoRefusal } from '../../../rules/orders/index.ts';
import { findWeapon, type WeaponProfile } from '../../../rules/profiles/index.ts';
import type { Edition } from '../../../rules/edition.ts';
import type { TableView, TrooperView } from '../../../rules/table/index.ts';
import { MORAT, trooper, type TrooperSpec } from '../../support/seedTroopers.ts';
import { expectEditionCitations } from './citationsOf.ts';

const launcher = (edition: Edition): WeaponProfile => {
  const w = findWeapon(edition, 'adhesive-launcher');
  if (w === undefined) throw new Error(`no adhesive launcher in ${edition}`);
  return w;
};
const target = (PH: number) => ({ ARM: 1, BTS: 0, PH });

// PARA (facts.md §4; the wiki's own example: a PH 12 target rolls against 12 - 6 = 6, avoiding
// IMM-A on 6 or less and entering it on anything higher).
describe.each(['n4', 'n5'] as const)('PARA saving roll (%s)', (edition) => {
  it('a Normal Roll against PH-6: PH 12 avoids IMM-A on 6 or less, enters it on 7 or more', () => {
    const spec = savingRollSpec(edition, { weapon: launcher(edition), target: target(12), partialCover: false });
    expect(spec).toMatchObject({
      ammo: 'PARA',
      attribute: 'PH',
      attributeValue: 12,
      rollsPerHit: 1,
      failure: 'imm-a',
      threshold: { kind: 'attribute-roll', sv: 6 },
    });
    expect(spec.mods.map((m) => [m.value, m.citation])).toEqual([[-6, `${edition}/ammo/para`]]);
    expect(judgeSavingRoll(edition, spec, 6)).toMatchObject({
      outcome: 'saved',
      why: '6 ≤ PH 12 - 6 = 6',
      citation: `${edition}/ammo/para`,
    });
    expect(judgeSavingRoll(edition, spec, 7)).toMatchObject({ outcome: 'imm-a', why: '7 > PH 12 - 6 = 6' });
    expectEditionCitations(edition, spec.citations);
  });

  it('Partial Cover adds +3 to the roll (a reading); a template hit gets no cover bonus', () => {
    const covered = savingRollSpec(edition, { weapon: launcher(edition), target: target(12), partialCover: true });
    expect(covered.threshold).toEqual({ kind: 'attribute-roll', sv: 9 });
    expect(covered.mods.map((m) => m.value)).toEqual([-6, 3]);
    const template = savingRollSpec(edition, {
      weapon: launcher(edition),
      target: target(12),
      partialCover: true,
      templateAttack: true,
    });
    expect(template.threshold).toEqual({ kind: 'attribute-roll', sv: 6 });
    expect(template.citations).toContain(`${edition}/templates/no-cover-save`);
  });

  it('a Critical adds one more PH-6 roll; an SV below 1 fails every roll with no die', () => {
    const spec = savingRollSpec(edition, { weapon: launcher(edition), target: target(12), partialCover: false });
    expect(savingRollsFor(edition, { hits: 2, crits: 1, spec })).toMatchObject({ rolls: 3, automaticWounds: 0 });
    const weak = savingRollSpec(edition, { weapon: launcher(edition), target: target(6), partialCover: false });
    expect(weak.threshold).toEqual({ kind: 'attribute-roll', sv: 0 });
    const count = savingRollsFor(edition, { hits: 1, crits: 1, spec: weak });
    expect(count).toMatchObject({ rolls: 0, automaticWounds: 2 });
    expect(count.citations).toContain(`${edition}/rolls/sv-below-1`);
    expect(() => judgeSavingRoll(edition, weak, 1)).toThrow(RangeError);
  });

  it("needs the target's PH; DAM and PS play no part", () => {
    expect(() =>
      savingRollSpec(edition, { weapon: launcher(edition), target: { ARM: 1, BTS: 0 }, partialCover: false }),
    ).toThrow(/PH/);
    expect(launcher(edition)).not.toHaveProperty('damage');
    expect(launcher(edition)).not.toHaveProperty('ps');
  });

  it('failed rolls inflict IMM-A and no Wound; passed rolls nothing', () => {
    const view = (player: string, t: TrooperSpec): TrooperView => ({
      profile: trooper(edition, t),
      player,
      group: player,
      woundsReceived: 0,
      states: [],
      spentUses: {},
    });
    const table: TableView = {
      edition,
      troopers: {
        shooter: view('a', { id: 'shooter', name: 'Shooter', weapons: ['adhesive-launcher'] }),
        morat: view('b', { ...MORAT, attributes: { PH: 12 } }),
      },
    };
    const requests = planSaves(
      table,
      [],
      [
        {
          exchange: 'x',
          attacker: 'shooter',
          target: 'morat',
          weapon: 'adhesive-launcher',
          program: null,
          ammo: 'PARA',
          hits: 0,
          criticals: 1,
          template: false,
          citations: [],
        },
      ],
    );
    expect(requests).toMatchObject([
      { trooper: 'morat', rolls: 2, automaticWounds: 0, spec: { threshold: { sv: 6 } } },
    ]);
    const [failed] = resolveSaves(edition, requests, () => [3, 14]);
    expect(failed).toMatchObject({ failures: 1, wounds: 0, states: ['imm-a'] });
    const [passed] = resolveSaves(edition, requests, () => [3, 6]);
    expect(passed).toMatchObject({ failures: 0, wounds: 0, states: [] });
    const fresh = { w: 1, structure: false, wounds: 0, states: [] };
    if (failed === undefined || passed === undefined) throw new Error('no outcome');
    const applied = applySaveOutcome(edition, fresh, failed);
    expect(applied).toMatchObject({ wounds: 0, states: ['imm-a'], entered: ['imm-a'] });
    expect(applied.citations).toEqual([`${edition}/ammo/para`, `${edition}/states/imm-a`]);
    expect(applySaveOutcome(edition, fresh, passed)).toMatchObject({ wounds: 0, states: [], entered: [] });
    expect(applySaveOutcome(edition, { ...fresh, states: ['imm-a'] }, failed)).toMatchObject({
      states: ['imm-a'],
      entered: [],
      why: ['already imm-a'],
    });
    expect(applySaveOutcome(edition, { ...fresh, states: ['engaged'] }, failed)).toMatchObject({
      states: ['imm-a'],
      entered: ['imm-a'],
    });
    expect(applySaveOutcome(edition, { ...fresh, wounds: 2, states: ['dead'] }, failed)).toMatchObject({
      states: ['dead'],
      entered: [],
    });
  });

  it('is not refused in this edition', () => {
    expect(ammoRefusal(edition, launcher(edition))).toBeNull();
  });
});

describe('PARA in N3', () => {
  const para: WeaponProfile = { ...launcher('n4'), damage: 13 };
  it('n3/ammo/para-unsourced: has no rule in the sources: an attack with it is refused, with the rule id', () => {
    expect(ammoRefusal('n3', para)).toMatchObject({
      citation: 'n3/ammo/para-unsourced',
      reason: expect.stringMatching(/PARA.*N3/),
    });
    expect(
      attackAmmoRefusal('n3', [para], {
        skill: 'bs-attack',
        weapon: 'adhesive-launcher',
        targets: [{ target: 'x', burst: 1 }],
      }),
    ).not.toBeNull();
    expect(attackAmmoRefusal('n3', [para], { skill: 'dodge' })).toBeNull();
    expect(findWeapon('n3', 'adhesive-launcher')).toBeUndefined();
  });

  it('a spec for it is a data error', () => {
    expect(() => savingRollSpec('n3', { weapon: para, target: target(12), partialCover: false })).toThrow(/N3/);
  });
});
