import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/domain/types';
import { createProfileLoader, isNetworkErrorMessage, type ProfileFetchResult, type ProfileLoaderDeps } from './profile-loader';

const admin: Profile = { id: 'u1', email: 'a@x.test', name: 'Ada', role: 'admin', created_at: '2026-01-01T00:00:00Z' };

function deps(over: Partial<ProfileLoaderDeps> = {}): ProfileLoaderDeps {
  return {
    fetchProfile: vi.fn(async (): Promise<ProfileFetchResult> => ({ profile: admin, error: null })),
    cacheProfile: vi.fn(),
    getCachedProfile: vi.fn(async () => undefined),
    isOnline: () => true,
    timeoutMs: 50,
    ...over,
  };
}

describe('profile loader', () => {
  it('reads the profile and caches it', async () => {
    const d = deps();
    const loader = createProfileLoader(d);
    await expect(loader.load('u1')).resolves.toEqual({ profile: admin, error: null, fromCache: false });
    expect(d.cacheProfile).toHaveBeenCalledWith(admin);
  });

  it('runs only one fetch at a time for a user', async () => {
    let release: (r: ProfileFetchResult) => void = () => {};
    const fetchProfile = vi.fn(() => new Promise<ProfileFetchResult>((resolve) => (release = resolve)));
    const loader = createProfileLoader(deps({ fetchProfile, timeoutMs: 1000 }));
    const a = loader.load('u1');
    const b = loader.load('u1');
    expect(a).toBe(b);
    release({ profile: admin, error: null });
    await a;
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    // A later load fetches again.
    const c = loader.load('u1');
    release({ profile: admin, error: null });
    await c;
    expect(fetchProfile).toHaveBeenCalledTimes(2);
  });

  it("times out with 'Profile fetch timeout' when nothing is cached", async () => {
    const loader = createProfileLoader(deps({ fetchProfile: () => new Promise(() => {}) }));
    await expect(loader.load('u1')).resolves.toEqual({ profile: null, error: 'Profile fetch timeout', fromCache: false });
  });

  it('falls back to the cached profile on a network failure', async () => {
    const loader = createProfileLoader(
      deps({
        fetchProfile: async () => ({ profile: null, error: { message: 'TypeError: Failed to fetch', network: true } }),
        getCachedProfile: async () => admin,
      }),
    );
    await expect(loader.load('u1')).resolves.toEqual({ profile: admin, error: null, fromCache: true });
  });

  it('asks once without retries, then with retries when nothing is cached', async () => {
    const calls: boolean[] = [];
    const loader = createProfileLoader(
      deps({
        fetchProfile: async (_id, { retry }) => {
          calls.push(retry);
          return calls.length === 1
            ? { profile: null, error: { message: 'TypeError: Failed to fetch', network: true } }
            : { profile: admin, error: null };
        },
      }),
    );
    await expect(loader.load('u1')).resolves.toEqual({ profile: admin, error: null, fromCache: false });
    expect(calls).toEqual([false, true]);
  });

  it('a known user is served from the cache after one failed request', async () => {
    const fetchProfile = vi.fn(async () => ({ profile: null, error: { message: 'TypeError: Failed to fetch', network: true } }));
    const loader = createProfileLoader(deps({ fetchProfile, getCachedProfile: async () => admin }));
    await expect(loader.load('u1')).resolves.toEqual({ profile: admin, error: null, fromCache: true });
    expect(fetchProfile).toHaveBeenCalledTimes(1);
  });

  it('does not use the cache when the server refuses (permissions)', async () => {
    const loader = createProfileLoader(
      deps({
        fetchProfile: async () => ({ profile: null, error: { message: 'permission denied for table profiles', network: false } }),
        getCachedProfile: async () => admin,
      }),
    );
    await expect(loader.load('u1')).resolves.toEqual({
      profile: null,
      error: 'permission denied for table profiles',
      fromCache: false,
    });
  });

  it('uses the cache without asking the server when offline', async () => {
    const d = deps({ isOnline: () => false, getCachedProfile: async () => admin });
    const loader = createProfileLoader(d);
    await expect(loader.load('u1')).resolves.toEqual({ profile: admin, error: null, fromCache: true });
    expect(d.fetchProfile).not.toHaveBeenCalled();
  });

  it("ignores a cached profile of another user", async () => {
    const loader = createProfileLoader(deps({ getCachedProfile: async () => ({ ...admin, id: 'other' }) }));
    await expect(loader.loadCachedOnly('u1')).resolves.toEqual({ profile: null, error: null, fromCache: true });
  });

  it("answers with the device's profile without a server call, and never another user's", async () => {
    const d = deps({ getCachedProfile: vi.fn(async (id: string) => (id === 'u1' ? admin : { ...admin, id: 'u2' })) });
    const loader = createProfileLoader(d);
    await expect(loader.cachedProfile('u1')).resolves.toEqual(admin);
    await expect(createProfileLoader(deps({ getCachedProfile: async () => admin })).cachedProfile('u3')).resolves.toBeNull();
    expect(d.fetchProfile).not.toHaveBeenCalled();
  });

  it('recognises network failure messages', () => {
    expect(isNetworkErrorMessage('TypeError: Failed to fetch')).toBe(true);
    expect(isNetworkErrorMessage('TypeError: fetch failed')).toBe(true);
    expect(isNetworkErrorMessage('Invalid login credentials')).toBe(false);
  });
});
