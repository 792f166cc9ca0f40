/** A name's possessive for people: `Senku's`, `Nomads'` (a name ending in s takes the apostrophe alone). */
export const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
