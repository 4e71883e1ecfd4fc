import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/data/auth';
import { forgetPersistedSession, readPersistedUser, userFromStoredSession } from './persisted-session';

const session = { access_token: 'a.b.c', refresh_token: 'r', expires_at: 1, user: { id: 'u1', email: 'a@x.test' } };

describe('persisted session', () => {
  it('uses the product-specific key', () => {
    expect(AUTH_STORAGE_KEY).toBe('cheezopedia-auth');
  });

  it('returns the user of a stored session, even an expired one', () => {
    expect(userFromStoredSession(JSON.stringify(session))?.id).toBe('u1');
  });

  it('reads the user from separate user storage when the session has none', () => {
    const { user: _user, ...bare } = session;
    expect(userFromStoredSession(JSON.stringify(bare), JSON.stringify({ user: { id: 'u2' } }))?.id).toBe('u2');
  });

  it('rejects missing, malformed or tokenless values', () => {
    expect(userFromStoredSession(null)).toBeNull();
    expect(userFromStoredSession('{not json')).toBeNull();
    expect(userFromStoredSession(JSON.stringify({ user: { id: 'u1' } }))).toBeNull();
    expect(userFromStoredSession(JSON.stringify({ ...session, user: { id: '' } }))).toBeNull();
  });

  it('reads from a storage object', () => {
    const store = new Map([[AUTH_STORAGE_KEY, JSON.stringify(session)]]);
    expect(readPersistedUser({ getItem: (k) => store.get(k) ?? null })?.id).toBe('u1');
    expect(readPersistedUser(undefined)).toBeNull();
  });

  it('forgets the persisted session', () => {
    const store = new Map([
      [AUTH_STORAGE_KEY, JSON.stringify(session)],
      [`${AUTH_STORAGE_KEY}-user`, '{}'],
      ['other', 'kept'],
    ]);
    forgetPersistedSession({ removeItem: (k) => void store.delete(k) });
    expect([...store.keys()]).toEqual(['other']);
  });
});
