/**
 * The auth context before the auth provider has loaded (and on the server): 'checking the session',
 * with every action waiting for the real provider. Side effect: holds the one pending promise.
 */
import type { AuthContextValue } from '@/data/auth/auth-context';

let settle: (value: AuthContextValue) => void = () => undefined;
const authReady = new Promise<AuthContextValue>((resolve) => {
  settle = resolve;
});

/** Hands the loaded provider's value to the actions called before it was there. */
export function resolveAuth(value: AuthContextValue): void {
  settle(value);
}

export const PENDING_AUTH: AuthContextValue = {
  user: null,
  profile: null,
  loading: true,
  profileLoading: false,
  profileError: null,
  offline: false,
  signIn: async (email, password) => (await authReady).signIn(email, password),
  signUp: async (input) => (await authReady).signUp(input),
  signOut: async () => (await authReady).signOut(),
  requestPasswordReset: async (email) => (await authReady).requestPasswordReset(email),
  updatePassword: async (password) => (await authReady).updatePassword(password),
};
