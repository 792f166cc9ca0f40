import { ArmyListFileC, UnitLibraryC } from '../../recording/lists/index.ts';
import { formatSchema } from './recordedGameSchema.ts';

/** The JSON Schema of an army list (docs/army-lists.md), as the committed file holds it. */
export const armyListSchemaText = (): string =>
  `${JSON.stringify(
    formatSchema(ArmyListFileC, {
      $id: 'https://arbiter.local/schemas/army-list@1.json',
      title: 'Arbiter army list (arbiter/army-list@1)',
      description:
        "One player's army: Combat Groups of troopers named from a unit library (profile, id, name, loadout) or given inline as a recorded game's troopers are. See docs/army-lists.md.",
    }),
    null,
    2,
  )}\n`;

/** The JSON Schema of a unit library (docs/army-lists.md), as the committed file holds it. */
export const unitLibrarySchemaText = (): string =>
  `${JSON.stringify(
    formatSchema(UnitLibraryC, {
      $id: 'https://arbiter.local/schemas/unit-library@1.json',
      title: 'Arbiter unit library (arbiter/unit-library@1)',
      description:
        'Unit profiles an army list names by id: a recorded-game trooper without its own id, with loadout choices. See docs/army-lists.md.',
    }),
    null,
    2,
  )}\n`;
