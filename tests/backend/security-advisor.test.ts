/**
 * What Supabase's Security Advisor checks about functions, held on every migration: no SECURITY
 * DEFINER function in a schema the Data API exposes (`public`, `graphql_public`) may be executed by
 * `anon` or `authenticated` — such a function is callable over HTTP with its owner's rights. Definer
 * code lives in `private`, behind SECURITY INVOKER functions of the API. Also checked: every function
 * of those schemas pins its search_path (another of the advisor's lints), and the RPCs the app calls
 * still answer as before through their invoker doors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;

const EXPOSED = ['public', 'graphql_public'];

describe('security advisor: functions', () => {
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('no SECURITY DEFINER function in an exposed schema is executable by anon or authenticated', async () => {
    const rows = await backend.sql<{ fn: string; role: string }>(
      `select p.oid::regprocedure::text as fn, r.role
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         cross join (values ('anon'), ('authenticated')) as r(role)
        where n.nspname = any($1) and p.prosecdef and has_function_privilege(r.role, p.oid, 'EXECUTE')
        order by 1, 2`,
      [EXPOSED],
    );
    expect(rows).toEqual([]);
  });

  it('every function of an exposed schema sets its search_path', async () => {
    const rows = await backend.sql<{ fn: string }>(
      `select p.oid::regprocedure::text as fn
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         left join pg_depend d on d.objid = p.oid and d.deptype = 'e'
        where n.nspname = any($1) and d.objid is null
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
        order by 1`,
      [EXPOSED],
    );
    expect(rows).toEqual([]);
  });

  it('the moved functions answer through their API names as before', async () => {
    const anon = backend.anon();
    const unknown = { p_id: '00000000-0000-4000-8000-000000000000', p_token: '0'.repeat(64), p_apply: false };
    expect((await backend.service().rpc('newsletter_unsubscribe', unknown)).data).toBe('invalid');
    expect((await anon.rpc('newsletter_unsubscribe', unknown)).error).not.toBeNull();
    // Admin-only decisions refuse a partner, with the function's own error.
    const partner = await backend.asDemo('partner');
    const claim = await partner.rpc('claim_review_event', { p_event_id: '00000000-0000-4000-8000-000000000000' });
    expect(claim.error?.code).toBe('42501');
    // Not reachable over the API at all: the private schema is not exposed, nor are its functions.
    const direct = await anon.schema('private').rpc('newsletter_unsubscribe', unknown);
    expect(direct.error).not.toBeNull();
  });
});
