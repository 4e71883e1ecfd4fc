/** Accounts: the auth context provider and `useAuth()`. */
export { AuthProvider } from './AuthProvider';
export { useAuth, AuthContext } from '../session';
export type { AuthContextValue, AuthActionResult, SignUpInput } from '../session';
