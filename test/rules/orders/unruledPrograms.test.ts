import { describe, expect, it } from 'vitest';
import { unruledProgramRefusal } from '../../../rules/orders/unruledPrograms.ts';

// rules/orders/unruledPrograms.ts: the programs of the wiki's Hacking pages whose pages were not
// read (or whose State is not modelled) are refused by name, with the reason and the rule.
describe('Hacking Programs not ruled', () => {
  it('n5/hacking/unruled-programs, n4/hacking/unruled-programs: Oblivion, Trinity, White Noise, Cybermask, Maestro, Overlord are refused with their name', () => {
    for (const id of ['oblivion', 'trinity', 'white-noise', 'cybermask', 'maestro', 'overlord', 'zero-pain']) {
      expect(unruledProgramRefusal('n5', id)?.citation).toBe('n5/hacking/unruled-programs');
      expect(unruledProgramRefusal('n4', id)?.citation).toBe('n4/hacking/unruled-programs');
    }
    expect(unruledProgramRefusal('n5', 'trinity')?.reason).toMatch(/^Trinity: its page was not among the sources/);
  });

  it('n5/states/possessed, n4/states/possessed: Total Control is refused because Possessed is not modelled', () => {
    expect(unruledProgramRefusal('n5', 'total-control')).toMatchObject({
      citation: 'n5/states/possessed',
      reason: expect.stringMatching(/Possessed/),
    });
    expect(unruledProgramRefusal('n4', 'total-control')?.citation).toBe('n4/states/possessed');
  });

  it('n4/hacking/unruled-programs: N4 Spotlight is refused (N4 Targeted not read); N5 Spotlight and Carbonite are not refused here', () => {
    expect(unruledProgramRefusal('n4', 'spotlight')?.citation).toBe('n4/hacking/unruled-programs');
    expect(unruledProgramRefusal('n5', 'spotlight')).toBeNull();
    expect(unruledProgramRefusal('n5', 'carbonite')).toBeNull();
    expect(unruledProgramRefusal('n5', 'sparkle')).toBeNull();
  });
});
