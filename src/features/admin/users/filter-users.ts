/** Search over the user list (name, email, role), case-insensitive. */
import type { Profile } from '@/domain/types';

/** Profiles whose name, email or role contains the query (all when the query is blank). */
export function filterUsers(users: readonly Profile[], query: string): Profile[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...users];
  return users.filter((u) => [u.name ?? '', u.email, u.role].some((field) => field.toLowerCase().includes(q)));
}
