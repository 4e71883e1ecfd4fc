/**
 * `npm start`: builds the SPA when dist/ is missing or stale (NO_BUILD=1 skips), then serves the app
 * and the local Supabase stand-in on HOST:PORT (127.0.0.1:4173) with its data in DATA_DIR (.data).
 * Off loopback it refuses the well-known development keys (see keys.ts).
 */
import path from 'node:path';
import { startServer, scheduleIntervalMs } from './server.ts';
import { buildSpa, isDistStale } from './build.ts';
import { ROOT } from './paths.ts';
import { isLoopbackHost } from './keys.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST?.trim() || '127.0.0.1';
const trustProxy = process.env.TRUST_PROXY === '1';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data'));
const databaseUrl = process.env.DATABASE_URL || undefined;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

if (process.env.NO_BUILD !== '1' && isDistStale()) {
  console.log('Building the app (dist/ is missing or older than its sources)…');
  await buildSpa();
}

let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer({ port, host, dataDir, databaseUrl, trustProxy, scheduledFunctionsIntervalMs: scheduleIntervalMs() });
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  console.error(err.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another port (PORT=4174 npm start).` : `Could not start: ${err.message}`);
  process.exit(1);
}

const url = isLoopbackHost(host) ? `http://localhost:${server.port}` : server.url;
console.log(`
Cheezopedia is running at ${url}
  Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(dataDir, 'pgdata')}`}
  Listening on ${host}${isLoopbackHost(host) ? ' (this machine only; HOST=0.0.0.0 with your own keys to share it)' : ''}
  Demo accounts (email / password):
    admin@cheezopedia.test   / cheese-admin
    partner@cheezopedia.test / cheese-partner
    user@cheezopedia.test    / cheese-user
  Mail is not sent: it goes to ${process.env.SMTP_URL ? 'the SMTP server in SMTP_URL' : `${path.join(dataDir, 'mailbox')} — read it at ${url}/_dev/mail (from this machine only)`}
  Press Ctrl+C to stop.
`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await server.close().catch((e: Error) => console.error(e.message));
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
