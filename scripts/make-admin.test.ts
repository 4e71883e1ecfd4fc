/** make-admin against a real local backend: promotes an existing user; a clear error otherwise. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../tests/helpers/backend.ts';
import { makeAdmin } from './make-admin.ts';

describe('make-admin', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startTestBackend();
  }, 60_000);
  afterAll(async () => b?.close());

  it('sets the profile role to admin', async () => {
    const u = await makeAdmin('user@cheezopedia.test', { url: b.url, key: b.secretKey });
    expect(u.email).toBe('user@cheezopedia.test');
    const { data } = await b.service().from('profiles').select('role').eq('id', u.id).single();
    expect(data).toEqual({ role: 'admin' });
  });

  it('explains when the user does not exist or the input is not an email', async () => {
    await expect(makeAdmin('ghost@cheezopedia.test', { url: b.url, key: b.secretKey })).rejects.toThrow('No user with the email ghost@cheezopedia.test');
    await expect(makeAdmin('nope', { url: b.url, key: b.secretKey })).rejects.toThrow('is not an email address');
  });
});
