/** A list of activity-log events: what, which row (linked), who and when. */
import { Link } from 'react-router-dom';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_TABLE_LABELS, activityDetail, activityHref, type ActivityEvent } from '@/domain/history';
import { formatDate } from '@/domain/dates';

export interface ActivityListProps {
  events: ActivityEvent[];
  /** Display names by user id. */
  names: Record<string, string>;
  /** The signed-in user (shown as 'you'). */
  me: string | null;
}

export function ActivityList({ events, names, me }: ActivityListProps) {
  const who = (id: string | null) => (!id ? 'the system' : id === me ? 'you' : (names[id] ?? 'a team member'));
  return (
    <ul className="admin-activity" data-testid="recent-activity-list">
      {events.map((e) => {
        const href = activityHref(e);
        const detail = activityDetail(e);
        return (
          <li key={e.id} data-action={e.action}>
            <span className="admin-activity-kind">{ACTIVITY_ACTION_LABELS[e.action]}</span>
            <span className="admin-activity-table">{ACTIVITY_TABLE_LABELS[e.table_name]}</span>
            {href ? <Link to={href}>{e.label}</Link> : <span>{e.label}</span>}
            {detail && <span className="admin-activity-detail">{detail}</span>}
            <span className="admin-activity-meta">
              by {who(e.actor)} · <time dateTime={e.at}>{formatDate(e.at, { time: true })}</time>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
