/** Text made safe inside HTML (element content and double-quoted attribute values). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&#39;';
    }
  });

/** An element with escaped attribute values; `body` is HTML already (escape text with {@link escapeHtml}). */
export const tag = (name: string, attributes: Readonly<Record<string, string>>, body = ''): string => {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');
  return `<${name}${attrs}>${body}</${name}>`;
};
