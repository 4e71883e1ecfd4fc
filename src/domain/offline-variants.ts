/**
 * Which pictures "Save all for offline" keeps on this device: for each entry its hero, its card and
 * the pictures of its body, for each cheese its card and its modal — each as the CDN variant this
 * device's browser would pick from the slot's `srcset` (the slot's CSS width from its `sizes` at this
 * viewport, times the pixel ratio), or the source itself when the CDN does not serve it. Plus the
 * estimate of their bytes for the download's announced size.
 */
import { IMAGE_SLOTS, isTransformable, pickWidth, slotCdnUrl, type ImageHostRules, type ImageSlot } from './image-variants';

/** Cache Storage of the variants the service worker keeps as pages show them (bounded, oldest evicted). */
export const SHOWN_VARIANTS_CACHE = 'cheezopedia-image-variants';
/** Cache Storage of the pictures "Save all for offline" keeps (until it is turned off). */
export const SAVED_IMAGES_CACHE = 'cheezopedia-offline-images';

/** What decides a slot's CSS width on this device. */
export interface Device {
  viewportWidth: number;
  dpr: number;
  /** `window.matchMedia(query).matches` on the device; a query it cannot read counts as not matching. */
  matches(query: string): boolean;
}

/** One length of a `sizes` list in CSS px: `Npx`, `Nvw`, or `calc(A ± B)` of those. */
export function sizesLength(length: string, viewportWidth: number): number | undefined {
  const s = length.trim();
  const calc = /^calc\((.*)\)$/i.exec(s);
  const expr = calc ? calc[1] : s;
  let total = 0;
  let sign = 1;
  const tokens = expr.match(/[+-]|[\d.]+(?:px|vw)/gi);
  if (!tokens || tokens.join('').replace(/\s/g, '') !== expr.replace(/\s/g, '')) return undefined;
  for (const t of tokens) {
    if (t === '+' || t === '-') {
      sign = t === '-' ? -1 : 1;
      continue;
    }
    const value = parseFloat(t);
    total += sign * (/vw$/i.test(t) ? (value * viewportWidth) / 100 : value);
  }
  return total;
}

/** The CSS width a `sizes` attribute gives a slot on this device (the first condition that matches). */
export function slotCssWidth(sizes: string, device: Device): number {
  for (const candidate of sizes.split(',')) {
    const part = candidate.trim();
    const m = /^(\(.*\))\s+(\S.*)$/.exec(part);
    if (m && !device.matches(m[1])) continue;
    const width = sizesLength(m ? m[2] : part, device.viewportWidth);
    if (width !== undefined) return Math.max(1, width);
  }
  return device.viewportWidth;
}

/** The URL this device loads for a source in a slot: the CDN variant it would pick, or the source. */
export function deviceImageUrl(src: string, slot: ImageSlot, rules: ImageHostRules, device: Device): string {
  if (!isTransformable(src, rules)) return src.trim();
  return slotCdnUrl(src, slot, pickWidth(slot, slotCssWidth(IMAGE_SLOTS[slot].sizes, device), device.dpr));
}

/**
 * The sources of a markdown body's pictures (`![alt](url "title")` and `![alt](<url with spaces>)`,
 * the only images the body renders; spaces come out encoded, as the renderer writes them).
 */
export function markdownImageSources(content: string): string[] {
  const out: string[] = [];
  for (const m of content.matchAll(/!\[[^\]]*\]\(\s*(?:<([^>\n]*)>|([^)\s]+))(?:\s+["'(][^)]*)?\s*\)/g)) {
    out.push(m[1] !== undefined ? m[1].replace(/ /g, '%20') : m[2]);
  }
  return out;
}

export interface OfflineEntry {
  image_url: string | null;
  content: string;
}
export interface OfflineCheese {
  image_url: string | null;
}

/** Pictures that can be kept: on this site or its CDN, or http(s) elsewhere (not data:/blob: or local ones). */
function keepable(src: string): boolean {
  return /^(\/(?!\/)|https?:\/\/)/i.test(src.trim());
}

/** Every picture URL this device would load for these entries and cheeses, once each. */
export function offlineImageUrls(entries: readonly OfflineEntry[], cheeses: readonly OfflineCheese[], rules: ImageHostRules, device: Device): string[] {
  const urls = new Set<string>();
  const add = (src: string | null | undefined, slots: ImageSlot[]) => {
    if (!src || !keepable(src)) return;
    for (const slot of slots) urls.add(deviceImageUrl(src, slot, rules, device));
  };
  for (const e of entries) {
    add(e.image_url, ['entry-hero', 'card']);
    for (const src of markdownImageSources(e.content ?? '')) add(src, ['entry-body']);
  }
  for (const c of cheeses) add(c.image_url, ['cheese-card', 'cheese-modal']);
  return [...urls];
}

/**
 * The bytes of a photo variant `width` px wide, for the download's estimate: a 4:3 picture at
 * 0.15 byte per pixel (WebP at the CDN's quality 70 measured 0.1–0.2 on phone photos). A source the
 * CDN does not serve (an illustration) counts as one 600 px variant.
 */
export function estimatedVariantBytes(url: string): number {
  const w = Number(new URLSearchParams(url.split('?')[1] ?? '').get('w')) || 600;
  return Math.round(w * w * 0.75 * 0.15);
}
