/** /admin/users: list profiles, search, and change a role (not your own; Undo puts the old one back). */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/data/auth';
import type { Profile, Role } from '@/domain/types';
import { ROLES, ROLE_LABELS } from '@/domain/constants';
import { LOADING, roleChanged } from '@/domain/messages';
import { formatDate } from '@/domain/dates';
import { changeRole, listProfiles } from '@/data/online';
import { filterUsers } from './filter-users';
import { AdminTable } from '@/ui/admin/AdminTable';
import { SearchBox } from '@/ui/admin/SearchBox';
import { useToast } from '@/ui/Toast';
import '../layout/admin.css';
import './users.css';

const COLUMNS = ['Name', 'Email', 'Role', 'Joined'];

export default function UsersPage() {
  const { user } = useAuth();
  const [users, setUsers] = useState<Profile[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { show, toast } = useToast();

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

  const visible = useMemo(() => filterUsers(users, query), [users, query]);

  /** Sets the role; the updated profile, or null after saying why not. */
  const setRole = useCallback(async (target: Profile, role: Role): Promise<Profile | null> => {
    setSaving(target.id);
    setProblem(null);
    const result = await changeRole(target.id, role);
    setSaving(null);
    if (result.error || !result.data) {
      setProblem(`Failed to change role: ${result.error}`);
      return null;
    }
    const updated = result.data;
    setUsers((list) => list.map((u) => (u.id === updated.id ? updated : u)));
    return updated;
  }, []);

  async function onRoleChange(target: Profile, role: Role) {
    if (role === target.role) return;
    const updated = await setRole(target, role);
    if (!updated) return;
    const name = updated.name || updated.email;
    show({
      text: roleChanged(name, updated.role),
      undo: async () => {
        const back = await setRole(updated, target.role);
        if (!back) throw new Error(`Failed to change the role of ${name} back`);
        return roleChanged(name, back.role);
      },
    });
  }

  return (
    <section className="admin-page users-page">
      <h1>Users</h1>
      <div className="admin-toolbar">
        <SearchBox id="users-search" label="Search users" placeholder="Search by name, email or role" value={query} onChange={setQuery} />
      </div>
      {toast}
      {problem && <div className="admin-message admin-message-error" role="alert">{problem}</div>}
      {loadError && (
        <div className="admin-message admin-message-error" role="alert">
          {loadError}
        </div>
      )}
      {loading ? (
        <p className="muted">{LOADING}</p>
      ) : (
        <>
          <AdminTable label="User table" className="users-table" columns={COLUMNS}>
            {visible.map((u) => {
              const self = u.id === user?.id;
              return (
                <tr key={u.id} data-email={u.email}>
                  <td className="users-name">{u.name || '—'}</td>
                  <td className="users-email">{u.email}</td>
                  <td className="users-role">
                    <select
                      className="select input-small"
                      aria-label={`Role of ${u.name || u.email}`}
                      aria-describedby={self ? 'users-own-role' : undefined}
                      value={u.role}
                      disabled={self || saving === u.id}
                      onChange={(e) => void onRoleChange(u, e.target.value as Role)}
                    >
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {ROLE_LABELS[r]}
                        </option>
                      ))}
                    </select>
                    {self && <span className="hint" id="users-own-role">You can&apos;t change your own role.</span>}
                  </td>
                  <td className="users-joined">
                    <span className="users-joined-label">Joined </span>
                    <time dateTime={u.created_at}>{formatDate(u.created_at)}</time>
                  </td>
                </tr>
              );
            })}
            {visible.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="muted">
                  No users match your search.
                </td>
              </tr>
            )}
          </AdminTable>
          <p className="admin-footer-count">
            Showing {visible.length} of {users.length} users
          </p>
        </>
      )}
    </section>
  );
}
