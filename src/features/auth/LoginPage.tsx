/** /login: email and password, signing-in state, redirect once the profile is loaded. */
import { useEffect, useState, type FormEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { AuthCard, AuthField } from './AuthCard';
import { postLoginPath, requestError, SIGN_IN_FIELDS, signInFieldErrors, validateSignIn, type AccountFieldErrors, type SignInField } from './rules';

export default function LoginPage() {
  const { user, profile, loading, profileLoading, profileError, signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const rawFrom = (location.state as { from?: unknown } | null)?.from;
  const from = typeof rawFrom === 'string' ? rawFrom : null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<AccountFieldErrors<SignInField>>({});
  const [submitting, setSubmitting] = useState(false);

  // Redirect once user AND profile are loaded (also when an already signed-in user opens /login).
  useEffect(() => {
    if (!loading && user && profile) navigate(postLoginPath(from, profile.role), { replace: true });
  }, [loading, user, profile, from, navigate]);

  // Signed in, but the profile could not be read: say so and re-enable the form.
  useEffect(() => {
    if (submitting && user && !profileLoading && !profile && profileError) {
      setError(profileError);
      setSubmitting(false);
    }
  }, [submitting, user, profile, profileLoading, profileError]);

  /** Typing into a marked field clears its message. */
  const edited = (key: SignInField, set: (value: string) => void) => (value: string) => {
    set(value);
    setFieldErrors((errors) => (errors[key] ? { ...errors, [key]: undefined } : errors));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateSignIn({ email, password });
    const found = signInFieldErrors({ email, password });
    setFieldErrors(found);
    if (problem) {
      setError(problem);
      const first = SIGN_IN_FIELDS.find((k) => found[k]);
      if (first) document.getElementById(`login-${first}`)?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    const result = await signIn(email, password);
    if (result.error) {
      setError(requestError(result.error));
      setSubmitting(false);
    }
    // On success the effect above redirects once the profile has loaded.
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
        <button className="btn btn-primary btn-block auth-submit" type="submit" disabled={submitting}>
          {submitting ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <div className="auth-links">
        <span>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </span>
        <Link to="/" className="back-link"><ArrowLeft size={16} aria-hidden="true" /> Back to home</Link>
      </div>
    </AuthCard>
  );
}
