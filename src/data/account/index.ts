/** The account provider: sign-in, sign-up, password reset, sign-out and the profile, filling the auth context (`@/data/auth`). */
export { AuthProvider } from './AuthProvider';
