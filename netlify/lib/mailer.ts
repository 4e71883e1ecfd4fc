/**
 * Outgoing mail for the Netlify functions and the local backend. With SMTP_URL set, nodemailer sends
 * through that server; otherwise the message is written as an .eml file plus a small JSON summary
 * into MAILBOX_DIR (default .data/mailbox), where /_dev/mail on the local backend shows it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Reply-To header (e.g. the visitor of a contact form). */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe…); a value holding a line break is refused (header injection). */
  headers?: Record<string, string>;
}

export interface MailOptions {
  /** Overrides MAILBOX_DIR (the local backend passes its own). */
  mailboxDir?: string;
  /** Overrides SMTP_URL. */
  smtpUrl?: string;
  /** Overrides MAIL_FROM. */
  from?: string;
}

/** The summary written next to each .eml file. */
export interface MailSummary {
  id: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html?: string;
  file: string;
}

export const DEFAULT_FROM = 'Cheezopedia <hello@cheezopedia.test>';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const LINE_BREAK = /[\r\n]/;

/** Refuses a line break in anything that becomes a header (a second header smuggled in a field). */
export function checkHeaderValues(msg: MailMessage): void {
  const values = [msg.to, msg.subject, msg.replyTo ?? '', ...Object.entries(msg.headers ?? {}).flat()];
  if (values.some((v) => LINE_BREAK.test(v))) throw new Error('sendMail: a header value holds a line break');
}

export async function sendMail(msg: MailMessage, opts: MailOptions = {}): Promise<void> {
  if (!msg || typeof msg.to !== 'string' || !EMAIL.test(msg.to.trim())) throw new Error(`sendMail: invalid recipient "${String(msg?.to)}"`);
  if (typeof msg.subject !== 'string' || msg.subject.trim() === '') throw new Error('sendMail: a subject is required');
  if (typeof msg.text !== 'string') throw new Error('sendMail: a text body is required');
  checkHeaderValues(msg);
  const from = opts.from ?? process.env.MAIL_FROM ?? DEFAULT_FROM;
  const smtpUrl = opts.smtpUrl ?? process.env.SMTP_URL;
  const mail = { from, to: msg.to.trim(), subject: msg.subject, text: msg.text, html: msg.html, replyTo: msg.replyTo, headers: msg.headers };
  if (smtpUrl) {
    await nodemailer.createTransport(smtpUrl).sendMail(mail);
    return;
  }
  const dir = opts.mailboxDir ?? process.env.MAILBOX_DIR ?? path.join('.data', 'mailbox');
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(mail);
  const date = new Date();
  const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
  await mkdir(dir, { recursive: true });
  const file = `${id}.eml`;
  await writeFile(path.join(dir, file), info.message as Buffer);
  const summary: MailSummary = { id, from, to: mail.to, subject: mail.subject, date: date.toISOString(), text: mail.text, html: mail.html, file };
  await writeFile(path.join(dir, `${id}.json`), JSON.stringify(summary, null, 2));
}
