import { describe, expect, it } from 'vitest';
import { skillOfName } from '../../../recording/lists/builderSkills.ts';

describe('skillOfName: the Army builder names the engine reads', () => {
  it.each([
    ['Doctor', 'doctor'],
    ['Doctor (2W)', 'doctor-2w'],
    ['Engineer', 'engineer'],
    ['MediKit', 'medikit'],
    ['Gizmokit', 'gizmokit'],
    ['Regeneration', 'regeneration'],
    ['V: Dogged', 'dogged'],
    ['Remote Presence', 'remote-presence'],
  ])('%s is read as %s (case, spaces and punctuation aside)', (name, skill) => {
    expect(skillOfName(name)).toBe(skill);
  });

  it('a name it does not read is undefined, for the importer to report', () => {
    expect(skillOfName('Doctor (ReRoll -3)')).toBeUndefined();
    expect(skillOfName('Paramedic')).toBeUndefined();
  });
});
