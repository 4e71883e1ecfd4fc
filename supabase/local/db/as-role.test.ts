import { describe, expect, it } from 'vitest';
import { API_ROLES, type Caller } from '../context.ts';
import { asRole, ClientGoneError } from './as-role.ts';
import type { Db, Queryable } from './types.ts';

/** A database that answers the role settings read and records every statement of a transaction. */
function fakeDb(): { db: Db; ran: string[] } {
  const ran: string[] = [];
  const tx: Queryable = {
    async query(sql) {
      ran.push(sql);
      return { rows: [], rowCount: 0 };
    },
    async exec() {},
  };
  const db: Db = {
    kind: 'postgres',
    async query<T>() {
      const rows = API_ROLES.map((role) => ({ role, statement_timeout: '8s', lock_timeout: '0' }));
      return { rows: rows as T[], rowCount: rows.length };
    },
    async exec() {},
    transaction: (fn) => fn(tx),
    async close() {},
  };
  return { db, ran };
}

const caller = { role: 'anon', claims: { role: 'anon' } } as unknown as Caller;
const info = (readOnly: boolean, signal: AbortSignal) => ({ method: readOnly ? 'GET' : 'POST', path: '/rest/v1/cheeses', headers: {}, readOnly, signal });

describe('asRole', () => {
  it('does not run a read whose client has gone', async () => {
    const { db, ran } = fakeDb();
    const gone = AbortSignal.abort();
    await expect(asRole(db, caller, info(true, gone), (tx) => tx.query('select 1'))).rejects.toBeInstanceOf(ClientGoneError);
    expect(ran).toEqual([]);
  });

  it('runs a write even when its client has gone (the request arrived whole)', async () => {
    const { db, ran } = fakeDb();
    await asRole(db, caller, info(false, AbortSignal.abort()), (tx) => tx.query('insert 1'));
    expect(ran.at(-1)).toBe('insert 1');
  });

  it('runs a read whose client is still there', async () => {
    const { db, ran } = fakeDb();
    await asRole(db, caller, info(true, new AbortController().signal), (tx) => tx.query('select 1'));
    expect(ran.at(-1)).toBe('select 1');
  });
});
