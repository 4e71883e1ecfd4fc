/**
 * The auth context before the auth provider has loaded (and on the server): 'checking the session',
 * with every action waiting for the real provider. A visitor with no session never loads the
 * provider until they act: an action asks for it (`onAuthWanted`). Side effect: holds the one
 * pending promise and the listeners.
 */
import { INITIAL_AUTH_STATE, type AuthContextValue } from '@/data/auth';

let settle: (value: AuthContextValue) => void = () => undefined;
const authReady = new Promise<AuthContextValue>((resolve) => {
  settle = resolve;
});
let wanted = false;
const listeners = new Set<() => void>();

/** Hands the loaded provider's value to the actions called before it was there. */
export function resolveAuth(value: AuthContextValue): void {
  settle(value);
}

/** Whether an auth action has asked for the provider on this page. */
export function authWanted(): boolean {
  return wanted;
}

/** Calls `listener` when an auth action first asks for the provider; returns the unsubscribe function. */
export function onAuthWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function provider(): Promise<AuthContextValue> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return authReady;
}

export const PENDING_AUTH: AuthContextValue = {
  ...INITIAL_AUTH_STATE,
  signIn: async (email, password) => (await provider()).signIn(email, password),
  signUp: async (input) => (await provider()).signUp(input),
  signOut: async () => (await provider()).signOut(),
  requestPasswordReset: async (email) => (await provider()).requestPasswordReset(email),
  updatePassword: async (password) => (await provider()).updatePassword(password),
};
