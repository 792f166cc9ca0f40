/** A die entered as a D6's face (1..6). */
export const isD6Face = (die: number): boolean => Number.isInteger(die) && die >= 1 && die <= 6;
