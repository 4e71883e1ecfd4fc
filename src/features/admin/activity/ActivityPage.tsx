/**
 * /admin/activity: the whole activity log, newest first, filtered by person, content and action; read
 * from the server 50 events at a time ("Show Older"), shown as a windowed table.
 */
import { useEffect, useState } from 'react';
import { listProfiles, useActivityLog, type ActivityFilter } from '@/data/online';
import { useAuth } from '@/data/auth';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_TABLE_LABELS, type ActivityAction, type ActivityTable as TableName } from '@/domain/history';
import { ACTIVITY_EMPTY, ACTIVITY_HEADING, ACTIVITY_LOAD_FAILED, HISTORY_NEEDS_NETWORK } from '@/domain/messages';
import type { Profile } from '@/domain/types';
import { Button } from '@/ui/Button';
import { ActivityTable } from './ActivityTable';
import '../layout/admin.css';

/** Events per window. */
const WINDOW = 50;

export default function ActivityPage() {
  const { user } = useAuth();
  const [filter, setFilter] = useState<ActivityFilter>({});
  const [people, setPeople] = useState<Profile[]>([]);
  const { state, names, more } = useActivityLog(filter, WINDOW);

  useEffect(() => {
    void listProfiles().then((r) => setPeople(r.data.filter((p) => p.role !== 'user')));
  }, []);

  const set = <K extends keyof ActivityFilter>(k: K, v: string) => setFilter((f) => ({ ...f, [k]: v || undefined }));

  return (
    <section className="admin-page" aria-labelledby="activity-title">
      <h1 id="activity-title">{ACTIVITY_HEADING}</h1>
      <div className="admin-card activity-filters" role="group" aria-label="Filters">
        <div className="field">
          <label htmlFor="activity-person">Person</label>
          <select id="activity-person" className="select" value={filter.actor ?? ''} onChange={(e) => set('actor', e.target.value)}>
            <option value="">Everyone</option>
            {people.map((p) => <option key={p.id} value={p.id}>{p.name || p.email}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-content">Content</label>
          <select id="activity-content" className="select" value={filter.table ?? ''} onChange={(e) => set('table', e.target.value as TableName)}>
            <option value="">All content</option>
            {Object.entries(ACTIVITY_TABLE_LABELS).map(([k, label]) => <option key={k} value={k}>{label}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="activity-action">Action</label>
          <select id="activity-action" className="select" value={filter.action ?? ''} onChange={(e) => set('action', e.target.value as ActivityAction)}>
            <option value="">All actions</option>
            {Object.entries(ACTIVITY_ACTION_LABELS).map(([k, label]) => <option key={k} value={k}>{label}</option>)}
          </select>
        </div>
      </div>
      <div className="admin-card">
        {state.kind === 'offline' ? (
          <p role="status">{HISTORY_NEEDS_NETWORK}</p>
        ) : state.kind === 'failed' ? (
          <p className="admin-message admin-message-error" role="alert">{ACTIVITY_LOAD_FAILED}: {state.message}</p>
        ) : state.kind === 'loading' ? (
          <p className="muted" role="status">Loading...</p>
        ) : state.events.length === 0 ? (
          <p className="muted">{ACTIVITY_EMPTY}</p>
        ) : (
          <>
            <ActivityTable events={state.events} names={names} me={user?.id ?? null} />
            {state.nextBefore !== null && <Button variant="outline" onClick={more}>Show Older</Button>}
          </>
        )}
      </div>
    </section>
  );
}
