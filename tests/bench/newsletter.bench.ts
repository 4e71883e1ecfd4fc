/**
 * npm run bench:newsletter — one announcement to 10,000 confirmed subscribers, delivered over real
 * SMTP to a local server (smtp-server, counting what it accepts per recipient) by the
 * newsletter-sender's loop in a child process, against the local backend (in-memory PGlite, or
 * TEST_DATABASE_URL's PostgreSQL).
 *
 * 1. The send at the default rate (NEWSLETTER_DEFAULT_RATE_PER_MINUTE): total time and mails per
 *    second, beside the rate (its ceiling).
 * 2. The same announcement again, with the sender SIGKILLed at three random points and restarted each
 *    time: mails received per recipient. Target exactly 1 for all 10,000; a recipient may miss its
 *    mail only where its delivery was left in doubt at a kill (state 'unknown', never re-sent: the
 *    price of at most once), and that is printed.
 * Exit code 1 on any duplicate, on a missing mail not recorded as unknown, or on a send not done.
 * The lease is 5 s here (120 s by default) so that restarts take back a dead run's claims quickly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadavg } from 'node:os';
import { startTestBackend, must, type TestBackend } from '../helpers/backend.ts';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { NEWSLETTER_DEFAULT_RATE_PER_MINUTE } from '../../src/domain/constants.ts';

const SUBSCRIBERS = 10_000;
const KILLS = 3;
const LEASE_SECONDS = 5;
const SUBJECT = 'Cheezopedia 2.0 is here';
const BODY = '# Cheezopedia 2.0\n\nOver **500 new cheeses**, a pairing engine and more. [Read all about it](https://cheezopedia.test/2-0)\n';

const child = (b: TestBackend, smtp: TestSmtp): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../helpers/newsletter-sender-child.ts')], {
    env: { ...process.env, SUPABASE_URL: b.url, SUPABASE_SECRET_KEY: b.secretKey, SMTP_URL: smtp.url, URL: b.url, NEWSLETTER_SENDER_LEASE_SECONDS: String(LEASE_SECONDS) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const exited = (p: ChildProcess) => new Promise<void>((resolve) => (p.exitCode !== null || p.signalCode !== null ? resolve() : p.once('exit', () => resolve())));
const received = (smtp: TestSmtp) => [...smtp.perRecipient.values()].reduce((a, n) => a + n, 0);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startSend(b: TestBackend): Promise<string> {
  const admin = await b.asDemo('admin');
  const send = must(await admin.rpc('newsletter_start_send', { p_subject: SUBJECT, p_body_md: BODY, p_expected: SUBSCRIBERS, p_rate_per_minute: NEWSLETTER_DEFAULT_RATE_PER_MINUTE }), 'start') as { id: string };
  return send.id;
}

async function counts(b: TestBackend, sendId: string): Promise<Record<string, number>> {
  const rows = await b.sql<{ status: string; n: number | string }>(`select status, count(*) as n from public.newsletter_deliveries where send_id = $1 group by status`, [sendId]);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

async function main(): Promise<number> {
  const smtp = await startTestSmtp({ parse: false });
  const b = await startTestBackend();
  let failed = false;
  try {
    await b.sql(`update public.newsletter_subscribers set is_active = false where is_active`);
    await b.sql(`insert into public.newsletter_subscribers (email, source) select 'bench-' || i || '@example.test', 'website' from generate_series(1, ${SUBSCRIBERS}) i`);
    const rate = NEWSLETTER_DEFAULT_RATE_PER_MINUTE / 60;
    console.log(`newsletter: ${SUBSCRIBERS.toLocaleString('en')} confirmed subscribers, default rate ${NEWSLETTER_DEFAULT_RATE_PER_MINUTE.toLocaleString('en')}/min (${rate}/s), load average ${loadavg()[0].toFixed(2)}`);

    // 1. Straight through.
    let sendId = await startSend(b);
    let started = performance.now();
    const p = child(b, smtp);
    await exited(p);
    const seconds = (performance.now() - started) / 1000;
    const first = received(smtp);
    console.log(`  send 1: ${first.toLocaleString('en')} mails in ${seconds.toFixed(1)} s = ${(first / seconds).toFixed(1)} mails/s (ceiling: the rate, ${rate}/s; the child's start included) — ${JSON.stringify(await counts(b, sendId))}`);
    if (first !== SUBSCRIBERS) failed = true;

    // 2. Killed three times at random points, restarted each time.
    smtp.perRecipient.clear();
    sendId = await startSend(b);
    // Random points within the length of send 1 as measured here (the rate alone would put every kill
    // in the first part of a send that a busy machine makes slower than the rate).
    const expectedMs = seconds * 1000;
    const killAt = Array.from({ length: KILLS }, () => Math.round(expectedMs * (0.05 + 0.9 * Math.random()))).sort((a, x) => a - x);
    started = performance.now();
    let runner = child(b, smtp);
    const kills: string[] = [];
    for (const at of killAt) {
      // Each restart loses a little time, so the later points fall a little earlier in the send.
      while (performance.now() - started < at && runner.exitCode === null) await sleep(Math.min(50, at - (performance.now() - started)));
      runner.kill('SIGKILL');
      await exited(runner);
      kills.push(`${(at / 1000).toFixed(1)} s (${received(smtp).toLocaleString('en')} received)`);
      runner = child(b, smtp);
    }
    await exited(runner);
    const killedSeconds = (performance.now() - started) / 1000;
    const per = [...Array(SUBSCRIBERS).keys()].map((i) => smtp.perRecipient.get(`bench-${i + 1}@example.test`) ?? 0);
    const duplicates = per.filter((n) => n > 1).length;
    const missing = per.filter((n) => n === 0).length;
    const exactlyOne = per.filter((n) => n === 1).length;
    const c = await counts(b, sendId);
    const unknown = c.unknown ?? 0;
    const missingRows = await b.sql<{ email: string; status: string }>(`select email, status from public.newsletter_deliveries where send_id = $1 and status <> 'sent'`, [sendId]);
    const unexplained = missingRows.filter((r) => r.status !== 'unknown').length;
    console.log(`  send 2: SIGKILLed at ${kills.join(', ')}; done in ${killedSeconds.toFixed(1)} s — ${JSON.stringify(c)}`);
    console.log(`  mails per recipient: exactly 1 for ${exactlyOne.toLocaleString('en')} of ${SUBSCRIBERS.toLocaleString('en')}; duplicates ${duplicates} (target 0); missing ${missing} (target 0; only 'unknown' deliveries may be missing: ${unknown} unknown, of which received ${missingRows.filter((r) => r.status === 'unknown' && (smtp.perRecipient.get(r.email) ?? 0) > 0).length})`);
    const status = (await b.sql<{ status: string }>(`select status from public.newsletter_sends where id = $1`, [sendId]))[0]?.status;
    if (duplicates > 0 || unexplained > 0 || missing > unknown || status !== 'done') failed = true;
    console.log(failed ? 'newsletter: FAILED' : 'newsletter: ok (no duplicates; every missing mail is a delivery recorded in doubt)');
  } finally {
    await b.close();
    await smtp.close();
  }
  return failed ? 1 : 0;
}

process.exit(await main());
