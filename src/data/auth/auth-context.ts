/** The auth context's shape and the `useAuth()` hook (Auth context). */
import { createContext, useContext } from 'react';
import type { User } from '@supabase/supabase-js';
import type { Profile } from '@/domain/types';

/** The result of an auth action: null error on success, else the server's (or a network) message. */
export interface AuthActionResult {
  error: string | null;
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** What the context says about who is signed in (the actions aside). */
export interface AuthState {
  /** The signed-in user, or null. */
  user: User | null;
  /** The user's profile row (role decides access), or null. */
  profile: Profile | null;
  /** True until the first session check has completed. */
  loading: boolean;
  /** True while the profile of the current user is being read. */
  profileLoading: boolean;
  /** Why the profile could not be read (e.g. 'Profile fetch timeout'), else null. */
  profileError: string | null;
  /** True when the user and profile come from this device because the server was not reachable. */
  offline: boolean;
}

/** The state before the first session check has answered: nobody known yet, loading. */
export const INITIAL_AUTH_STATE: AuthState = {
  user: null,
  profile: null,
  loading: true,
  profileLoading: false,
  profileError: null,
  offline: false,
};

export interface AuthContextValue extends AuthState {
  signIn(email: string, password: string): Promise<AuthActionResult>;
  signUp(input: SignUpInput): Promise<AuthActionResult>;
  signOut(): Promise<void>;
  /** Sends a password-reset link to the email (always succeeds silently for unknown emails). */
  requestPasswordReset(email: string): Promise<AuthActionResult>;
  /** Sets a new password for the signed-in (or recovering) user. */
  updatePassword(password: string): Promise<AuthActionResult>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state and actions. Must be used inside `<AuthProvider>`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
