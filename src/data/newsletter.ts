/**
 * The newsletter signup: a direct server call (no offline copy), through the lazily loaded client so
 * the landing page does not need supabase-js before it is interactive.
 */
import { getSupabase } from './client';

/**
 * Subscribes an email through the `subscribe(email)` RPC (one row, source 'website'; anonymous
 * clients cannot insert into the table); the database's error (code, message) or null.
 */
export async function subscribeNewsletter(email: string): Promise<{ code?: string; message: string } | null> {
  const { error } = await (await getSupabase()).rpc('subscribe', { email });
  return error ? { code: error.code, message: error.message } : null;
}
