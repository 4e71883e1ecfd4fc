/**
 * /admin/activity: the whole activity log, newest first, filtered by person, content and action; read
 * from the server 50 events at a time ("Show Older"), shown as a windowed table.
 */
import { useEffect, useState } from 'react';
import { listProfiles, useActivityLog, type ActivityFilter } from '@/data/online';
import { useAuth } from '@/data/auth';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_TABLE_LABELS } from '@/domain/history';
import { ACTIVITY_EMPTY, ACTIVITY_HEADING, ACTIVITY_LOAD_FAILED } from '@/domain/messages';
import type { Profile } from '@/domain/types';
import { Button } from '@/ui/Button';
import { ServerReadBody } from '@/ui/admin/ServerReadBody';
import { ActivityTable } from './ActivityTable';
import '../layout/admin.css';

/** Events per window. */
const WINDOW = 50;

/** One filter: its label, "all" first, then each value with its label. */
function FilterSelect(props: { id: string; label: string; all: string; value: string | undefined; onChange: (value: string) => void; options: [string, string][] }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} className="select" value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.all}</option>
        {props.options.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
      </select>
    </div>
  );
}

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
        <FilterSelect id="activity-person" label="Person" all="Everyone" value={filter.actor} onChange={(v) => set('actor', v)}
          options={people.map((p) => [p.id, p.name || p.email])} />
        <FilterSelect id="activity-content" label="Content" all="All content" value={filter.table} onChange={(v) => set('table', v)}
          options={Object.entries(ACTIVITY_TABLE_LABELS)} />
        <FilterSelect id="activity-action" label="Action" all="All actions" value={filter.action} onChange={(v) => set('action', v)}
          options={Object.entries(ACTIVITY_ACTION_LABELS)} />
      </div>
      <div className="admin-card">
        <ServerReadBody read={state} empty={state.kind === 'loaded' && state.events.length === 0} failedLabel={ACTIVITY_LOAD_FAILED} emptyText={ACTIVITY_EMPTY}>
          {state.kind === 'loaded' && (
            <>
              <ActivityTable events={state.events} names={names} me={user?.id ?? null} />
              {state.nextBefore !== null && <Button variant="outline" onClick={more}>Show Older</Button>}
            </>
          )}
        </ServerReadBody>
      </div>
    </section>
  );
}
