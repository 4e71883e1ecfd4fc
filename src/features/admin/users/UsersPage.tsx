/** /admin/users: list profiles, search, and change a role (not your own). */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/data/auth';
import type { Profile, Role } from '@/domain/types';
import { ROLES, SUCCESS_MESSAGE_MS } from '@/domain/constants';
import { LOADING } from '@/domain/messages';
import { formatDate } from '@/domain/dates';
import { changeRole, listProfiles } from '@/data';
import { filterUsers } from './filter-users';
import { ScrollRegion } from '@/ui/ScrollRegion';
import '../layout/admin.css';

type Message = { tone: 'success' | 'error'; text: string } | null;

export default function UsersPage() {
  const { user } = useAuth();
  const [users, setUsers] = useState<Profile[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);

  const load = useCallback(async () => {
    setLoading(true);
    const result = await listProfiles();
    setUsers(result.data);
    setLoadError(result.error ? `Failed to load users: ${result.error}` : null);
    setLoading(false);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const visible = useMemo(() => filterUsers(users, query), [users, query]);

  async function onRoleChange(target: Profile, role: Role) {
    if (role === target.role) return;
    setSaving(target.id);
    setMessage(null);
    const result = await changeRole(target.id, role);
    setSaving(null);
    if (result.error || !result.data) {
      setMessage({ tone: 'error', text: `Failed to change role: ${result.error}` });
      return;
    }
    const updated = result.data;
    setUsers((list) => list.map((u) => (u.id === updated.id ? updated : u)));
    setMessage({ tone: 'success', text: `${updated.name || updated.email} is now ${updated.role}.` });
  }

  return (
    <section className="admin-page">
      <h1>Users</h1>
      <div className="admin-toolbar">
        <label className="visually-hidden" htmlFor="users-search">
          Search users
        </label>
        <input
          id="users-search"
          type="search"
          placeholder="Search by name, email or role"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {message && (
        <div className={`admin-message admin-message-${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </div>
      )}
      {loadError && (
        <div className="admin-message admin-message-error" role="alert">
          {loadError}
        </div>
      )}
      {loading ? (
        <p className="muted">{LOADING}</p>
      ) : (
        <>
          <ScrollRegion label="User table">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Joined</th>
                </tr>
              </thead>
              <tbody>
                {visible.map((u) => {
                  const self = u.id === user?.id;
                  return (
                    <tr key={u.id} data-email={u.email}>
                      <td>{u.name || '—'}</td>
                      <td>{u.email}</td>
                      <td>
                        <select
                          aria-label={`Role of ${u.name || u.email}`}
                          value={u.role}
                          disabled={self || saving === u.id}
                          onChange={(e) => void onRoleChange(u, e.target.value as Role)}
                        >
                          {ROLES.map((r) => (
                            <option key={r} value={r}>
                              {r}
                            </option>
                          ))}
                        </select>
                        {self && <span className="hint">You can&apos;t change your own role.</span>}
                      </td>
                      <td>{formatDate(u.created_at)}</td>
                    </tr>
                  );
                })}
                {visible.length === 0 && (
                  <tr>
                    <td colSpan={4} className="muted">
                      No users match your search.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </ScrollRegion>
          <p className="admin-footer-count">
            Showing {visible.length} of {users.length} users
          </p>
        </>
      )}
    </section>
  );
}
