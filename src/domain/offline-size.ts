/** Figures of "Save all for offline": a readable size and the download's progress. */

/** '1.2 MB', '340 KB', '12 B'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.max(0, Math.round(bytes))} B`;
}

/** Percent of `total` rows held (0–100, whole numbers). */
export function saveAllProgress(held: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((held / total) * 100));
}
