import * as t from 'io-ts';
import { CharacteristicC, D6TargetC } from './necromundaPrimitives.ts';

/** A vehicle's profile as the game starts: Toughness by facing, its Location table, how it moves. */
export const NecromundaVehicleC = t.readonly(
  t.type({
    id: t.string,
    name: t.string,
    gang: t.string,
    toughness: t.readonly(t.type({ front: CharacteristicC, side: CharacteristicC, rear: CharacteristicC })),
    wounds: CharacteristicC,
    save: t.union([D6TargetC, t.literal('none')]),
    saveUnmodifiable: t.boolean,
    /** Its Location table's results (entered: the page names none). */
    locations: t.readonlyArray(t.string),
    mobility: t.keyof({ mobile: null, stationary: null }),
    /** The Cool its Nerve tests are taken against, or null when not given. */
    cool: t.union([CharacteristicC, t.null]),
    nerveImmune: t.boolean,
  }),
  'NecromundaVehicle',
);
export type NecromundaVehicle = t.TypeOf<typeof NecromundaVehicleC>;
