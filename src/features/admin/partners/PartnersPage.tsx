/**
 * /admin/partners: every partner account with its entries, published count, submissions waiting for
 * review (a link to the longest-waiting one) and total views; and making an ordinary user a partner
 * through the same role change as /admin/users (the database decides who may change roles).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ClipboardCheck } from 'lucide-react';
import { changeRole, listProfiles, useViewTotals } from '@/data/online';
import { useAdminEntries } from '@/data/editing';
import { formatDate } from '@/domain/dates';
import { LOADING } from '@/domain/messages';
import type { Profile } from '@/domain/types';
import { AdminTable } from '@/ui/admin/AdminTable';
import { useToast } from '@/ui/Toast';
import { partnerSummaries, promotableUsers } from './partner-summary';
import './partners-admin.css';

const COLUMNS = ['Partner', 'Entries', 'Published', 'Waiting for review', 'Views', 'Joined'];

export default function PartnersPage() {
  const [profiles, setProfiles] = useState<Profile[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { show, toast } = useToast();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState('');
  const [saving, setSaving] = useState(false);
  const entries = useAdminEntries();
  const views = useViewTotals();

  const load = useCallback(async () => {
    const result = await listProfiles();
    setProfiles(result.data);
    setLoadError(result.error ? `Failed to load partners: ${result.error}` : null);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const partners = useMemo(() => partnerSummaries(profiles ?? [], entries.data ?? [], views.data ?? {}), [profiles, entries.data, views.data]);
  const candidates = useMemo(() => promotableUsers(profiles ?? [], query).slice(0, 50), [profiles, query]);

  async function promote() {
    const target = profiles?.find((p) => p.id === chosen);
    if (!target) return;
    setSaving(true);
    setProblem(null);
    const result = await changeRole(target.id, 'partner');
    setSaving(false);
    if (result.error || !result.data) {
      setProblem(`Failed to change role: ${result.error}`);
      return;
    }
    const updated = result.data;
    setProfiles((list) => (list ?? []).map((p) => (p.id === updated.id ? updated : p)));
    setChosen('');
    show({
      text: `${updated.name || updated.email} is now a partner.`,
      undo: async () => {
        const back = await changeRole(updated.id, target.role);
        if (back.error || !back.data) throw new Error(`Failed to change role: ${back.error}`);
        const restored = back.data;
        setProfiles((list) => (list ?? []).map((p) => (p.id === restored.id ? restored : p)));
        return `${restored.name || restored.email} is a ${restored.role} again.`;
      },
    });
  }

  return (
    <section className="admin-page partners-admin" aria-labelledby="partners-title">
      <h1 id="partners-title">Partners</h1>
      <p className="muted">Partner accounts write entries that an admin reviews before they are published.</p>
      {loadError && <div className="admin-message admin-message-error" role="alert">{loadError}</div>}
      {problem && <div className="admin-message admin-message-error" role="alert">{problem}</div>}
      {toast}
      {profiles === null ? (
        <p className="muted">{LOADING}</p>
      ) : (
        <>
          <AdminTable label="Partner accounts" className="partners-table" columns={COLUMNS}>
            {partners.map((s) => (
              <tr key={s.profile.id} data-email={s.profile.email}>
                <td className="partners-name-cell">
                  <strong>{s.profile.name || s.profile.email}</strong>
                  <span className="hint">{s.profile.email}</span>
                </td>
                <td data-label="Entries">{s.entries}</td>
                <td data-label="Published">{s.published}</td>
                <td data-label="Waiting for review">
                  {s.oldestWaitingId ? (
                    <Link className="partners-waiting" to={`/admin/articles/review/${s.oldestWaitingId}`} aria-label={`Review the oldest of ${s.waiting} waiting from ${s.profile.name || s.profile.email}`}>
                      <ClipboardCheck size={16} aria-hidden="true" /> {s.waiting}
                    </Link>
                  ) : (
                    0
                  )}
                </td>
                <td data-label="Views">{views.data ? s.views.toLocaleString() : '-'}</td>
                <td data-label="Joined">{formatDate(s.profile.created_at)}</td>
              </tr>
            ))}
            {partners.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="muted">No partner accounts yet. Make a user a partner below.</td>
              </tr>
            )}
          </AdminTable>
          <p className="admin-footer-count">{partners.length === 1 ? '1 partner' : `${partners.length} partners`}</p>

          <div className="admin-card partners-invite">
            <h2>Add a Partner</h2>
            <p className="muted">
              The person signs up first (an ordinary account); then make them a partner here. Other role changes are on <Link to="/admin/users">Users</Link>.
            </p>
            <div className="partners-invite-row">
              <div className="field">
                <label htmlFor="partner-candidate-search">Find a user</label>
                <input id="partner-candidate-search" className="input" type="search" placeholder="Name or email" value={query} onChange={(e) => setQuery(e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor="partner-candidate">User</label>
                <select id="partner-candidate" className="select" value={chosen} onChange={(e) => setChosen(e.target.value)}>
                  <option value="">{candidates.length ? 'Choose a user' : 'No matching users'}</option>
                  {candidates.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name ? `${p.name} (${p.email})` : p.email}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" className="btn btn-primary" disabled={!chosen || saving} onClick={() => void promote()}>
                {saving ? 'Saving...' : 'Make Partner'}
              </button>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
