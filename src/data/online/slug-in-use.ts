/**
 * Direct server calls where an offline copy makes no sense (a look-up of which entry uses a slug;
 * the newsletter signup is in newsletter.ts, light enough for the public pages). Network through the lazily loaded client.
 */
import { getSupabase } from '@/data/server';
import { getDataLayer } from '@/data/react';

/** Title of another entry that already uses `slug` (local copy first, then the server); null if unknown. */
export async function entryTitleUsingSlug(slug: string, exceptId: string | null): Promise<string | null> {
  const local = await getDataLayer().read.entryUsingSlug(slug, exceptId);
  if (local) return local.title;
  try {
    let query = (await getSupabase()).from('cheezopedia_entries').select('title').eq('slug', slug);
    if (exceptId) query = query.neq('id', exceptId);
    const { data } = await query.limit(1).maybeSingle();
    return (data as { title: string } | null)?.title ?? null;
  } catch {
    return null;
  }
}
