/**
 * The placeholder painted in a picture's slot while the picture loads: a ThumbHash (about 25 bytes,
 * stored with the row as base64), computed on the device at upload from a ≤ 100 px thumbnail, and
 * turned back into a tiny PNG data URL by the server renderer and the browser alike.
 */
import { rgbaToThumbHash, thumbHashToDataURL } from 'thumbhash';

/** The longest stored placeholder (base64 characters); the database holds the same bound. */
export const IMAGE_PLACEHOLDER_MAX_LENGTH = 64;

/** Base64 (standard alphabet, padded) of 5 to 48 bytes: the shape of every ThumbHash. */
const PLACEHOLDER_SHAPE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array | null {
  if (text.length < 8 || text.length > IMAGE_PLACEHOLDER_MAX_LENGTH || !PLACEHOLDER_SHAPE.test(text)) return null;
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** True when a stored value has a placeholder's shape (what the row validators and the database accept). */
export function isImagePlaceholder(value: unknown): value is string {
  return typeof value === 'string' && fromBase64(value) !== null;
}

/** The row rule: a placeholder is absent, null or a ThumbHash (the database's check says the same). */
export const IMAGE_PLACEHOLDER_INVALID = 'The image placeholder must be a ThumbHash in base64 (at most 64 characters).';

/** IMAGE_PLACEHOLDER_INVALID when a row's image_placeholder is neither absent, null nor a ThumbHash. */
export function imagePlaceholderProblem(row: { image_placeholder?: unknown }): string | null {
  const v = row.image_placeholder;
  return v === undefined || v === null || isImagePlaceholder(v) ? null : IMAGE_PLACEHOLDER_INVALID;
}

/** The placeholder to store with an image URL: none without an image, none that is not a ThumbHash. */
export function placeholderFor(imageUrl: string | null | undefined, placeholder: string | null | undefined): string | null {
  return imageUrl && imageUrl.trim() && isImagePlaceholder(placeholder) ? placeholder : null;
}

/** The ThumbHash (base64) of an RGBA thumbnail of at most 100 × 100 pixels. */
export function placeholderFromRgba(width: number, height: number, rgba: ArrayLike<number>): string {
  if (!(width >= 1 && height >= 1 && width <= 100 && height <= 100) || rgba.length !== width * height * 4) {
    throw new Error(`A placeholder is computed from 1–100 px RGBA pixels, not ${width}×${height} (${rgba.length} bytes)`);
  }
  return toBase64(rgbaToThumbHash(width, height, rgba));
}

/** A stored ThumbHash as a `data:image/png` URL to paint the slot with, or null when it is not one. */
export function placeholderDataUrl(hash: string): string | null {
  const bytes = fromBase64(hash.trim());
  if (!bytes) return null;
  try {
    const url = thumbHashToDataURL(bytes);
    return url.startsWith('data:image/png;base64,') ? url : null;
  } catch {
    return null;
  }
}
