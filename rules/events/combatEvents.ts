import * as t from 'io-ts';
import {
  CitationIdC,
  DieFaceC,
  IntC,
  NonNegativeIntC,
  NonNegativeNumberC,
  OrderNumberC,
  PositiveIntC,
} from './codecs/index.ts';

/** Combat rulings beyond the rolls: nullified template shots, automatic template hits, stray shots, Dodges, Disposable uses. */
const AllegianceC = t.keyof({ enemy: null, friendly: null, neutral: null }, 'Allegiance');

/** A template shot touched a friendly or Neutral trooper and never happened; the enemies it touched keep their ARO. */
export const ShotNullified = t.readonly(
  t.type({
    type: t.literal('ShotNullified'),
    order: OrderNumberC,
    attacker: t.string,
    weapon: t.string,
    shot: PositiveIntC,
    touching: t.readonlyArray(t.readonly(t.type({ trooper: t.string, side: AllegianceC }))),
    keepAro: t.readonlyArray(t.string),
    expendableUsesSpent: NonNegativeIntC,
    citations: t.readonlyArray(CitationIdC),
  }),
  'ShotNullified',
);

/** A Direct Template or a Mine that needs no roll: it hits once per placement unless the named Normal Dodge roll passed. */
export const TemplateAttackResolved = t.readonly(
  t.type({
    type: t.literal('TemplateAttackResolved'),
    order: OrderNumberC,
    exchange: t.string,
    source: t.string,
    target: t.string,
    weapon: t.string,
    placements: PositiveIntC,
    mine: t.boolean,
    dodge: t.union([t.string, t.null]),
    dodged: t.boolean,
    hits: NonNegativeIntC,
    citations: t.readonlyArray(CitationIdC),
  }),
  'TemplateAttackResolved',
);

/** A failed die of a BS Attack into a Close Combat whose Failure Category fell within the ally MOD: an ally is hit. */
export const FriendlyFireHit = t.readonly(
  t.type({
    type: t.literal('FriendlyFireHit'),
    order: OrderNumberC,
    exchange: t.string,
    attacker: t.string,
    ally: t.string,
    weapon: t.string,
    die: t.string,
    face: DieFaceC,
    sv: IntC,
    failureCategory: PositiveIntC,
    allyMod: IntC,
    citations: t.readonlyArray(CitationIdC),
  }),
  'FriendlyFireHit',
);

const DodgeSourceC = t.readonly(
  t.intersection([
    t.type({ source: t.string, dodgerWon: t.boolean, attackHit: t.boolean }),
    t.partial({ mine: t.keyof({ declaration: null, destination: null }) }),
  ]),
  'DodgeSource',
);

/**
 * One Dodge die read against every source: whether the trooper may move (`inches`: how far), and
 * who still hit it. `moved`: the measured move it made (its declared `dodge-move`), when it moved.
 */
export const DodgeResolved = t.readonly(
  t.intersection([
    t.type({
      type: t.literal('DodgeResolved'),
      order: OrderNumberC,
      trooper: t.string,
      turn: t.keyof({ active: null, reactive: null }),
      against: t.readonlyArray(DodgeSourceC),
      moves: t.boolean,
      inches: NonNegativeNumberC,
      hitBy: t.readonlyArray(t.string),
      minesNotActivated: t.readonlyArray(t.string),
      citations: t.readonlyArray(CitationIdC),
    }),
    t.partial({ moved: t.readonly(t.type({ inches: NonNegativeNumberC, contacts: t.readonlyArray(t.string) })) }),
  ]),
  'DodgeResolved',
);

/** One use of one copy of a Disposable weapon spent by an Attack (`copy` 2 is the second of Twin Weapons). */
export const DisposableSpent = t.readonly(
  t.type({
    type: t.literal('DisposableSpent'),
    order: OrderNumberC,
    trooper: t.string,
    weapon: t.string,
    copy: t.union([t.literal(1), t.literal(2)]),
    key: t.string,
    spent: PositiveIntC,
    remaining: NonNegativeIntC,
    citations: t.readonlyArray(CitationIdC),
  }),
  'DisposableSpent',
);
