import { boundedMemo } from './boundedMemo.ts';
import { possessive } from './possessive.ts';

/** A text with ids replaced by names. */
export type TextNamer = (text: string) => string;

const escaped = (id: string): string => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The namer of lists that name no id otherwise (a generated game's): every text stays as it is. */
const UNNAMED: TextNamer = (text) => text;

/**
 * The texts a log holds as the engine wrote them (a MOD's reason "partial cover from senku", a
 * Fireteam's why "panoceania spends a Command Token…", a Guts Roll's why) name troopers and players
 * by id: this names them as the lists do when they are shown ("Senku", "PanOceania"), and an id's
 * possessive by the name's ("Nomads'"). The logged events are left as they are. An id inside a
 * longer token (a die `senku#1`, an exchange `angus~dodge>mine`, a group `panoceania-1`) is kept.
 */
export const textNamer = (names: Readonly<Record<string, string>>): TextNamer => {
  const ids = Object.keys(names)
    .filter((id) => id !== '' && names[id] !== id)
    .sort((a, b) => b.length - a.length);
  if (ids.length === 0) return UNNAMED;
  const re = new RegExp(`(?<![\\w#>~:@./-])(${ids.map(escaped).join('|')})('s)?(?![\\w#>~:/-])`, 'g');
  const named = (whole: string, id: string, s: string | undefined): string => {
    const name = names[id];
    if (name === undefined) return whole;
    return s === undefined ? name : possessive(name);
  };
  // A game's texts repeat (the same MOD reasons, Order after Order): each distinct one is named once.
  const known = boundedMemo<string>(4096);
  return (text) => known(text, () => text.replace(re, named));
};

/**
 * Each `reason` and `why` text in a display value (a trail entry) named by `name`; the rest as it
 * is, and the `citations` (rules, which name no trooper) not looked into. Only what holds a
 * changed text is copied: an object or array with none is returned itself.
 */
export const namedTexts = <T>(value: T, name: TextNamer): T => {
  // Nothing to name: the walk would only give `value` back (1.5% of a 30k-Order audit of a generated game).
  if (name === UNNAMED) return value;
  const visit = (v: unknown, key: string | null): unknown => {
    if (typeof v === 'string') return key === 'reason' || key === 'why' ? name(v) : v;
    // The rules a line cites (id, edition, title, source) hold no text to name.
    if (typeof v !== 'object' || v === null || key === 'citations') return v;
    if (Array.isArray(v)) {
      const items: readonly unknown[] = v;
      let copy: unknown[] | null = null;
      for (let i = 0; i < items.length; i += 1) {
        const x = items[i];
        const y = visit(x, key);
        if (y !== x) (copy ??= items.slice())[i] = y;
      }
      return copy ?? v;
    }
    const fields = v as Readonly<Record<string, unknown>>;
    let copy: Record<string, unknown> | null = null;
    for (const k in fields) {
      if (!Object.hasOwn(fields, k)) continue;
      const x = fields[k];
      const y = visit(x, k);
      if (y !== x) (copy ??= { ...fields })[k] = y;
    }
    return copy ?? v;
  };
  // The walk keeps every key and the type of every value: only strings change, to strings.
  return visit(value, null) as T;
};

/** The same naming through a namer of ids (`name(id) === id`: not a name the lists give). */
export const textNamerBy =
  (name: (id: string) => string): TextNamer =>
  (text) =>
    text.replace(
      /(?<![\w#>~:@./-])([A-Za-z][\w-]*?)('s)?(?![\w#>~:/-])/g,
      (whole: string, id: string, s: string | undefined) => {
        const named = name(id);
        if (named === id) return whole;
        return s === undefined ? named : possessive(named);
      },
    );
