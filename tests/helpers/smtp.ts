/**
 * A real SMTP server for tests and benchmarks (the nodemailer project's `smtp-server`) on a free
 * loopback port: every accepted message is parsed with `mailparser` and kept with its envelope.
 * `refuse(rcpt)` lets a test answer RCPT with an SMTP error (temporary 4xx or permanent 5xx).
 * `count` only counts recipients (no parsing) for the benchmark's 10,000 mails.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string;
  parsed: ParsedMail;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** Accepted messages per recipient (lower-cased), parsed or not. */
  perRecipient: Map<string, number>;
  /** Answer RCPT for this address with `code` (e.g. 451 or 550) until cleared with null. */
  refuse(address: string, code: number | null): void;
  /** Resolves when `n` messages were accepted in all (polls; no fixed sleep). */
  waitFor(n: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTestSmtp(opts: { parse?: boolean } = {}): Promise<TestSmtp> {
  const parse = opts.parse ?? true;
  const mails: ReceivedMail[] = [];
  const perRecipient = new Map<string, number>();
  const refusals = new Map<string, number>();
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 5 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const code = refusals.get(address.address.toLowerCase());
      if (code) {
        const error = new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later') as Error & { responseCode: number };
        error.responseCode = code;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        // An unterminated message (the client dropped the connection before its end-of-data) never
        // reaches here with a normal end: smtp-server only ends the stream at the dot.
        // The session's envelope is reset for the next message: read the recipients now.
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        for (const to of recipients) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
        accepted++;
        if (parse) {
          void simpleParser(Buffer.concat(chunks)).then((parsed) => {
            for (const to of recipients) mails.push({ to, parsed });
          });
        }
        callback();
      });
    },
  });
  // A client killed mid-session (the sender's SIGKILL tests) resets its connection: not a failure here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    perRecipient,
    refuse(address, code) {
      if (code === null) refusals.delete(address.toLowerCase());
      else refusals.set(address.toLowerCase(), code);
    },
    async waitFor(n, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while ((parse ? mails.length : accepted) < n) {
        if (Date.now() > deadline) throw new Error(`SMTP: ${parse ? mails.length : accepted} mails, expected ${n}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header as it arrived (mailparser turns List-* headers into objects). */
export function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((h) => h.key === name)?.line;
  return line?.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
}
