import { describe, expect, it } from 'vitest';
import {
  disconnectedAroRefusal,
  disconnectedPeripherals,
  peripheralListProblem,
} from '../../../rules/deployment/index.ts';
import { enterState, initialTable, withTrooper } from '../../../rules/table/index.ts';
import type { ArmyList } from '../../../rules/profiles/index.ts';
import { armyOf } from '../../support/seedTroopers.ts';

const army = (edition: 'n4' | 'n5'): ArmyList => {
  const base = armyOf(edition, 'panoceania', 'doc', [
    { id: 'doc', name: 'Doc', skills: ['doctor'] },
    { id: 'bot', name: 'Servant Bot', type: 'REM', skills: ['peripheral'] },
  ]);
  const group = base.groups[0];
  if (group === undefined) throw new Error('no group');
  return {
    ...base,
    groups: [{ ...group, troopers: group.troopers.map((t) => (t.id === 'bot' ? { ...t, peripheralOf: 'doc' } : t)) }],
  };
};

describe('peripherals', () => {
  it('n5/skills/peripheral: its Controller Dead, the bot is disconnected (once), and a Disconnected bot declares no ARO', () => {
    const table = initialTable('n5', [army('n5')]);
    expect(disconnectedPeripherals(table)).toEqual([]);
    const dead = withTrooper(table, 'doc', (v) => enterState(v, 'dead'));
    expect(disconnectedPeripherals(dead)).toEqual(['bot']);
    const cut = withTrooper(dead, 'bot', (v) => enterState(v, 'disconnected'));
    expect(disconnectedPeripherals(cut)).toEqual([]);
    expect(disconnectedAroRefusal(cut, 'bot')).toMatchObject({ citation: 'n5/skills/peripheral' });
    expect(disconnectedAroRefusal(table, 'bot')).toBeNull();
  });

  it('n5/skills/peripheral: Peripherals are listed in N5 games only', () => {
    expect(peripheralListProblem('n5', army('n5'))).toBeNull();
    expect(peripheralListProblem('n4', army('n4'))).toContain('N5 games only');
  });
});
