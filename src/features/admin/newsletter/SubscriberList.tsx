/**
 * The newsletter's subscribers (read from the server when the screen opens; nothing kept on the
 * device): counts per state, a filter and a search, a windowed table, and the CSV export of what
 * is shown.
 */
import { useMemo, useState } from 'react';
import { listSubscribers } from '@/data/online';
import { formatDate } from '@/domain/dates';
import { getPlatform } from '@/platform';
import { AdminTable } from '@/ui/admin/AdminTable';
import { SearchBox } from '@/ui/admin/SearchBox';
import { useServerValue } from '@/ui/admin/use-server-value';
import { LoadingScreen } from '@/ui/Spinner';
import { useWindowedRows } from '@/ui/windowed-rows';
import { countSubscribers, filterSubscribers, FILTERS, subscribersToCsv, type SubscriberFilter } from './subscriber-list';

const ROW_HEIGHT = 45;
const COLUMNS = ['Email', 'State', 'Signed up', 'Confirmed', 'Unsubscribed'];
const STATE_LABEL = { active: 'Active', pending: 'Pending', unsubscribed: 'Unsubscribed' } as const;

/** A date cell: the product's date format; on a phone (a card) it says which date it is. */
function DateCell({ label, value }: { label: string; value: string | null }) {
  return (
    <td className={value ? 'subscriber-date' : 'subscriber-date subscriber-date-empty'}>
      <span className="subscriber-date-label">{label} </span>
      {value ? <time dateTime={value}>{formatDate(value)}</time> : '—'}
    </td>
  );
}

export function SubscriberList() {
  const { value: rows, error, setError } = useServerValue(listSubscribers, 'subscribers');
  const [filter, setFilter] = useState<SubscriberFilter>('all');
  const [query, setQuery] = useState('');

  const all = useMemo(() => rows ?? [], [rows]);
  const counts = useMemo(() => countSubscribers(all), [all]);
  const shown = useMemo(() => filterSubscribers(all, filter, query), [all, filter, query]);
  const windowed = useWindowedRows(shown.length, ROW_HEIGHT);

  async function exportCsv() {
    try {
      await getPlatform().saveFile(`newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`, subscribersToCsv(shown), 'text/csv');
    } catch (e) {
      setError(`Failed to export subscribers: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  return (
    <section className="admin-card newsletter-subscribers" aria-labelledby="subscribers-title">
      <div className="newsletter-section-head">
        <h2 id="subscribers-title">Subscribers</h2>
        <button type="button" className="btn btn-outline" onClick={() => void exportCsv()} disabled={shown.length === 0}>
          Export CSV
        </button>
      </div>
      <p className="newsletter-counts" data-testid="subscriber-counts">
        {counts.active} active · {counts.pending} pending · {counts.unsubscribed} unsubscribed
      </p>
      <div className="admin-toolbar newsletter-toolbar">
        <SearchBox id="subscriber-search" label="Search subscribers" placeholder="Search by email" value={query} onChange={setQuery} />
        <label className="visually-hidden" htmlFor="subscriber-filter">Show</label>
        <select id="subscriber-filter" className="select" value={filter} onChange={(e) => setFilter(e.target.value as SubscriberFilter)}>
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>{`${f.label} (${counts[f.value]})`}</option>
          ))}
        </select>
      </div>
      {error ? (
        <div className="admin-message admin-message-error" role="alert">{error}</div>
      ) : rows === null ? (
        <LoadingScreen message="Loading subscribers..." inline />
      ) : shown.length === 0 ? (
        <p>No subscribers match.</p>
      ) : (
        <AdminTable label="Subscribers table" className="subscribers-table" columns={COLUMNS} windowed={{ rows: windowed, count: shown.length }}>
          {windowed.indexes.map((i) => {
            const s = shown[i];
            return (
              <tr key={s.id} data-index={i} aria-rowindex={i + 2} ref={windowed.measure}>
                <td className="subscriber-email">{s.email}</td>
                <td className="subscriber-state">{STATE_LABEL[s.state]}</td>
                <DateCell label="Signed up" value={s.created_at} />
                <DateCell label="Confirmed" value={s.confirmed_at} />
                <DateCell label="Unsubscribed" value={s.unsubscribed_at} />
              </tr>
            );
          })}
        </AdminTable>
      )}
    </section>
  );
}
