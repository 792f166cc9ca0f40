/*
 * Ids are ASCII. A letter of another script that looks like an ASCII one (Cyrillic а, Greek ο,
 * a fullwidth Ａ…) makes an id that reads the same as another and is not: such an id is refused
 * with the ASCII spelling it looks like.
 */

/** Letters of other scripts drawn like an ASCII letter (the common confusables). */
const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'B',
  е: 'e',
  к: 'k',
  м: 'M',
  н: 'H',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 'T',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  Ԛ: 'Q',
  Ԝ: 'W',
  // Greek
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  τ: 't',
  υ: 'u',
  χ: 'x',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Latin letters that are not ASCII but read as one
  ı: 'i',
  ȷ: 'j',
  ℓ: 'l',
  // dashes and the like
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '−': '-',
  '﹣': '-',
  '－': '-',
};

const ID_CHAR = /^[A-Za-z0-9_-]$/;

const scriptOf = (ch: string): string => {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp >= 0x0400 && cp <= 0x052f) return 'Cyrillic';
  if (cp >= 0x0370 && cp <= 0x03ff) return 'Greek';
  if (cp >= 0xff00 && cp <= 0xffef) return 'fullwidth';
  return 'non-ASCII';
};

const codePoint = (ch: string): string => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** One character as an ASCII id character it looks like, or null. */
const asciiOf = (ch: string): string | null => {
  if (ID_CHAR.test(ch)) return ch;
  const mapped = CONFUSABLES[ch];
  if (mapped !== undefined) return mapped;
  const compat = ch.normalize('NFKC');
  return compat.length === 1 && ID_CHAR.test(compat) ? compat : null;
};

export interface LookAlike {
  /** The ASCII id it reads as. */
  readonly ascii: string;
  /** The first character that is not ASCII, described: `А (U+0410, Cyrillic)`. */
  readonly culprit: string;
}

/** When `id` is not ASCII but every character looks like an ASCII id character: the ASCII id it reads as. */
export const asciiLookAlike = (id: string): LookAlike | null => {
  let ascii = '';
  let culprit: string | null = null;
  for (const ch of id) {
    const a = asciiOf(ch);
    if (a === null) return null;
    if (a !== ch && culprit === null) culprit = `${ch} (${codePoint(ch)}, ${scriptOf(ch)})`;
    ascii += a;
  }
  return culprit === null ? null : { ascii, culprit };
};

/** The first character of `id` that may not be in an id, described for a message. */
export const firstBadIdChar = (id: string): string | null => {
  for (const ch of id)
    if (!ID_CHAR.test(ch))
      return ch === ' ' ? 'a space' : /\s/.test(ch) ? `a blank (${codePoint(ch)})` : `${ch} (${codePoint(ch)})`;
  return null;
};
