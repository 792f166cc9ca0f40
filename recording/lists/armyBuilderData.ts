import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { decodeFailure } from '../decodeFailure.ts';
import { formatPath } from '../sourceMap.ts';

/*
 * The shapes of the Army builder's data files, as public code reads them (twonirwana/Infinity-Data,
 * model/unit/*.java, model/Metadata.java). Only the fields the importer reads are checked; the
 * files hold many more, which are let through. Arbiter ships none of this data: the user gives it.
 */

/** A weapon, skill or piece of equipment a profile or option lists, by id (`extra`: the ids of its bracketed values). */
const ItemC = t.intersection([t.type({ id: t.number }), t.partial({ extra: t.array(t.number), order: t.number })]);

const ProfileC = t.intersection([
  t.type({
    id: t.number,
    name: t.string,
    move: t.array(t.number),
    cc: t.number,
    bs: t.number,
    ph: t.number,
    wip: t.number,
    arm: t.number,
    bts: t.number,
    w: t.number,
    s: t.number,
    type: t.number,
  }),
  t.partial({
    isStr: t.boolean,
    chars: t.array(t.number),
    weapons: t.array(ItemC),
    skills: t.array(ItemC),
    equip: t.array(ItemC),
  }),
]);

const OptionC = t.intersection([
  t.type({ id: t.number, name: t.string }),
  t.partial({
    weapons: t.array(ItemC),
    skills: t.array(ItemC),
    equip: t.array(ItemC),
    chars: t.array(t.number),
    /** The troopers the option brings along (a peripheral, a pilot): profile group and option, `q` of them. */
    includes: t.array(t.intersection([t.type({ group: t.number, option: t.number }), t.partial({ q: t.number })])),
  }),
]);

const ProfileGroupC = t.type({ id: t.number, profiles: t.array(ProfileC), options: t.array(OptionC) });

const UnitC = t.intersection([
  t.type({ id: t.number, name: t.string, profileGroups: t.array(ProfileGroupC) }),
  t.partial({ isc: t.string, slug: t.string }),
]);

const NamedC = t.type({ id: t.number, name: t.string });
const NamedListC = t.array(NamedC);

export const UnitDataC = t.type({
  units: t.array(UnitC),
  filters: t.partial({
    type: NamedListC,
    chars: NamedListC,
    weapons: NamedListC,
    skills: NamedListC,
    equip: NamedListC,
    extras: NamedListC,
  }),
});

export const MetadataC = t.partial({ weapons: NamedListC, skills: NamedListC, equips: NamedListC });

export type UnitData = t.TypeOf<typeof UnitDataC>;
export type Metadata = t.TypeOf<typeof MetadataC>;
export type BuilderUnit = t.TypeOf<typeof UnitC>;
export type BuilderProfile = t.TypeOf<typeof ProfileC>;
export type BuilderOption = t.TypeOf<typeof OptionC>;
export type BuilderItem = t.TypeOf<typeof ItemC>;

/** Reads one of the data files (JSON): `what` names it in the reason. */
export const readBuilderJson = <A>(text: string, what: string, codec: t.Decoder<unknown, A>): E.Either<string, A> => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return E.left(`the ${what} is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const decoded = codec.decode(data);
  if (E.isRight(decoded)) return decoded;
  const issue = decodeFailure(decoded.left);
  return E.left(`the ${what} is not in the Army builder's shape: ${formatPath(issue.path)}: ${issue.message}`);
};
