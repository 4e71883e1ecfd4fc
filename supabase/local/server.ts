/**
 * The local Supabase stand-in: one Hono app on one origin serving /auth/v1, /rest/v1, /storage/v1,
 * /.netlify/functions/<name>, the image CDN (/.netlify/images), functions routed by path
 * (server-rendered pages, sitemap, robots), /_dev/mail and the built SPA (compressed), on PGlite
 * (folder or memory) or a real PostgreSQL (databaseUrl). A development and test tool, not a production server.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { serve } from '@hono/node-server';
import { openDb, type Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { Catalog } from './rest/catalog.ts';
import { restRoutes } from './rest/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { storageRoutes } from './storage/routes.ts';
import { StorageError } from './storage/errors.ts';
import { GLOBAL_FILE_LIMIT } from './storage/objects.ts';
import { functionsHandler } from './functions/routes.ts';
import { startScheduler, type Scheduler } from './functions/scheduler.ts';
import { compress } from './compress.ts';
import { mailRoutes } from './mail-viewer.ts';
import { cspReportRoutes } from './csp-report.ts';
import { imageCdn } from './images/index.ts';
import { serveStatic } from './static.ts';
import { cors } from './cors.ts';
import { SECRET_KEY, unsafeKeysFor } from './keys.ts';
import { loopbackOnly } from './client-ip.ts';
import { allowedHostnames, allowedHostsFromEnv, hostAllowList, loopbackHostOnly } from './host-check.ts';
import type { AppContext } from './app-context.ts';
import { attachRealtime, type RealtimeOptions, type RealtimeServer } from './realtime/index.ts';
import { loadAuthConfig, type AuthConfig } from './auth/config.ts';
import { BOOTSTRAP_SQL, DIST_DIR, FUNCTIONS_DIR, MIGRATIONS_DIR, SEED_SQL } from './paths.ts';

export interface StartServerOptions {
  /** 0 or undefined: a free port. */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). Off loopback the keys must come from the environment. */
  host?: string;
  /** Trust X-Forwarded-Host/-Proto for the origin of links (only behind a proxy you run). */
  trustProxy?: boolean;
  /** Folder for the PGlite database (<dataDir>/pgdata) and the mailbox (<dataDir>/mailbox). */
  dataDir?: string;
  /** Run on this PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PGlite in memory (nothing persisted but the mailbox). */
  memory?: boolean;
  /** Built SPA (default dist/). */
  staticDir?: string;
  quiet?: boolean;
  /** Overrides of supabase/config.toml's [auth] settings (tests, benches). */
  auth?: Partial<Omit<AuthConfig, 'rateLimit'>> & { rateLimit?: Partial<AuthConfig['rateLimit']> };
  /** Host names answered besides loopback, the listen address and site_url's host (ALLOWED_HOSTS; see host-check.ts). */
  allowedHosts?: string[];
  /** Overrides for tests. */
  migrationsDir?: string;
  seedFile?: string;
  functionsDir?: string;
  /** Image CDN sources allowed beside netlify.toml's `[images] remote_images` (tests). */
  imageRemotePatterns?: string[];
  /** The image CDN's transform processes: at once, waiting, time limit (tests; see images/limits.ts). */
  imageTransforms?: { size?: number; queue?: number; timeoutMs?: number };
  /** Runs scheduled functions (config.schedule) every this many ms; 0 or undefined: never (tests run them themselves). */
  scheduledFunctionsIntervalMs?: number;
  /**
   * The clock (ms since the epoch) of the functions' `config.rateLimit` windows; default Date.now.
   * Tests that fill a window pass their own, so the window ends only when they move it.
   */
  functionRateLimitClock?: () => number;
  /** Realtime's limits and timings (default: hosted's Free plan and hosted's timings; tests shorten them). */
  realtime?: RealtimeOptions;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The database as its owner (tests inspect the catalogue with it). */
  db: Db;
  /** The scheduled functions' timer, when scheduledFunctionsIntervalMs was given. */
  scheduler?: Scheduler;
  /** The image CDN's transform processes now, or those transforming (benchmarks add their memory to the server's). */
  imageTransformPids(which?: 'all' | 'running'): number[];
  /** Realtime at /realtime/v1/websocket (its limits, stats). */
  realtime: RealtimeServer;
  close(): Promise<void>;
}

const MB = 1024 * 1024;
/** The user's own values, captured before any server sets them for the functions. */
const userEnv = {
  SUPABASE_URL: process.env.SUPABASE_URL,
  SUPABASE_SECRET_KEY: process.env.SUPABASE_SECRET_KEY,
  MAILBOX_DIR: process.env.MAILBOX_DIR,
  MAIL_FROM: process.env.MAIL_FROM,
  CONTACT_TO: process.env.CONTACT_TO,
  CSP_REPORT_URI: process.env.CSP_REPORT_URI,
};
/** Defaults of .env.example for the functions' mail settings. */
const MAIL_DEFAULTS = { MAIL_FROM: 'Cheezopedia <hello@cheezopedia.test>', CONTACT_TO: 'team@cheezopedia.test' };

function jsonLimit(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: (c: Context) => c.json({ code: 'PGRST413', details: null, hint: null, message: `The request body is larger than ${maxSize / MB} MB` }, 413),
  });
}

/** Rejects dot segments in the raw request path (WHATWG URL parsing would silently resolve them). */
function rawPathIsUnsafe(c: Context): boolean {
  const raw = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url ?? '';
  const p = raw.split('?')[0].replace(/%2e/gi, '.').replace(/%2f/gi, '/').replace(/%5c/gi, '\\');
  return /(^|[/\\])\.{1,2}([/\\]|$)/.test(p) || p.includes('\\');
}

/** A body Netlify passes to a function as text (JSON, forms, text); any other is binary, Base64-encoded. */
function isTextBody(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type === '' || type.startsWith('text/') || /^application\/(json|x-www-form-urlencoded|xml|javascript|graphql)$/.test(type) || type.endsWith('+json') || type.endsWith('+xml');
}

function mergeAuthConfig(base: AuthConfig, o: StartServerOptions['auth']): AuthConfig {
  return { ...base, ...o, rateLimit: { ...base.rateLimit, ...o?.rateLimit } };
}

export async function startServer(opts: StartServerOptions = {}): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  const unsafe = unsafeKeysFor(host);
  if (unsafe.length > 0) {
    throw new Error(
      `Refusing to listen on ${host} with the well-known development keys: set ${unsafe.join(', ')} in the environment ` +
        '(secrets of 32+ characters; JWT_SECRET signs sessions), or listen on loopback (HOST=127.0.0.1).',
    );
  }
  const log = opts.quiet ? () => undefined : (msg: string) => console.log(`[local] ${msg}`);
  const dataDir = opts.dataDir ? path.resolve(opts.dataDir) : undefined;
  const mailboxDir = dataDir ? path.join(dataDir, 'mailbox') : path.resolve('.data', 'mailbox');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await openDb({ databaseUrl: opts.databaseUrl, dataDir, memory: opts.memory, onWait: log });
  try {
    await migrate(db, { bootstrapFile: BOOTSTRAP_SQL, migrationsDir: opts.migrationsDir ?? MIGRATIONS_DIR, seedFile: opts.seedFile ?? SEED_SQL, log });
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
  let url = '';
  const app: AppContext = {
    db,
    catalog: new Catalog(db),
    mailboxDir,
    functionsDir: opts.functionsDir ?? FUNCTIONS_DIR,
    staticDir: opts.staticDir ?? DIST_DIR,
    url: () => url,
    trustProxy: opts.trustProxy ?? false,
    auth: mergeAuthConfig(loadAuthConfig(), opts.auth),
    log: (msg) => console.error(`[local] ${msg}`),
  };
  const setFunctionEnv = () => {
    if (!userEnv.SUPABASE_URL) process.env.SUPABASE_URL = url;
    if (!userEnv.SUPABASE_SECRET_KEY) process.env.SUPABASE_SECRET_KEY = SECRET_KEY;
    if (!userEnv.MAILBOX_DIR) process.env.MAILBOX_DIR = mailboxDir;
    if (!userEnv.MAIL_FROM) process.env.MAIL_FROM = MAIL_DEFAULTS.MAIL_FROM;
    if (!userEnv.CONTACT_TO) process.env.CONTACT_TO = MAIL_DEFAULTS.CONTACT_TO;
    // Pages rendered by functions have browsers report CSP violations here too (csp-report.ts).
    if (!userEnv.CSP_REPORT_URI) process.env.CSP_REPORT_URI = '/_dev/csp-report';
  };

  const hono = new Hono();
  // Requests still running when close() is called finish before the database closes.
  let inFlight = 0;
  let drained: (() => void) | undefined;
  hono.use('*', async (_c, next) => {
    inFlight++;
    try {
      await next();
    } finally {
      if (--inFlight === 0) drained?.();
    }
  });
  // Only the host names this server serves (DNS rebinding): see host-check.ts. Realtime's websocket
  // upgrades are checked against the same list.
  const hostnames = allowedHostnames({ listen: host, siteUrl: app.auth.siteUrl, extra: opts.allowedHosts ?? allowedHostsFromEnv() });
  hono.use('*', hostAllowList(hostnames));
  const compressor = compress();
  hono.use('*', async (c, next) => {
    if (rawPathIsUnsafe(c)) {
      if (new URL(c.req.url).pathname.startsWith('/storage/') || (c.env as { incoming?: { url?: string } })?.incoming?.url?.startsWith('/storage/')) {
        return c.json(new StorageError('400', 'InvalidKey', 'Invalid key: path segments "." and ".." and backslashes are not allowed').body(), 400);
      }
      return c.json({ message: 'Path segments "." and ".." and backslashes are not allowed' }, 400);
    }
    await next();
  });
  hono.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('x-content-type-options')) c.res.headers.set('x-content-type-options', 'nosniff');
  });
  // Compressed like Netlify's CDN (stored files keep their own bytes).
  hono.use('*', async (c, next) => (c.req.path.startsWith('/storage/') ? next() : compressor(c, next)));
  for (const p of ['/rest/v1/*', '/auth/v1/*', '/storage/v1/*']) hono.use(p, cors);
  hono.use('/rest/v1/*', jsonLimit(10 * MB));
  hono.use('/auth/v1/*', jsonLimit(10 * MB));
  hono.use(
    '/storage/v1/*',
    bodyLimit({ maxSize: GLOBAL_FILE_LIMIT + MB, onError: (c) => c.json(new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size').body(), 400) }),
  );
  // Netlify's buffered payload limit: 6 MB, of which a binary body (an image upload) gets about 4.5 MB,
  // as Netlify hands it to the function Base64-encoded (~30 % more).
  const textBodyLimit = bodyLimit({ maxSize: 6 * MB, onError: (c) => c.json({ error: 'The request body is larger than 6 MB' }, 413) });
  const binaryBodyLimit = bodyLimit({ maxSize: 4.5 * MB, onError: (c) => c.json({ error: 'The request body is larger than 4.5 MB (a binary body is Base64-encoded within 6 MB)' }, 413) });
  hono.use('/.netlify/functions/*', (c, next) => (isTextBody(c.req.header('content-type')) ? textBodyLimit(c, next) : binaryBodyLimit(c, next)));

  hono.route('/rest/v1', restRoutes(app));
  hono.route('/auth/v1', authRoutes(app));
  hono.route('/storage/v1', storageRoutes(app));
  // Realtime is a websocket (upgrades are handled beside Hono); its HTTP API (REST broadcast) is not implemented.
  hono.all('/realtime/v1/*', (c) => c.json({ message: 'Not found' }, 404));
  hono.use('/_dev/*', loopbackOnly, loopbackHostOnly);
  hono.use('/_dev', loopbackOnly, loopbackHostOnly);
  hono.route('/_dev', mailRoutes(mailboxDir));
  hono.route('/_dev', cspReportRoutes(path.join(path.dirname(mailboxDir), 'csp-reports.jsonl'), app.log));
  const functions = functionsHandler(app, setFunctionEnv, opts.functionRateLimitClock);
  hono.use('*', functions.byPath);
  hono.all('/.netlify/functions/:name', functions.byName);
  const images = imageCdn({ origin: () => url, cacheDir: path.join(path.dirname(mailboxDir), 'image-cache'), remotePatterns: opts.imageRemotePatterns, transforms: opts.imageTransforms, log: app.log });
  hono.all('/.netlify/images', images);
  hono.all('/.netlify/images/', images);
  hono.all('/.netlify/*', (c) => c.json({ error: 'Not found' }, 404));
  hono.all('/_dev/*', (c) => c.text('Not found', 404));
  // Functions routed by `config.path` (pages, sitemap, robots) ran above (after static files when they
  // prefer them); what is left is a static file or the app shell.
  hono.all('*', (c) => serveStatic(c, app.staticDir));
  hono.onError((e, c) => {
    app.log(`unhandled error on ${c.req.method} ${c.req.path}: ${(e as Error).stack ?? String(e)}`);
    return c.json({ message: 'Internal error of the local backend', code: 'local_internal' }, 500);
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: hono.fetch, port: opts.port ?? 0, hostname: host }, () => resolve(s as Server)) as Server;
    s.once('error', reject);
  }).catch(async (e: unknown) => {
    // A busy port: close the database (and release the data folder's lock) before failing.
    await db.close().catch(() => undefined);
    throw e;
  });
  let realtime: RealtimeServer;
  try {
    realtime = await attachRealtime(server, db, hostnames, app.log, opts.realtime);
  } catch (e) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close().catch(() => undefined);
    throw e;
  }
  const port = (server.address() as AddressInfo).port;
  url = `http://${host.includes(':') ? `[${host}]` : host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
  setFunctionEnv();
  const scheduler = opts.scheduledFunctionsIntervalMs ? startScheduler(app, setFunctionEnv, opts.scheduledFunctionsIntervalMs) : undefined;
  log(`listening on ${url} (${db.kind}${dataDir && db.kind === 'pglite' && !opts.memory ? ` in ${dataDir}` : ''})`);
  let closed = false;
  return {
    url,
    port,
    db,
    scheduler,
    imageTransformPids: (which) => images.pool.pids(which),
    realtime,
    async close() {
      if (closed) return;
      closed = true;
      await scheduler?.stop();
      await images.close();
      await realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          drained = resolve;
          setTimeout(resolve, 10_000).unref();
        });
      }
      await db.close();
    },
  };
}

/** SCHEDULED_FUNCTIONS_INTERVAL_MS (default 60,000, as a `* * * * *` schedule; 0 turns the timer off). */
export function scheduleIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SCHEDULED_FUNCTIONS_INTERVAL_MS ?? 60_000);
  return Number.isFinite(n) && n >= 0 ? n : 60_000;
}
