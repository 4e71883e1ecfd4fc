/**
 * The activity log as a windowed table (only the rows near the viewport are in the DOM): when, who,
 * what, which row (linked) and the detail.
 */
import { Link } from 'react-router-dom';
import { formatDate } from '@/domain/dates';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_TABLE_LABELS, activityDetail, activityHref, type ActivityEvent } from '@/domain/history';
import { useWindowedRows } from '@/ui/windowed-rows';

/** A row's usual height in pixels (the window's estimate; real heights are measured). */
const ROW_HEIGHT = 49;
const COLUMNS = 5;

export function ActivityTable({ events, names, me }: { events: ActivityEvent[]; names: Record<string, string>; me: string | null }) {
  const rows = useWindowedRows(events.length, ROW_HEIGHT);
  // A cell of its own: capitalised ('System', 'You'); the dashboard's sentence says 'by the system'.
  const who = (id: string | null) => (!id ? 'System' : id === me ? 'You' : (names[id] ?? 'A team member'));
  return (
    <div className="admin-table-wrap">
      <table className="admin-table activity-table" aria-rowcount={events.length + 1} data-testid="activity-list">
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">When</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Item</th><th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody ref={rows.bodyRef} onFocus={rows.onFocus}>
          {rows.spacer('before', COLUMNS)}
          {rows.indexes.map((i) => {
            const e = events[i];
            const href = activityHref(e);
            return (
              <tr key={e.id} data-index={i} aria-rowindex={i + 2} ref={rows.measure} data-action={e.action}>
                <td className="activity-when"><time dateTime={e.at}>{formatDate(e.at, { time: true })}</time></td>
                <td className="activity-who">{who(e.actor)}</td>
                <td className="activity-action">{ACTIVITY_ACTION_LABELS[e.action]} <span className="muted">({ACTIVITY_TABLE_LABELS[e.table_name]})</span></td>
                <td className="activity-item">{href ? <Link to={href}>{e.label}</Link> : e.label}</td>
                <td className="activity-detail">{activityDetail(e)}</td>
              </tr>
            );
          })}
          {rows.spacer('after', COLUMNS)}
        </tbody>
      </table>
    </div>
  );
}
