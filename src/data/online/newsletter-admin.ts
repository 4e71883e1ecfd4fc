/**
 * The newsletter screen's server calls (admins; nothing kept on the device): the subscribers, the
 * sends and their progress, starting, pausing, resuming or cancelling a send, and the test mail.
 * Drafts are not here: they are the synced table newsletter_announcements.
 */
import { getSupabase } from '@/data/server';

export type SubscriberState = 'pending' | 'active' | 'unsubscribed';

export interface SubscriberRow {
  id: string;
  email: string;
  state: SubscriberState;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface SendRow {
  id: string;
  announcement_id: string | null;
  subject: string;
  status: 'sending' | 'paused' | 'cancelled' | 'done';
  total: number;
  rate_per_minute: number;
  created_at: string;
  finished_at: string | null;
}

export interface SendProgress {
  id: string;
  status: SendRow['status'];
  total: number;
  counts: Partial<Record<'queued' | 'claimed' | 'in_doubt' | 'sent' | 'failed' | 'cancelled' | 'unknown', number>>;
}

/** A server refusal, with the database's code (42501 not an admin, 22023 the list changed …). */
export class NewsletterError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

const PAGE = 1000;

interface StoredSubscriber {
  id: string;
  email: string;
  is_active: boolean;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** Active: confirmed and not unsubscribed; unsubscribed: left (and not asking again); else pending. */
export function subscriberState(row: Pick<StoredSubscriber, 'is_active' | 'unsubscribed_at' | 'confirmed_at'> & { pending_since?: string | null }): SubscriberState {
  if (row.is_active) return 'active';
  if (row.unsubscribed_at && !row.pending_since) return 'unsubscribed';
  return 'pending';
}

/** Every subscriber, newest first (read in pages of 1,000). */
export async function listSubscribers(): Promise<SubscriberRow[]> {
  const supabase = await getSupabase();
  const out: SubscriberRow[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase
      .from('newsletter_subscribers')
      .select('id,email,is_active,created_at,confirmed_at,unsubscribed_at,pending_since')
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw new NewsletterError(error.message, error.code ?? '');
    for (const r of data ?? []) {
      out.push({ id: r.id, email: r.email, state: subscriberState(r), created_at: r.created_at, confirmed_at: r.confirmed_at, unsubscribed_at: r.unsubscribed_at });
    }
    if (!data || data.length < PAGE) return out;
  }
}

export async function listSends(): Promise<SendRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('newsletter_sends')
    .select('id,announcement_id,subject,status,total,rate_per_minute,created_at,finished_at')
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) throw new NewsletterError(error.message, error.code ?? '');
  return (data ?? []) as SendRow[];
}

export async function sendProgress(sendId: string): Promise<SendProgress> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_send_progress', { p_send_id: sendId });
  if (error) throw new NewsletterError(error.message, error.code ?? '');
  return data as unknown as SendProgress;
}

/** Starts sending to the `expected` active subscribers the admin confirmed. */
export async function startSend(input: { announcementId: string; subject: string; body: string; expected: number; ratePerMinute: number }): Promise<{ id: string; total: number }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_start_send', {
    p_subject: input.subject,
    p_body_md: input.body,
    p_expected: input.expected,
    p_rate_per_minute: input.ratePerMinute,
    p_announcement_id: input.announcementId,
  });
  if (error) throw new NewsletterError(error.message, error.code ?? '');
  return data as unknown as { id: string; total: number };
}

export async function controlSend(sendId: string, action: 'pause' | 'resume' | 'cancel'): Promise<SendRow['status']> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_control_send', { p_send_id: sendId, p_action: action });
  if (error) throw new NewsletterError(error.message, error.code ?? '');
  return data as SendRow['status'];
}

/** Mails the announcement to the signed-in admin; their address, or throws with the server's message. */
export async function sendTestMail(subject: string, body: string): Promise<string> {
  const supabase = await getSupabase();
  const token = (await supabase.auth.getSession()).data.session?.access_token;
  if (!token) throw new NewsletterError('Sign in as an admin to send a test.', '401');
  const res = await fetch('/.netlify/functions/newsletter-test', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ subject, body_md: body }),
  });
  const answer = (await res.json().catch(() => ({}))) as { to?: string; error?: string };
  if (!res.ok || !answer.to) throw new NewsletterError(answer.error ?? `HTTP ${res.status}`, String(res.status));
  return answer.to;
}
