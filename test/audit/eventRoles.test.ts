import { describe, expect, it } from 'vitest';
import { EVENT_ROLES, isDerived } from '../../audit/index.ts';
import { EVENT_TYPES, RULING_TYPES } from '../../events/index.ts';

describe('event roles', () => {
  it('every event type has a role, and every catalogue ruling is compared by re-adjudication', () => {
    expect(Object.keys(EVENT_ROLES).sort()).toEqual([...EVENT_TYPES].sort());
    for (const t of RULING_TYPES) expect(isDerived(t), t).toBe(true);
  });

  it('declarations are re-sent, not compared (except the AROs lost when declarations close, which the engine works out)', () => {
    const declarations = EVENT_TYPES.filter((t) => EVENT_ROLES[t] === 'declaration');
    expect(declarations.filter(isDerived)).toEqual(['AroDeclarationsClosed']);
    expect(declarations).toEqual(
      expect.arrayContaining(['SkillDeclared', 'AroDeclared', 'MeasurementRecorded', 'DiceRolled', 'TrooperActivated']),
    );
  });
});
