/**
 * The product's one date format: day, short month and year in the reader's locale ('3 Nov 2026' in
 * en-GB, 'Nov 3, 2026' in en-US), with the time where the time matters (edits, versions, sends,
 * activity: '3 Nov 2026, 09:05'). Every screen formats dates through here; no relative times
 * ('5 minutes ago') and no ISO dates on screen. `locale` undefined = the reader's (the browser's);
 * the server renderer passes a fixed one.
 */

export interface DateFormatOptions {
  /** BCP 47 locale; undefined: the reader's. */
  locale?: string;
  /** Include the year (default true). */
  year?: boolean;
  /** Include hours and minutes (default false). */
  time?: boolean;
  /** IANA time zone; undefined: the reader's. Calendar days ('2026-11-03') are read in UTC. */
  timeZone?: string;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `value` (ISO timestamp, calendar day or Date) in the product's format; '' when it is not a date. */
export function formatDate(value: string | Date | null | undefined, options: DateFormatOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = typeof value === 'string' ? new Date(day ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const { locale, year = true, time = false } = options;
  const timeZone = day ? 'UTC' : options.timeZone;
  try {
    return date.toLocaleString(locale, {
      day: 'numeric',
      month: 'short',
      ...(year ? { year: 'numeric' } : {}),
      ...(time ? { hour: '2-digit', minute: '2-digit' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
  } catch {
    // An unknown locale or time zone from outside: the reader's defaults.
    return date.toLocaleString(undefined, { day: 'numeric', month: 'short', ...(year ? { year: 'numeric' } : {}), ...(time ? { hour: '2-digit', minute: '2-digit' } : {}) });
  }
}
