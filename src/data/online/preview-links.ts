/**
 * Draft preview links (online only, nothing kept on the device): make one (the database draws the
 * token and answers it once), list an entry's links, revoke one. The database decides who may.
 */
import { getSupabase } from '@/data/server';

export interface PreviewLink {
  id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A new link: its token is known only here, now (the database keeps its hash). */
export interface NewPreviewLink {
  id: string;
  token: string;
  expires_at: string;
}

export class PreviewLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreviewLinkError';
  }
}

export async function createPreviewLink(entryId: string): Promise<NewPreviewLink> {
  const { data, error } = await (await getSupabase()).rpc('create_preview_link', { p_entry_id: entryId });
  if (error) throw new PreviewLinkError(error.message);
  const [row] = (data ?? []) as NewPreviewLink[];
  if (!row) throw new PreviewLinkError('The server made no link.');
  return row;
}

/** The entry's links that still open it (newest first). */
export async function listPreviewLinks(entryId: string): Promise<PreviewLink[]> {
  const { data, error } = await (await getSupabase())
    .from('entry_preview_links')
    .select('id,created_at,expires_at,revoked_at')
    .eq('entry_id', entryId)
    .is('revoked_at', null)
    .gt('expires_at', new Date().toISOString())
    .order('created_at', { ascending: false });
  if (error) throw new PreviewLinkError(error.message);
  return (data ?? []) as PreviewLink[];
}

export async function revokePreviewLink(id: string): Promise<void> {
  const { data, error } = await (await getSupabase())
    .from('entry_preview_links')
    .update({ revoked_at: new Date().toISOString() })
    .eq('id', id)
    .select('id');
  if (error) throw new PreviewLinkError(error.message);
  if (!data?.length) throw new PreviewLinkError('This link could not be revoked (it is not yours to revoke).');
}
