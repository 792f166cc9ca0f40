import { READING_CHOICES, READING_IDS, type Readings } from '../rules/readings.ts';

/** ` (read as: n4-zoc-aro first-printing)` for the readings that differ from the default; '' when none does. */
export const describeReadings = (readings: Readings): string => {
  const chosen = READING_IDS.flatMap((id) => {
    const value = readings[id];
    return value === undefined || value === READING_CHOICES[id][0] ? [] : [`${id} ${value}`];
  });
  return chosen.length === 0 ? '' : ` (read as: ${chosen.join(', ')})`;
};
