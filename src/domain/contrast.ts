/**
 * WCAG 2.x colour contrast (pure): relative luminance of sRGB colours and the contrast ratio of a
 * text/background pair. AA asks 4.5:1 for normal text, 3:1 for large text and UI component edges.
 */

/** WCAG AA minimum for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;

/**
 * Parses `#rgb`, `#rrggbb` or `rgb(r, g, b)` into 0–255 channels; null for anything else
 * (named colours, transparent, rgba with alpha < 1).
 */
export function parseColor(value: string): [number, number, number] | null {
  const v = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  if (short) return [short[1], short[2], short[3]].map((h) => parseInt(h + h, 16)) as [number, number, number];
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(v);
  if (long) return [long[1], long[2], long[3]].map((h) => parseInt(h, 16)) as [number, number, number];
  if (v === '#fff' || v === 'white') return [255, 255, 255];
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*(1|1\.0+))?\s*\)$/.exec(v);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

/** Relative luminance (0 black … 1 white) of an sRGB colour. */
export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio (1 … 21) of two colours given as CSS hex or rgb(); throws on an unparseable colour. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) throw new Error(`Cannot compute contrast of ${a} / ${b}`);
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
