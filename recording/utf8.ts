/** Where the bytes stop being well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF), or -1. */
export const firstInvalidUtf8 = (bytes: Uint8Array): number => {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    const extra =
      lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : 0;
    if (extra === 0) return i;
    // The second byte's range excludes overlong forms, surrogates and code points above U+10FFFF.
    const lo = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const hi = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= extra; k += 1) {
      const b = bytes[i + k];
      if (b === undefined || b < (k === 1 ? lo : 0x80) || b > (k === 1 ? hi : 0xbf)) return i;
    }
    i += extra + 1;
  }
  return -1;
};

/** The line and column (1-based, in characters) of a byte offset of well-formed UTF-8 before it. */
export const bytePosition = (bytes: Uint8Array, offset: number): { readonly line: number; readonly column: number } => {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i += 1)
    if (bytes[i] === 0x0a) {
      line += 1;
      lineStart = i + 1;
    }
  const before = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(lineStart, offset));
  return { line, column: [...before].length + 1 };
};
