import * as t from 'io-ts';
import type { Readings } from '../../readings.ts';
import type { Same } from './sameType.ts';

/** The readings a game is played under (rules/readings.ts). */
export const ReadingsC = t.readonly(
  t.partial({
    'n4-zoc-aro': t.keyof({ 'errata-1.1.1': null, 'first-printing': null }),
  }),
  'Readings',
);

const sameReadings: Same<t.TypeOf<typeof ReadingsC>, Readings> = true;
export const READINGS_CODEC_MATCHES_RULES = sameReadings;
