/**
 * The times a recipe shows its readers, read from its Preparation Time and Cook Time as written
 * (duration.ts: read, never guessed):
 * - `total`: preparation + cook time, the figure recipe pages lead with — only when both are read
 *   (the structured data's totalTime follows the same rule);
 * - `ready`: what a recipe card shows instead of a reading time — the total, or, for a recipe with
 *   only one of the two times (a salad has no cook time), that time; nothing when a time is written
 *   but cannot be read (a total from the other alone would claim it takes no time).
 */
import { formatMinutes, readDuration, totalDuration, type Duration } from './duration';

export interface RecipeTimes {
  total: string | null;
  ready: string | null;
}

/** "45 min", "1 h 30 min"; a range as "35–45 min" or "1 h – 1 h 30 min". */
export function formatDuration(d: Duration): string {
  if (!d.range) return formatMinutes(d.minutes);
  const { low, high } = d.range;
  return high < 60 ? `${low}–${high} min` : `${formatMinutes(low)} – ${formatMinutes(high)}`;
}

const blank = (text: string | null | undefined) => !text || !text.trim();

export function recipeTimes(preparation: string | null | undefined, cooking: string | null | undefined): RecipeTimes {
  const total = totalDuration(preparation, cooking);
  let ready = total;
  if (!ready && blank(cooking)) ready = readDuration(preparation);
  if (!ready && blank(preparation)) ready = readDuration(cooking);
  return { total: total ? formatDuration(total) : null, ready: ready ? formatDuration(ready) : null };
}
