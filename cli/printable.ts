/*
 * What the command prints is safe for a terminal whatever a log holds: a control character or a
 * direction override in a name, a note or a declaration (a log edited by hand can hold anything)
 * would be obeyed — erase a line, hide text, move the cursor, retitle the window. Every one is
 * shown as an escape (`\x1b`, `\u202e`) instead; newlines and tabs stay, and so do the few colour
 * codes Arbiter's own styles use (audit/textStyle.ts), which only colour text.
 */

/** The colour codes of Arbiter's styles: bold, dim, their reset, red, green, yellow, their reset. */
const OWN_SGR = /^\u001b\[(?:1|2|22|31|32|33|39)m/;

// Not global: a global pattern's `test` starts where its last match ended, so a text whose unsafe
// character came first passed unescaped right after a text that ended with one.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const escaped = (ch: string): string => {
  const code = ch.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** The text with every control character and direction override escaped, but newlines, tabs and Arbiter's colours. */
export const printable = (text: string): string => {
  if (!UNSAFE.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === '\u001b') {
      const own = OWN_SGR.exec(text.slice(i));
      if (own !== null) {
        out += own[0];
        i += own[0].length - 1;
        continue;
      }
    }
    out += UNSAFE.test(ch) ? escaped(ch) : ch;
  }
  return out;
};
