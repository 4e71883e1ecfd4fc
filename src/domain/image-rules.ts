/** Image upload checks and storage names. */
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES } from './constants';
import { IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE } from './messages';

/**
 * Checks a chosen image file: MIME type in ALLOWED_IMAGE_TYPES (else IMAGE_NOT_AN_IMAGE) and at most
 * MAX_IMAGE_BYTES (else IMAGE_TOO_LARGE). Returns null when acceptable.
 */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!ALLOWED_IMAGE_TYPES.includes(file.type.toLowerCase())) return IMAGE_NOT_AN_IMAGE;
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/**
 * Storage object name: `{timestamp}-{random}.{ext}` with the original (lowercased, alphanumeric)
 * extension, or none when the original has none. `random` is supplied by the caller (e.g. from
 * crypto.randomUUID) and reduced to [a-z0-9].
 */
export function storageFileName(originalName: string, nowMs: number, random: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(originalName.trim());
  const rand = random.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 16) || '0';
  return `${Math.floor(nowMs)}-${rand}${m ? `.${m[1].toLowerCase()}` : ''}`;
}
