import { describe, expect, it } from 'vitest';
import type { SubscriberRow } from '@/data/online';
import { countSubscribers, filterSubscribers, subscribersToCsv } from './subscriber-list';

const row = (email: string, state: SubscriberRow['state']): SubscriberRow => ({
  id: email, email, state, created_at: '2026-11-01T00:00:00Z', confirmed_at: state === 'pending' ? null : '2026-11-02T00:00:00Z', unsubscribed_at: state === 'unsubscribed' ? '2026-11-03T00:00:00Z' : null,
});
const rows = [row('ann@example.com', 'active'), row('bob@example.com', 'pending'), row('cy@other.org', 'unsubscribed'), row('dee@other.org', 'active')];

describe('subscriber list', () => {
  it('filters by state and by a case-insensitive search in the address', () => {
    expect(filterSubscribers(rows, 'active', '').map((r) => r.email)).toEqual(['ann@example.com', 'dee@other.org']);
    expect(filterSubscribers(rows, 'all', 'OTHER').map((r) => r.email)).toEqual(['cy@other.org', 'dee@other.org']);
    expect(filterSubscribers(rows, 'pending', 'other')).toEqual([]);
  });

  it('counts each state', () => {
    expect(countSubscribers(rows)).toEqual({ all: 4, active: 2, pending: 1, unsubscribed: 1 });
  });

  it('exports CSV with quoting, and defuses cells a spreadsheet would run as formulas', () => {
    const csv = subscribersToCsv([row('=HYPERLINK("x")@evil.test', 'active'), row('a,b@example.com', 'pending')]);
    expect(csv.split('\r\n')).toEqual([
      'email,state,subscribed_at,confirmed_at,unsubscribed_at',
      `"'=HYPERLINK(""x"")@evil.test",active,2026-11-01T00:00:00Z,2026-11-02T00:00:00Z,`,
      '"a,b@example.com",pending,2026-11-01T00:00:00Z,,',
      '',
    ]);
  });
});
