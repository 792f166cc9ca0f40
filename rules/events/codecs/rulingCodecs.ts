import type { Same } from './sameType.ts';
import * as t from 'io-ts';
import type { DieOutcome, Mod, SuccessValue } from '../../dice/index.ts';
import { CitationIdC, DieFaceC, IntC } from './primitives.ts';

export const ModC = t.readonly(t.type({ value: IntC, reason: t.string, citation: CitationIdC }), 'Mod');

export const SuccessValueC = t.readonly(
  t.type({
    attribute: t.string,
    base: IntC,
    mods: t.readonlyArray(ModC),
    rawModTotal: IntC,
    modTotal: IntC,
    value: IntC,
    citations: t.readonlyArray(CitationIdC),
  }),
  'SuccessValue',
);

export const JudgedDieC = t.readonly(
  t.type({
    face: DieFaceC,
    sv: IntC,
    result: IntC,
    success: t.boolean,
    critical: t.boolean,
    citation: CitationIdC,
  }),
  'JudgedDie',
);

export const DieFateC = t.union(
  [
    t.readonly(t.type({ kind: t.literal('failed') })),
    t.readonly(t.type({ kind: t.literal('hit') })),
    t.readonly(t.type({ kind: t.literal('critical-hit') })),
    t.readonly(t.type({ kind: t.literal('cancelled'), by: t.readonlyArray(t.string) })),
    t.readonly(t.type({ kind: t.literal('tie'), with: t.readonlyArray(t.string) })),
    t.readonly(t.type({ kind: t.literal('critical-cancelled'), by: t.readonlyArray(t.string) })),
  ],
  'DieFate',
);

export const DieOutcomeC = t.readonly(
  t.type({ id: t.string, roller: t.string, die: JudgedDieC, fate: DieFateC }),
  'DieOutcome',
);

const sameMod: Same<t.TypeOf<typeof ModC>, Mod> = true;
const sameSv: Same<t.TypeOf<typeof SuccessValueC>, SuccessValue> = true;
const sameDie: Same<t.TypeOf<typeof DieOutcomeC>, DieOutcome> = true;
export const RULING_CODECS_MATCH_RULES = sameMod && sameSv && sameDie;
