import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  allowedSkills,
  canDeclare,
  SKILL_IDS,
  TROOPER_STATES,
  type SkillId,
  type TrooperState,
} from '../../../rules/combat/index.ts';
import { anEdition, expectEditionCitations } from './citationsOf.ts';

const names = (edition: 'n3' | 'n4' | 'n5', states: readonly TrooperState[]): SkillId[] =>
  allowedSkills(edition, states).allowed.map((v) => v.skill);

describe('allowedSkills / canDeclare', () => {
  it('n5/skills/change-facing-removed, n3/skills/change-facing: a normal trooper may declare everything; Change Facing only in N3', () => {
    expect(names('n3', ['normal'])).toEqual(SKILL_IDS);
    expect(names('n4', [])).toEqual(SKILL_IDS.filter((s) => s !== 'change-facing'));
    expect(canDeclare('n5', [], 'change-facing')).toMatchObject(
      E.left({ refusal: { citation: 'n5/skills/change-facing-removed' } }),
    );
    expect(canDeclare('n3', [], 'change-facing')).toMatchObject(E.right({ citations: ['n3/skills/change-facing'] }));
  });

  it.each(['n3', 'n4', 'n5'] as const)('%s: Dead, Unconscious or Null declare nothing', (edition) => {
    expect(names(edition, ['dead'])).toEqual([]);
    expect(names(edition, ['unconscious', 'prone'])).toEqual([]);
    expect(names(edition, ['null'])).toEqual([]);
    expect(canDeclare(edition, ['dead'], 'idle')).toMatchObject(
      E.left({ refusal: { citation: `${edition}/states/dead` } }),
    );
  });

  it.each(['n3', 'n4', 'n5'] as const)('%s Engaged: CC Attack, Dodge, Idle, Reset (and Berserk)', (edition) => {
    expect(names(edition, ['engaged']).sort()).toEqual(['berserk', 'cc-attack', 'dodge', 'idle', 'reset']);
    expect(canDeclare(edition, ['engaged'], 'bs-attack')).toMatchObject(
      E.left({ refusal: { citation: `${edition}/states/engaged` } }),
    );
  });

  it.each(['n4', 'n5'] as const)(
    '%s IMM-A: only Dodge at -6; IMM-B: only Reset at -3; both still allow Idle (no action)',
    (edition) => {
      expect(names(edition, ['imm-a']).sort()).toEqual(['dodge', 'idle']);
      expect(canDeclare(edition, ['imm-a'], 'dodge')).toMatchObject(
        E.right({ mods: [{ value: -6, citation: `${edition}/states/imm-a` }] }),
      );
      expect(names(edition, ['imm-b']).sort()).toEqual(['idle', 'reset']);
      expect(canDeclare(edition, ['imm-b'], 'reset')).toMatchObject(
        E.right({ mods: [{ value: -3, citation: `${edition}/states/imm-b` }] }),
      );
      expect(canDeclare(edition, ['imm-a'], 'idle')).toMatchObject(E.right({ mods: [] }));
      expect(canDeclare(edition, ['imm-a'], 'move')).toMatchObject(
        E.left({ refusal: { citation: `${edition}/states/imm-a` } }),
      );
      expect(names(edition, ['imm-a', 'imm-b'])).toEqual(['idle']);
    },
  );

  it('n3/states/immobilized: N3 Immobilized (either letter): Discover, Reset, Idle, no MOD', () => {
    expect(names('n3', ['imm-a']).sort()).toEqual(['discover', 'idle', 'reset']);
    expect(canDeclare('n3', ['imm-b'], 'reset')).toMatchObject(
      E.right({ mods: [], citations: ['n3/states/immobilized'] }),
    );
  });

  it('n4/states/isolated: N4/N5 Isolated: Reset at -9, stacking with IMM-B; N3 Isolated gives no MOD', () => {
    const r = canDeclare('n5', ['imm-b', 'isolated'], 'reset');
    expect(E.isRight(r) && r.right.mods.reduce((s, m) => s + m.value, 0)).toBe(-12);
    expect(canDeclare('n4', ['isolated'], 'reset')).toMatchObject(
      E.right({ mods: [{ value: -9, citation: 'n4/states/isolated' }] }),
    );
    expect(canDeclare('n3', ['isolated'], 'reset')).toMatchObject(E.right({ mods: [] }));
    expect(names('n5', ['isolated', 'prone'])).toEqual(
      SKILL_IDS.filter((s) => s !== 'change-facing' && s !== 'comms-attack'),
    );
  });

  it('n5/states/isolated, n4/states/isolated, n5/states/imm-b: N4/N5 Isolated disables Hacking: a Comms Attack is refused', () => {
    expect(canDeclare('n5', ['isolated'], 'comms-attack')).toMatchObject(
      E.left({ refusal: { citation: 'n5/states/isolated' } }),
    );
    expect(canDeclare('n4', ['isolated'], 'comms-attack')).toMatchObject(
      E.left({ refusal: { citation: 'n4/states/isolated' } }),
    );
    expect(canDeclare('n4', [], 'comms-attack')).toMatchObject(E.right({}));
    expect(canDeclare('n5', ['imm-b'], 'comms-attack')).toMatchObject(
      E.left({ refusal: { citation: 'n5/states/imm-b' } }),
    );
  });

  const states = fc.subarray([...TROOPER_STATES]);
  test.prop([anEdition, states, states])(
    'adding states never allows more skills, nor fewer MODs',
    (edition, some, more) => {
      const before = allowedSkills(edition, some);
      const after = allowedSkills(edition, [...some, ...more]);
      for (const v of after.allowed) {
        const was = before.allowed.find((b) => b.skill === v.skill);
        expect(was, `${v.skill} allowed with more states but not with fewer`).toBeDefined();
        expect(v.mods.reduce((s, m) => s + m.value, 0)).toBeLessThanOrEqual(
          was?.mods.reduce((s, m) => s + m.value, 0) ?? 0,
        );
      }
      expect(before.allowed.length + before.refused.length).toBe(SKILL_IDS.length);
      expectEditionCitations(edition, after.citations);
    },
  );
});
