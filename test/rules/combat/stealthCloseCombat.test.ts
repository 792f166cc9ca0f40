import { describe, expect, it } from 'vitest';
import {
  combatInstinctAgainstStealth,
  stealthCcAroAllowed,
  stealthCcTriggered,
  stealthDeployableException,
} from '../../../rules/combat/index.ts';

describe('Stealth in close combat: the rule functions', () => {
  it.each(['n4', 'n5'] as const)(
    '%s/skills/stealth-cc: triggered by a Movement then a skill Stealth does not cover, never by movements alone',
    (edition) => {
      const rule = `${edition}/skills/stealth-cc`;
      expect(stealthCcTriggered(edition, ['stealth'], ['move', 'cc-attack'])).toBe(rule);
      expect(stealthCcTriggered(edition, ['stealth'], ['cautious-move', 'bs-attack'])).toBe(rule);
      expect(stealthCcTriggered(edition, ['stealth'], ['move', 'move'])).toBeNull();
      expect(stealthCcTriggered(edition, ['stealth'], ['move'])).toBeNull();
      // No Movement first: the trooper did not reach contact this Order.
      expect(stealthCcTriggered(edition, ['stealth'], ['cc-attack'])).toBeNull();
      expect(stealthCcTriggered(edition, [], ['move', 'cc-attack'])).toBeNull();
      // Idle is covered by Stealth in N5, not in N4.
      expect(stealthCcTriggered(edition, ['stealth'], ['move', 'idle'])).toBe(edition === 'n5' ? null : rule);
    },
  );

  it('n5/skills/stealth-cc: the AROs left are CC Attack, Dodge, Reset and what Engaged allows; not BS Attack nor Comms Attack', () => {
    expect(['cc-attack', 'dodge', 'reset', 'berserk'].every((s) => stealthCcAroAllowed(s as 'dodge'))).toBe(true);
    expect(stealthCcAroAllowed('bs-attack')).toBe(false);
    expect(stealthCcAroAllowed('comms-attack')).toBe(false);
    expect(stealthCcTriggered('n3', ['stealth'], ['move', 'cc-attack'])).toBeNull();
  });

  it('n5/skills/combat-instinct-stealth: Combat Instinct defeats Stealth in N5 only', () => {
    expect(combatInstinctAgainstStealth('n5', ['combat-instinct'])).toBe('n5/skills/combat-instinct-stealth');
    expect(combatInstinctAgainstStealth('n5', [])).toBeNull();
    expect(combatInstinctAgainstStealth('n4', ['combat-instinct'])).toBeNull();
  });

  it.each(['n4', 'n5'] as const)('%s/skills/stealth-deployable: named for a Stealth user only', (edition) => {
    expect(stealthDeployableException(edition, ['stealth'])).toBe(`${edition}/skills/stealth-deployable`);
    expect(stealthDeployableException(edition, [])).toBeNull();
    expect(stealthDeployableException('n3', ['stealth'])).toBeNull();
  });
});
