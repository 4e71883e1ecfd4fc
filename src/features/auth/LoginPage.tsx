/** /login: email and password, signing-in state, redirect once the profile is loaded. */
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { AuthCard, AuthField, AuthLinks, AuthSubmit } from './AuthCard';
import { SIGN_IN_FIELDS, signInFieldErrors, validateSignIn } from './rules';
import { useAccountForm } from './use-account-form';

export default function LoginPage() {
  const { signIn } = useAuth();
  const location = useLocation();
  const rawFrom = (location.state as { from?: unknown } | null)?.from;
  const from = typeof rawFrom === 'string' ? rawFrom : null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, fieldErrors, submitting, clearMark, submit } = useAccountForm({ idPrefix: 'login', order: SIGN_IN_FIELDS, from });

  const edited = (key: (typeof SIGN_IN_FIELDS)[number], set: (value: string) => void) => (value: string) => {
    set(value);
    clearMark(key);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { email, password };
    await submit({ problem: validateSignIn(values), found: signInFieldErrors(values) }, () => signIn(email, password));
  }

  return (
    <AuthCard title="Sign In" subtitle="Welcome back to Cheezopedia" error={error}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <AuthField id="login-email" label="Email" name="email" type="email" autoComplete="email"
          value={email} onChange={edited('email', setEmail)} disabled={submitting} error={fieldErrors.email} />
        <AuthField id="login-password" label="Password" name="password" type="password" autoComplete="current-password"
          value={password} onChange={edited('password', setPassword)} disabled={submitting} error={fieldErrors.password} />
        <div className="auth-row">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <AuthSubmit submitting={submitting} busyLabel="Signing in..." label="Sign In" />
      </form>
      <AuthLinks>
        <span>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
