/**
 * The subscribers list's rules, apart from the screen: filtering by state and by a search in the
 * address, counting per state, and the CSV export (RFC 4180 quoting; a cell that a spreadsheet
 * would run as a formula is prefixed with an apostrophe).
 */
import type { SubscriberRow, SubscriberState } from '@/data/online';

export type SubscriberFilter = 'all' | SubscriberState;

export const FILTERS: { value: SubscriberFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
];

export function filterSubscribers(rows: readonly SubscriberRow[], filter: SubscriberFilter, query: string): SubscriberRow[] {
  const q = query.trim().toLowerCase();
  return rows.filter((r) => (filter === 'all' || r.state === filter) && (q === '' || r.email.toLowerCase().includes(q)));
}

export function countSubscribers(rows: readonly SubscriberRow[]): Record<SubscriberFilter, number> {
  const counts: Record<SubscriberFilter, number> = { all: rows.length, active: 0, pending: 0, unsubscribed: 0 };
  for (const r of rows) counts[r.state]++;
  return counts;
}

function cell(value: string | null): string {
  let v = value ?? '';
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function subscribersToCsv(rows: readonly SubscriberRow[]): string {
  const lines = ['email,state,subscribed_at,confirmed_at,unsubscribed_at'];
  for (const r of rows) lines.push([r.email, r.state, r.created_at, r.confirmed_at, r.unsubscribed_at].map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
