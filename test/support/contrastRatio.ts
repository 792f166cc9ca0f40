/** `#rrggbb`, or `rgb(r, g, b)` / `rgba(r, g, b, a)` as computed styles give it (an opaque colour: alpha is ignored). */
const channels = (css: string): readonly [number, number, number] => {
  const hex = /^\s*#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})\s*$/i.exec(css);
  if (hex !== null) return [parseInt(hex[1] ?? '', 16), parseInt(hex[2] ?? '', 16), parseInt(hex[3] ?? '', 16)];
  const m = /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(css);
  if (m === null) throw new Error(`not an rgb() or #rrggbb colour: ${css}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
};

/** WCAG 2 relative luminance of an sRGB colour. */
const luminance = (css: string): number => {
  const [r, g, b] = channels(css).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG 2 contrast ratio of two colours (1 to 21); text needs 4.5 (AA). */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
