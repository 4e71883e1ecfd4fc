/**
 * Sending an announcement over real SMTP: the admin starts a send (one delivery row per active
 * subscriber), the newsletter-sender scheduled function (run by the local backend's scheduler, or its
 * loop in a child process) delivers it to an SMTP server started here. Checks both parts, the
 * personal unsubscribe links and headers, pause/resume/cancel, retries with backoff and permanent
 * failures, someone unsubscribing mid-send, non-admins, and a sender SIGKILLed mid-batch and
 * restarted: no one mailed twice, and no one skipped except a delivery recorded in doubt at the kill.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, must, type TestBackend } from '../helpers/backend.ts';
import { rawHeader, startTestSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { runSender } from '../../netlify/lib/newsletter-sender.ts';
import { smtpTransport } from '../../netlify/lib/newsletter-smtp.ts';
import { restSenderStore } from '../../netlify/functions/newsletter-sender.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let b: TestBackend;
let smtp: TestSmtp;
let admin: SupabaseClient;
let tag = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  // The timer itself is an hour: the tests run the scheduled function when they choose.
  b = await startTestBackend({ scheduledFunctionsIntervalMs: 3_600_000 });
  admin = await b.asDemo('admin');
});
afterAll(async () => {
  await b?.close();
  await smtp?.close();
  delete process.env.SMTP_URL;
});
beforeEach(async () => {
  smtp.mails.length = 0;
  smtp.perRecipient.clear();
  // Each test sends to its own list: every earlier subscriber leaves it.
  await b.sql(`update public.newsletter_subscribers set is_active = false where is_active`);
});

/** `n` confirmed subscribers; their addresses. */
async function subscribers(n: number): Promise<string[]> {
  const t = ++tag;
  const emails = Array.from({ length: n }, (_, i) => `list${t}-${i}@example.test`);
  must(await b.service().from('newsletter_subscribers').insert(emails.map((email) => ({ email, source: 'website' }))).select('id'), 'subscribers');
  return emails;
}

async function start(n: number, rate = 60_000, body = '# Cheezopedia 2.0\n\nIt is **here**. <script>alert(1)</script> [Read more](https://cheezopedia.test/2-0)') {
  return must(await admin.rpc('newsletter_start_send', { p_subject: 'Cheezopedia 2.0 is here', p_body_md: body, p_expected: n, p_rate_per_minute: rate }), 'start') as { id: string; total: number };
}

const store = () => restSenderStore({ SUPABASE_URL: b.url, SUPABASE_SECRET_KEY: b.secretKey });
const runOnce = (over: Partial<Parameters<typeof runSender>[0]> = {}) => runSender({ store: store(), transport: smtpTransport(smtp.url), site: b.url, budgetMs: 60_000, ...over });

async function progress(id: string) {
  return must(await admin.rpc('newsletter_send_progress', { p_send_id: id }), 'progress') as { status: string; total: number; counts: Record<string, number> };
}

async function statuses(sendId: string): Promise<Record<string, string>> {
  const rows = await b.sql<{ email: string; status: string }>(`select email, status from public.newsletter_deliveries where send_id = $1`, [sendId]);
  return Object.fromEntries(rows.map((r) => [r.email, r.status]));
}

describe('sending an announcement', () => {
  it('the scheduled function mails every active subscriber once: both parts, personal links, RFC 8058 headers', async () => {
    const emails = await subscribers(5);
    const send = await start(5);
    expect(send.total).toBe(5);
    await b.runScheduled();
    await smtp.waitFor(5);
    expect([...smtp.perRecipient.entries()].sort()).toEqual(emails.map((e) => [e, 1]).sort());
    const links = new Set<string>();
    for (const mail of smtp.mails) {
      const text = mail.parsed.text ?? '';
      const html = String(mail.parsed.html);
      expect(mail.parsed.subject).toBe('Cheezopedia 2.0 is here');
      expect(text).toContain('It is **here**.');
      expect(html).toContain('<h1>Cheezopedia 2.0</h1>');
      expect(html).toContain('<strong>here</strong>');
      expect(html).toContain('<a href="https://cheezopedia.test/2-0">Read more</a>');
      expect(html).not.toContain('<script>');
      const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?s=[^\s"<>]+/.exec(text)![0];
      expect(rawHeader(mail, 'list-unsubscribe')).toBe(`<${link}>`);
      expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(html).toContain(link.replace(/&/g, '&amp;'));
      links.add(link);
    }
    expect(links.size).toBe(5);
    // One of them leaves through their own link.
    expect((await fetch([...links][0], { method: 'POST' })).status).toBe(200);
    await b.runScheduled();
    const p = await progress(send.id);
    expect(p).toMatchObject({ status: 'done', total: 5, counts: { sent: 5 } });
  });

  it('pause holds the queue, resume continues, cancel stops it; someone unsubscribed meanwhile is not mailed', async () => {
    const emails = await subscribers(6);
    const send = await start(6);
    expect(must(await admin.rpc('newsletter_control_send', { p_send_id: send.id, p_action: 'pause' }), 'pause')).toBe('paused');
    expect((await runOnce()).sent).toBe(0);
    expect(smtp.perRecipient.size).toBe(0);
    await b.sql(`update public.newsletter_subscribers set is_active = false, unsubscribed_at = now() where email = $1`, [emails[0]]);
    expect(must(await admin.rpc('newsletter_control_send', { p_send_id: send.id, p_action: 'resume' }), 'resume')).toBe('sending');
    // A run with a budget for about two mails at 120 a minute.
    await b.sql(`update public.newsletter_sends set rate_per_minute = 120 where id = $1`, [send.id]);
    const partial = await runOnce({ budgetMs: 600 });
    expect(partial.sent).toBeGreaterThan(0);
    expect(partial.sent).toBeLessThan(5);
    expect(must(await admin.rpc('newsletter_control_send', { p_send_id: send.id, p_action: 'cancel' }), 'cancel')).toBe('cancelled');
    expect((await runOnce()).sent).toBe(0);
    const s = await statuses(send.id);
    expect(s[emails[0]]).toBe('cancelled');
    expect(smtp.perRecipient.has(emails[0])).toBe(false);
    expect(Object.values(s).filter((v) => v === 'sent')).toHaveLength(partial.sent);
    expect(smtp.perRecipient.size).toBe(partial.sent);
    const again = await admin.rpc('newsletter_control_send', { p_send_id: send.id, p_action: 'resume' });
    expect(again.error?.code).toBe('22023');
  });

  it('a temporary refusal (451) is retried later with backoff, a permanent one (550) is recorded as failed', async () => {
    const [ok, later, never] = await subscribers(3);
    smtp.refuse(later, 451);
    smtp.refuse(never, 550);
    const send = await start(3);
    const report = await runOnce();
    expect(report).toMatchObject({ sent: 1, retried: 1, failed: 1 });
    const rows = await b.sql<{ email: string; status: string; attempts: number | string; wait: number | string; last_error: string | null }>(
      `select email, status, attempts, extract(epoch from next_attempt_at - now())::float as wait, last_error from public.newsletter_deliveries where send_id = $1`,
      [send.id],
    );
    const by = Object.fromEntries(rows.map((r) => [r.email, { ...r, attempts: Number(r.attempts), wait: Number(r.wait) }]));
    expect(by[ok]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(by[later]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(by[later].wait).toBeGreaterThan(30);
    expect(by[later].last_error).toMatch(/451/);
    expect(by[never]).toMatchObject({ status: 'failed' });
    expect(by[never].last_error).toMatch(/550/);
    // Not before its time; then, refused no more, it goes out.
    expect((await runOnce()).claimed).toBe(0);
    smtp.refuse(later, null);
    await b.sql(`update public.newsletter_deliveries set next_attempt_at = now() where send_id = $1 and status = 'queued'`, [send.id]);
    expect((await runOnce()).sent).toBe(1);
    expect(smtp.perRecipient.get(later)).toBe(1);
    expect(smtp.perRecipient.has(never)).toBe(false);
  });

  it('non-admins cannot start, control or watch a send nor touch drafts; a changed list needs a new confirmation', async () => {
    await subscribers(2);
    for (const who of ['user', 'partner'] as const) {
      const c = await b.asDemo(who);
      expect((await c.rpc('newsletter_start_send', { p_subject: 'x', p_body_md: 'y', p_expected: 2, p_rate_per_minute: 60 })).error?.code).toBe('42501');
      expect((await c.rpc('newsletter_claim', { p_claim_id: '00000000-0000-4000-8000-000000000000', p_limit: 10, p_lease_seconds: 60 })).error).not.toBeNull();
    }
    expect((await b.anon().rpc('newsletter_start_send', { p_subject: 'x', p_body_md: 'y', p_expected: 2, p_rate_per_minute: 60 })).error).not.toBeNull();
    // Drafts: admins only, whatever the role of another signed-in user.
    const draft = must(await admin.from('newsletter_announcements').insert({ subject: 'Draft', body_md: 'Body' }).select('id,version').single(), 'draft') as { id: string; version: number };
    expect(draft.version).toBe(1);
    for (const who of ['user', 'partner'] as const) {
      const c = await b.asDemo(who);
      expect((await c.from('newsletter_announcements').select('id')).data ?? []).toEqual([]);
      expect((await c.from('newsletter_announcements').insert({ subject: 'Mine', body_md: 'x' })).error).not.toBeNull();
      expect((await c.from('newsletter_announcements').update({ subject: 'Hijacked' }).eq('id', draft.id).select('id')).data ?? []).toEqual([]);
      expect((await c.rpc('newsletter_test_recipient')).error?.code).toBe('42501');
    }
    expect((await admin.rpc('newsletter_test_recipient')).data).toBe('admin@cheezopedia.test');
    expect((await admin.from('newsletter_announcements').update({ subject: 'Line\nbreak' }).eq('id', draft.id)).error?.code).toBe('23514');
    expect((await b.service().from('newsletter_announcements').select('subject').eq('id', draft.id).single()).data).toEqual({ subject: 'Draft' });
    const stale = await admin.rpc('newsletter_start_send', { p_subject: 'x', p_body_md: 'y', p_expected: 3, p_rate_per_minute: 60 });
    expect(stale.error?.code).toBe('22023');
    expect(stale.error?.message).toMatch(/2 active subscribers/);
    // Header injection through the subject is refused by the table.
    const injected = await admin.rpc('newsletter_start_send', { p_subject: 'Hi\r\nBcc: victim@example.test', p_body_md: 'y', p_expected: 2, p_rate_per_minute: 60 });
    expect(injected.error?.code).toBe('23514');
    expect(await b.sql(`select 1 from public.newsletter_sends where subject like 'Hi%'`)).toEqual([]);
  });
});

describe('a sender killed mid-batch and restarted', () => {
  function child(): ChildProcess {
    return spawn(process.execPath, ['--import', 'tsx', path.join(here, '..', 'helpers', 'newsletter-sender-child.ts')], {
      env: {
        ...process.env,
        SUPABASE_URL: b.url,
        SUPABASE_SECRET_KEY: b.secretKey,
        SMTP_URL: smtp.url,
        URL: b.url,
        NEWSLETTER_SENDER_LEASE_SECONDS: '1',
        NEWSLETTER_SENDER_BATCH: '20',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  }
  const exited = (p: ChildProcess) => new Promise<void>((resolve) => (p.exitCode !== null || p.signalCode !== null ? resolve() : p.once('exit', () => resolve())));

  it('SIGKILL three times: nobody gets two mails; everyone gets one but a delivery left in doubt at a kill', async () => {
    const emails = await subscribers(150);
    const send = await start(150, 6000);
    for (let kill = 1; kill <= 3; kill++) {
      const p = child();
      const target = kill * 30;
      // Poll until this many mails arrived, then kill: the sender is mid-batch (batches of 20).
      await expect.poll(() => [...smtp.perRecipient.values()].reduce((a, n) => a + n, 0), { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(target);
      p.kill('SIGKILL');
      await exited(p);
    }
    const last = child();
    await exited(last);
    expect(last.exitCode).toBe(0);
    const s = await statuses(send.id);
    const duplicates = emails.filter((e) => (smtp.perRecipient.get(e) ?? 0) > 1);
    expect(duplicates).toEqual([]);
    const missing = emails.filter((e) => !smtp.perRecipient.has(e));
    // Only a delivery in doubt at a kill may be missing (at most one per kill: one SMTP session).
    for (const e of missing) expect(s[e]).toBe('unknown');
    expect(missing.length).toBeLessThanOrEqual(3);
    for (const e of emails) expect(['sent', 'unknown']).toContain(s[e]);
    expect(Object.values(s).filter((v) => v === 'sent').length).toBe(emails.length - Object.values(s).filter((v) => v === 'unknown').length);
    expect((await progress(send.id)).status).toBe('done');
  });
});
