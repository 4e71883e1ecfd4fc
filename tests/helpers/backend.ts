/**
 * startTestBackend(): the local backend on a free port with a fresh database — in-memory PGlite
 * with bootstrap, migrations and seed; or, with TEST_DATABASE_URL set, a new database created on that
 * PostgreSQL server for this call (dropped on close). TEST_DATABASE_URL must name a superuser other
 * than `postgres` (hosted's `postgres` is not a superuser): tests/helpers/postgres.ts and .ci/run
 * create their cluster with `supabase_admin`. Clients are real supabase-js clients.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startServer, type StartServerOptions } from '../../supabase/local/server.ts';
import type { RealtimeServer } from '../../supabase/local/realtime/index.ts';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys.ts';
import { BOOTSTRAP_SQL } from '../../supabase/local/paths.ts';

const BOOTSTRAP_ROLES_SQL = path.join(path.dirname(BOOTSTRAP_SQL), 'bootstrap-roles.sql');

export const DEMO = {
  admin: { email: 'admin@cheezopedia.test', password: 'cheese-admin' },
  partner: { email: 'partner@cheezopedia.test', password: 'cheese-partner' },
  user: { email: 'user@cheezopedia.test', password: 'cheese-user' },
} as const;

export type DemoRole = keyof typeof DEMO;

export interface TestBackend {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** Where the backend writes mail (.eml + .json). */
  mailboxDir: string;
  /** A fresh anon client (no session persisted). */
  anon(): SupabaseClient;
  /** A service-role client (bypasses RLS). */
  service(): SupabaseClient;
  /** A client signed in with email and password (throws with the auth error when it fails). */
  signIn(email: string, password: string): Promise<SupabaseClient>;
  asDemo(role: DemoRole): Promise<SupabaseClient>;
  /** A query as the database owner (catalogue checks). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The image CDN's transform processes now. */
  imageTransformPids(): number[];
  /** Runs the scheduled functions once now (needs scheduledFunctionsIntervalMs). */
  runScheduled(): Promise<void>;
  /** The backend's Realtime (its limits can be changed by a test, its counters read). */
  realtime: RealtimeServer;
  close(): Promise<void>;
}

export type TestBackendOptions = Pick<StartServerOptions, 'migrationsDir' | 'seedFile' | 'functionsDir' | 'staticDir' | 'auth' | 'imageRemotePatterns' | 'allowedHosts' | 'scheduledFunctionsIntervalMs' | 'functionRateLimitClock' | 'imageTransforms' | 'realtime'> & {
  /** PGlite in the temporary data folder, as `npm start` runs it, instead of in memory (benchmarks). */
  pgliteOnDisk?: boolean;
};

/** The data of a fixture call, or an error naming `what` with the server's message (or "no data"). */
export function must<T>(res: { data: T; error: { message: string } | null }, what: string): NonNullable<T> {
  if (res.error) throw new Error(`${what}: ${res.error.message}`);
  if (res.data === null || res.data === undefined) throw new Error(`${what}: no data`);
  return res.data;
}

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

async function createDatabase(baseUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cz_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    // Roles are cluster-wide: set them up once per cluster, serialised across parallel suites (the
    // file changes nothing when they are already right).
    await admin.query('select pg_advisory_lock(1414)');
    try {
      await admin.query(await readFile(BOOTSTRAP_ROLES_SQL, 'utf8'));
    } finally {
      await admin.query('select pg_advisory_unlock(1414)');
    }
    // TEST_DATABASE_TEMPLATE: a database `supabase db push` built (.ci/run); each test gets a copy.
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

export async function startTestBackend(opts: TestBackendOptions = {}): Promise<TestBackend> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cz-backend-'));
  // A copy of the pushed database only when the test uses the project's own migrations and seed.
  const template = opts.migrationsDir || opts.seedFile ? undefined : process.env.TEST_DATABASE_TEMPLATE;
  if (template && !/^[a-z_][a-z0-9_]*$/.test(template)) throw new Error(`TEST_DATABASE_TEMPLATE must be a plain database name, got "${template}"`);
  const external = process.env.TEST_DATABASE_URL ? await createDatabase(process.env.TEST_DATABASE_URL, template) : undefined;
  const { pgliteOnDisk, ...serverOpts } = opts;
  const server = await startServer({ port: 0, dataDir, memory: !external && !pgliteOnDisk, databaseUrl: external?.url, quiet: true, ...serverOpts });
  const clients: SupabaseClient[] = [];
  const track = (c: SupabaseClient) => (clients.push(c), c);
  const signIn = async (email: string, password: string) => {
    const c = track(client(server.url, PUBLISHABLE_KEY));
    const { error } = await c.auth.signInWithPassword({ email, password });
    if (error) throw new Error(`signIn(${email}) failed: ${error.message}`);
    return c;
  };
  return {
    url: server.url,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
    mailboxDir: path.join(dataDir, 'mailbox'),
    anon: () => track(client(server.url, PUBLISHABLE_KEY)),
    service: () => track(client(server.url, SECRET_KEY)),
    signIn,
    asDemo: (role) => signIn(DEMO[role].email, DEMO[role].password),
    sql: async <T,>(text: string, params: unknown[] = []) => (await server.db.query<T>(text, params)).rows,
    imageTransformPids: () => server.imageTransformPids(),
    realtime: server.realtime,
    async runScheduled() {
      if (!server.scheduler) throw new Error('startTestBackend: pass scheduledFunctionsIntervalMs to run scheduled functions');
      await server.scheduler.runNow();
    },
    async close() {
      for (const c of clients) await c.removeAllChannels().catch(() => undefined);
      await server.close();
      await external?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
