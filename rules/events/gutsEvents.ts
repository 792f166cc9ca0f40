import * as t from 'io-ts';
import { CitationIdC, DieOutcomeC, OrderNumberC, SuccessValueC } from './codecs/index.ts';

/** Conclusion: whether a trooper owes a Guts Roll, the roll (or its failure by choice), and the fallback taken. */
export const GutsRequirementChecked = t.readonly(
  t.type({
    type: t.literal('GutsRequirementChecked'),
    order: OrderNumberC,
    trooper: t.string,
    required: t.boolean,
    why: t.string,
    citations: t.readonlyArray(CitationIdC),
  }),
  'GutsRequirementChecked',
);

export const GutsRollResolved = t.readonly(
  t.type({
    type: t.literal('GutsRollResolved'),
    order: OrderNumberC,
    trooper: t.string,
    /** `courage`: passed automatically by a trooper with Courage (no die). */
    choice: t.keyof({ roll: null, 'fail-on-purpose': null, courage: null }),
    sv: t.union([SuccessValueC, t.null]),
    dice: t.readonlyArray(DieOutcomeC),
    passed: t.boolean,
    citations: t.readonlyArray(CitationIdC),
  }),
  'GutsRollResolved',
);

export const GutsOptionC = t.keyof({ 'leave-lof': null, 'reach-cover': null, 'go-prone': null }, 'GutsOption');

/** The fallback a trooper took after failing Guts: the first option the table said was possible. */
export const GutsMoved = t.readonly(
  t.type({
    type: t.literal('GutsMoved'),
    order: OrderNumberC,
    trooper: t.string,
    option: GutsOptionC,
    citations: t.readonlyArray(CitationIdC),
  }),
  'GutsMoved',
);
