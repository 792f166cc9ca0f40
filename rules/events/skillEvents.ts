import * as t from 'io-ts';
import { CitationIdC, OrderNumberC, TrooperSkillC } from './codecs/index.ts';

/**
 * A trooper gains Special Skills for the rest of the game (Frenzy, rules/combat/frenzy.ts): ruled
 * in the States Phase, numbered with the Turn's last Order. Folded into the trooper's profile,
 * so every rule reads a gained skill like a listed one (Impetuous's Order, its Marker ban…).
 */
export const SkillGained = t.readonly(
  t.type({
    type: t.literal('SkillGained'),
    order: OrderNumberC,
    trooper: t.string,
    skills: t.readonlyArray(TrooperSkillC),
    citations: t.readonlyArray(CitationIdC),
  }),
  'SkillGained',
);
