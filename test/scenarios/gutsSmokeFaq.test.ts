import { describe, expect, it } from 'vitest';
import { given, only, ofType } from '../support/scenario.ts';
import { turn } from '../support/orderScript.ts';
import { gutsInput, gutsTable } from '../support/gutsTable.ts';

// Guts seed, N4 FAQ 1.0: Smoke Grenades cause no Guts Roll — an Attack with no Damage that
// inflicts no State does not qualify. The die is ours.
describe('Guts seed FAQ: Smoke causes no Guts Roll (N4)', () => {
  it('n4/guts/requirements, n4/guts/no-damage-no-state: a successful Smoke Grenade on the Morat: no Saving Roll, and no Guts Roll, citing the FAQ', () => {
    const { events } = given(gutsInput()).when(
      turn('panoceania', {
        trooper: 'fusilier1',
        first: { skill: 'bs-attack', weapon: 'smoke-grenades', targets: [{ target: 'morat', burst: 1 }] },
        table: gutsTable,
        dice: { fusilier1: [6] },
      }),
    );
    expect(only(events, 'HitsScored')).toMatchObject({
      attacker: 'fusilier1',
      target: 'morat',
      weapon: 'smoke-grenades',
      hits: 1,
    });
    expect(ofType(events, 'SavingRollResolved')).toEqual([]);
    expect(only(events, 'GutsRequirementChecked')).toMatchObject({
      trooper: 'morat',
      required: false,
      why: expect.stringMatching(/Smoke/),
      citations: ['n4/guts/requirements', 'n4/guts/no-damage-no-state'],
    });
  });
});
