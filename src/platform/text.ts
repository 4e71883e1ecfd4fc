import { DESKTOP_LIMITS } from './desktop-api';

/** Removes a leading UTF-8 byte-order mark (U+FEFF) from decoded text. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Human-readable size in MB, e.g. 20 MB. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** The message shown when a CSV is over the size cap. */
export function csvTooLargeMessage(name: string, bytes: number, limit = DESKTOP_LIMITS.csvMaxBytes): string {
  return `"${name}" is ${formatMegabytes(bytes)}; CSV files can be at most ${formatMegabytes(limit)}.`;
}
