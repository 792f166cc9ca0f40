import type { ArbiterEvent } from '../../events/index.ts';

/** Nouns whose count is written with them. */
const COUNTED = [
  'Order',
  'hit',
  'Critical',
  'Wound',
  'success',
  'roll',
  'die',
  'use',
  'time',
  'placement',
  'Command Token',
  'trooper',
  'point',
  'event',
  'record',
  'line',
  'Regular Order',
  'Irregular Order',
  'Lieutenant Order',
  'Tactical Order',
  'Impetuous Order',
  'ruling',
  'Objective Point',
  'failed roll',
];
const PLURALS: Readonly<Record<string, string>> = { success: 'successes', die: 'dice' };
const many = (noun: string): string => PLURALS[noun] ?? `${noun}s`;

/** Words that take "an" although written with a consonant, or "a" although written with a vowel. */
const AN_BEFORE_CONSONANT = /^(hour|honest|HI|HMG|ARO|ARM|MOD|LoF|SV|N[345]|X|R|F|L|M|S|E\/M)(?![a-z])/;
const A_BEFORE_VOWEL = /^(one|once|unit|use|usual|Unconscious-?|uni|European|eu|US|UT)/i;

/** The slips in one line of text: possessives, counts, articles, ids where a name exists. */
export const slipsIn = (text: string, ids: ReadonlySet<string>, logged: readonly string[] = []): string[] => {
  const out: string[] = [];
  for (const m of text.matchAll(/\b([A-Za-z][\w-]*s)'s\b/g)) out.push(`possessive "${m[0]}" (write ${m[1] ?? ''}')`);
  for (const m of text.matchAll(/\bit's\b/gi)) out.push(`"${m[0]}" (a contraction, or "its"?)`);
  for (const noun of COUNTED) {
    // Not after a capitalised word: "Fusilier 1 hits" is a name and a verb.
    const one = new RegExp(`(?<![\\d.,/-]|[A-Z]\\w* )\\b1 ${many(noun)}\\b`, 'g');
    for (const m of text.matchAll(one)) out.push(`count "${m[0]}"`);
    const several = new RegExp(`(?<![\\d.,/-])\\b(0|[2-9]|\\d{2,}) ${noun}\\b(?![-\\w])`, 'g');
    for (const m of text.matchAll(several)) out.push(`count "${m[0]}"`);
  }
  for (const m of text.matchAll(/(?<![\w-])(a) ([A-Za-z][\w/-]*)/g)) {
    const word = m[2] ?? '';
    if (/^[aeiou]/i.test(word) && !A_BEFORE_VOWEL.test(word)) out.push(`article "${m[0]}"`);
  }
  for (const m of text.matchAll(/(?<![\w-])(an) ([A-Za-z][\w/-]*)/g)) {
    const word = m[2] ?? '';
    if (!/^[aeiou]/i.test(word) && !AN_BEFORE_CONSONANT.test(word)) out.push(`article "${m[0]}"`);
  }
  // Ids are looked for outside the texts the players wrote (the game's title) and the places that name a point or a skill key: `→ mendoza 3"`, `reacting at mendoza`,
  // `(doctor)`, `(skills: engineer, idle)`, and a deployment line's `Name (id)`.
  let rest = text.replace(/\(skills: [^)]*\)/g, '');
  for (const l of logged) rest = rest.split(l).join(' ');
  for (const id of ids) {
    const esc = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Die ids (senku#1), exchanges (angus~dodge>ap-mine) and group ids (panoceania-1) are ids by design.
    const re = new RegExp(`(?<![\\w#>~:@./(-])(?<!→ |reacting at |trooper at )${esc}(?![\\w#>~:/)-]| \\d+")`, 'g');
    for (const m of rest.matchAll(re)) out.push(`id "${m[0]}" where the list names it`);
  }
  return out;
};

/**
 * Ids the army lists give a different name: each trooper's, and each player's (named by its
 * faction). An id that is also a skill key of the game (a trooper `doctor` and the skill `doctor`)
 * is read as the skill.
 */
export const namedIds = (events: readonly ArbiterEvent[]): Set<string> => {
  const ids = new Set<string>();
  const skills = new Set<string>();
  const visit = (v: unknown, key: string | null): void => {
    if (typeof v === 'string') {
      if (key === 'skill' || key === 'skills') skills.add(v);
      return;
    }
    if (Array.isArray(v)) for (const x of v) visit(x, key);
    else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) visit(x, k);
  };
  for (const e of events) {
    visit(e, null);
    if (e.type === 'GameStarted')
      for (const a of e.armies) {
        if (a.player !== a.faction) ids.add(a.player);
        for (const g of a.groups) for (const t of g.troopers) if (t.id !== t.name) ids.add(t.id);
      }
  }
  for (const s of skills) ids.delete(s);
  return ids;
};

/**
 * The free texts a log holds as the players wrote them: the game's title. (The texts the engine
 * wrote, a MOD's reason or a Fireteam's why, name troopers by id in the log and are named when shown.)
 */
export const loggedTexts = (events: readonly ArbiterEvent[]): string[] => {
  const out = new Set<string>();
  const visit = (v: unknown, key: string | null): void => {
    if (typeof v === 'string') {
      if (key === 'title') out.add(v);
      return;
    }
    if (Array.isArray(v)) for (const x of v) visit(x, key);
    else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) visit(x, k);
  };
  for (const e of events) visit(e, null);
  // Longest first, so that a text inside another is taken out with it.
  return [...out].sort((a, b) => b.length - a.length);
};
