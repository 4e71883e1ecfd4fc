/**
 * Private channels are authorised by the row-level security of realtime.messages, evaluated AS the
 * joining user, the way Realtime does it (Realtime.Tenants.Authorization), in a transaction that is
 * always rolled back:
 * - read (receive; at join, and again on a new access token): probe rows (topic, extension
 *   'broadcast' and, with presence, 'presence') are inserted with the server's rights, then, as the
 *   user (role, request.jwt.claims, request.jwt.claim.sub/role, request.headers, realtime.topic set
 *   locally), `select` them: each probe the policies let through grants read of its extension;
 * - write (send; at the first broadcast or presence track): as the user, an insert of (topic,
 *   extension) per extension; a row-level security refusal (42501) denies it.
 * Only the API roles are accepted as the claims' role (anon, authenticated, service_role).
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import { isPgError } from '../db/index.ts';
import { API_ROLES } from '../context.ts';
import type { Claims } from '../jwt.ts';

export type Extension = 'broadcast' | 'presence';

/** Undefined: not evaluated yet (as Realtime's nil). */
export interface Policies {
  broadcast: { read?: boolean; write?: boolean };
  presence: { read?: boolean; write?: boolean };
}

export const noPolicies = (): Policies => ({ broadcast: {}, presence: {} });

export interface AuthorizationContext {
  /** The channel's topic without the `realtime:` prefix. */
  topic: string;
  claims: Claims;
  /** The upgrade request's x-* headers (Realtime's x_headers), as request.headers. */
  headers: Record<string, string>;
}

export type PolicyResult = { ok: true; policies: Policies } | { ok: false; error: unknown };

class Rollback {
  constructor(readonly value: Policies) {}
}

async function rolledBack(db: Db, fn: (tx: Queryable) => Promise<Policies>): Promise<PolicyResult> {
  try {
    await db.transaction(async (tx) => {
      throw new Rollback(await fn(tx));
    });
    return { ok: false, error: new Error('authorization transaction did not roll back') };
  } catch (e) {
    if (e instanceof Rollback) return { ok: true, policies: e.value };
    return { ok: false, error: e };
  }
}

async function actAs(tx: Queryable, ctx: AuthorizationContext): Promise<void> {
  const role = ctx.claims.role;
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    throw Object.assign(new Error(`role "${String(role)}" does not exist`), { code: '22023' });
  }
  const sub = typeof ctx.claims.sub === 'string' ? ctx.claims.sub : '';
  await tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true), set_config('request.jwt.claims', $3, true),
            set_config('request.jwt.claim.sub', $4, true), set_config('request.jwt.claim.role', $1, true),
            set_config('request.headers', $5, true)`,
    [role, ctx.topic, JSON.stringify(ctx.claims), sub, JSON.stringify(ctx.headers)],
  );
}

const clone = (p: Policies): Policies => ({ broadcast: { ...p.broadcast }, presence: { ...p.presence } });

export function readAuthorizations(db: Db, ctx: AuthorizationContext, policies: Policies, opts: { presenceEnabled: boolean }): Promise<PolicyResult> {
  const extensions: Extension[] = opts.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
  return rolledBack(db, async (tx) => {
    const probes = extensions.map((extension) => ({ extension, id: randomUUID() }));
    await tx.query(
      `insert into realtime.messages (id, topic, extension) select p.id::uuid, $1, p.extension from jsonb_to_recordset($2::jsonb) as p(id text, extension text)`,
      [ctx.topic, JSON.stringify(probes)],
    );
    await actAs(tx, ctx);
    const { rows } = await tx.query<{ id: string }>(`select id::text as id from realtime.messages where id = any($1::uuid[])`, [probes.map((p) => p.id)]);
    const seen = new Set(rows.map((r) => r.id));
    const next = clone(policies);
    for (const p of probes) next[p.extension].read = seen.has(p.id);
    return next;
  });
}

export function writeAuthorizations(db: Db, ctx: AuthorizationContext, policies: Policies, opts: { presenceEnabled: boolean }): Promise<PolicyResult> {
  const extensions: Extension[] = opts.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
  return rolledBack(db, async (tx) => {
    await actAs(tx, ctx);
    const next = clone(policies);
    for (const extension of ['broadcast', 'presence'] as const) {
      if (!extensions.includes(extension)) {
        next[extension].write = false;
        continue;
      }
      await tx.exec('savepoint realtime_write_check');
      try {
        await tx.query(`insert into realtime.messages (topic, extension) values ($1, $2)`, [ctx.topic, extension]);
        next[extension].write = true;
      } catch (e) {
        if (!(isPgError(e) && e.code === '42501')) throw e;
        next[extension].write = false;
      }
      await tx.exec('rollback to savepoint realtime_write_check');
    }
    return next;
  });
}
