/**
 * /admin/users reads and writes: every profile (admins read all through RLS) and role changes. The
 * database decides: a trigger refuses a change of one's own role and any change by a non-admin.
 */
import { getSupabase } from '@/data/server';
import type { Profile, Role } from '@/domain/types';

export async function listProfiles(): Promise<{ data: Profile[]; error: string | null }> {
  const { data, error } = await (await getSupabase()).from('profiles').select('*').order('created_at', { ascending: false });
  if (error) return { data: [], error: error.message };
  return { data: (data ?? []) as Profile[], error: null };
}

/** Changes a user's role; the updated profile, or the database's refusal. */
export async function changeRole(id: string, role: Role): Promise<{ data: Profile | null; error: string | null }> {
  const { data, error } = await (await getSupabase()).from('profiles').update({ role }).eq('id', id).select();
  if (error) return { data: null, error: error.message };
  const row = ((data ?? []) as Profile[])[0];
  if (!row) return { data: null, error: 'The role was not changed: you may not have permission to change it.' };
  return { data: row, error: null };
}
