/**
 * One SMTP session for the newsletter sender, able to stop a message at the last moment: the message
 * is streamed to the server, and the end-of-data dot (from which the server may accept it) is sent
 * only after `beforeCommit()` resolves true — the sender records the delivery as in doubt there. If
 * it resolves false, the data is never terminated and the connection is dropped: the server discards
 * an unterminated message. Without SMTP_URL the message is written to the local mailbox instead
 * (after the same commit).
 * Side effects: TCP connections to the SMTP server, or files in the mailbox folder.
 */
import { Readable } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import MailComposer from 'nodemailer/lib/mail-composer';
import { checkHeaderValues, DEFAULT_FROM, sendMail, type MailMessage } from './mailer';

/** How a delivery attempt ended, as the sender must record it. */
export type AttemptResult =
  | { kind: 'sent' }
  /** beforeCommit said no: nothing reached the end of data. */
  | { kind: 'abandoned' }
  /** A definite refusal (an SMTP reply) or a failure before the end of data: nothing was accepted. */
  | { kind: 'refused'; permanent: boolean; error: string; committed: boolean }
  /** The dot may have gone out and no reply came: the server may have the message. */
  | { kind: 'in_doubt'; error: string };

export interface NewsletterTransport {
  send(mail: MailMessage, beforeCommit: () => Promise<boolean>): Promise<AttemptResult>;
  close(): void;
}

class Abandoned extends Error {}

function build(mail: MailMessage, from: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    new MailComposer({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers }).compile().build((err, message) => (err ? reject(err) : resolve(message)));
  });
}

/** An SMTP transport on one connection (opened on the first mail, again after any failure). */
export function smtpTransport(smtpUrl: string, from: string = process.env.MAIL_FROM ?? DEFAULT_FROM): NewsletterTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  let connection: SMTPConnection | null = null;

  async function open(): Promise<SMTPConnection> {
    if (connection) return connection;
    const conn = new SMTPConnection({
      host: url.hostname,
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      // A local test server speaks plain SMTP; any other host must offer STARTTLS (or be smtps:).
      ignoreTLS: local,
      requireTLS: !local && !secure,
      connectionTimeout: 15_000,
      socketTimeout: 30_000,
    });
    conn.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => conn.connect((err) => (err ? reject(err) : resolve())));
    if (url.username) {
      await new Promise<void>((resolve, reject) =>
        conn.login({ user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }, (err) => (err ? reject(err) : resolve())),
      );
    }
    connection = conn;
    return conn;
  }

  function drop() {
    connection?.close();
    connection = null;
  }

  return {
    async send(mail, beforeCommit) {
      checkHeaderValues(mail);
      const raw = await build(mail, from);
      let committed = false;
      let conn: SMTPConnection;
      try {
        conn = await open();
      } catch (error) {
        drop();
        return { kind: 'refused', permanent: false, error: `connect: ${(error as Error).message}`, committed };
      }
      let started = false;
      // Data flows once the server has accepted the envelope; the stream ends (dot) after the commit.
      const message = new Readable({
        read() {
          if (started) return;
          started = true;
          this.push(raw);
          beforeCommit().then(
            (ok) => {
              if (ok) {
                committed = true;
                this.push(null);
              } else this.destroy(new Abandoned('abandoned before end of data'));
            },
            (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
          );
        },
      });
      try {
        await new Promise<void>((resolve, reject) => conn.send({ from: fromAddress(from), to: [mail.to] }, message, (err) => (err ? reject(err) : resolve())));
        return { kind: 'sent' };
      } catch (error) {
        const e = error as Error & { responseCode?: number; code?: string };
        if (message.destroyed && e.code === 'ESTREAM') {
          drop();
          return committed ? { kind: 'in_doubt', error: e.message } : { kind: 'abandoned' };
        }
        if (typeof e.responseCode === 'number') {
          // A reply refusing the message (MAIL, RCPT, DATA or after the dot): it was not taken. The
          // session may be mid-transaction: start clean next time.
          drop();
          return { kind: 'refused', permanent: e.responseCode >= 500, error: e.message, committed };
        }
        drop();
        if (committed) return { kind: 'in_doubt', error: e.message };
        return { kind: 'refused', permanent: false, error: e.message, committed };
      }
    },
    close() {
      connection?.quit();
      connection = null;
    },
  };
}

function fromAddress(from: string): string {
  const m = /<([^>]+)>/.exec(from);
  return (m ? m[1] : from).trim();
}

/** The local mailbox (no SMTP_URL): the commit, then the file. */
export function mailboxTransport(): NewsletterTransport {
  return {
    async send(mail, beforeCommit) {
      checkHeaderValues(mail);
      if (!(await beforeCommit())) return { kind: 'abandoned' };
      try {
        await sendMail(mail, { smtpUrl: '' });
        return { kind: 'sent' };
      } catch (error) {
        return { kind: 'in_doubt', error: (error as Error).message };
      }
    },
    close() {},
  };
}

export function transportFromEnv(env: Record<string, string | undefined> = process.env): NewsletterTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM ?? DEFAULT_FROM) : mailboxTransport();
}
