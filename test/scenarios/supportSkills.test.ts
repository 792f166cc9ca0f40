import { describe, expect, it } from 'vitest';
import { given, ofType } from '../support/scenario.ts';
import { orderCommands } from '../support/orderScript.ts';
import { downed, support, supportGame } from '../support/supportTable.ts';

// Support skills (docs/rulings.md "Support skills"): Doctor, Engineer and the MediKit in
// Silhouette contact. The Morat's Combi Rifle first leaves the patient with one Wound (Unconscious).
describe('support skills: Doctor', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/skills/doctor: the Doctor (WIP 13) in Silhouette contact rolls a 7: Angus removes his Wound and is no longer Unconscious (still Prone)',
    (edition) => {
      const { session, events } = given(supportGame(edition)).when([
        ...downed('angus', edition),
        ...orderCommands(support('doctor', 'doctor', 'angus', [7])),
      ]);
      const roll = ofType(events, 'NormalRollResolved').at(-1)!;
      expect(roll.roller).toMatchObject({ trooper: 'doctor', skill: 'doctor' });
      expect(roll.roller.sv.value).toBe(13);
      const healed = ofType(events, 'WoundsInflicted').at(-1);
      expect(healed).toMatchObject({ trooper: 'angus', wounds: 0, total: 0, citations: [`${edition}/skills/doctor`] });
      expect(ofType(events, 'StateLeft').at(-1)).toMatchObject({ trooper: 'angus', state: 'unconscious' });
      const angus = session.table().troopers['angus'];
      expect(angus?.woundsReceived).toBe(0);
      expect(angus?.states).toEqual(['prone']);
    },
  );
});
