/** Accounts: the auth context provider and `useAuth()`. */
export { AuthProvider } from './AuthProvider';
export { useAuth, AuthContext } from './auth-context';
export type { AuthContextValue, AuthActionResult, SignUpInput } from './auth-context';
