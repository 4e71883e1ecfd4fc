/** /_dev/mail (HTML) and /_dev/mail.json: the local mailbox, newest first. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { escapeHtml } from '../../netlify/lib/escape-html.ts';
import type { MailSummary } from '../../netlify/lib/mailer.ts';

export async function readMailbox(dir: string): Promise<MailSummary[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const out: MailSummary[] = [];
  for (const f of files) {
    try {
      out.push(JSON.parse(await readFile(path.join(dir, f), 'utf8')) as MailSummary);
    } catch {
      // a half-written summary: skipped until complete
    }
  }
  return out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id.localeCompare(a.id)));
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);
}

export function mailRoutes(mailboxDir: string): Hono {
  const r = new Hono();
  r.get('/mail.json', async (c) => c.json(await readMailbox(mailboxDir)));
  r.get('/mail', async (c) => {
    const mails = await readMailbox(mailboxDir);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<dl><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>Date</dt><dd>${escapeHtml(m.date)}</dd><dt>File</dt><dd>${escapeHtml(m.file)}</dd></dl>
<pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}dl{display:grid;grid-template-columns:6rem 1fr;margin:0}dt{font-weight:600}pre{white-space:pre-wrap;word-break:break-all;background:#f7f7f7;padding:.75rem}</style>
</head><body><h1>Local mailbox</h1><p>${mails.length} message(s) in <code>${escapeHtml(mailboxDir)}</code>, newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`);
  });
  return r;
}
