/**
 * A partner's public byline (name, organisation, website, bio, avatar), read by everyone through the
 * page's REST client: an entry page does not load supabase-js for it, and the server package (with
 * the client) is imported on first use.
 */
import type { PartnerProfile } from '@/domain/types';
import { useRemote, type RemoteState } from './use-remote';

export const PARTNER_PROFILE_COLUMNS = 'id,name,organisation,website,bio,avatar_url,updated_at';

/** The partner's public profile, or null when they have none. */
export async function fetchPartnerProfile(id: string): Promise<PartnerProfile | null> {
  const { getRest } = await import('@/data/server');
  const { data, error } = await (await getRest()).from('partner_profiles').select(PARTNER_PROFILE_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return (data as PartnerProfile | null) ?? null;
}

export function usePartnerProfile(id: string | null | undefined): RemoteState<PartnerProfile | null> {
  return useRemote(() => (id ? fetchPartnerProfile(id) : Promise.resolve(null)), `partner-profile:${id ?? ''}`);
}
