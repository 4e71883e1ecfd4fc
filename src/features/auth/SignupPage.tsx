/** /signup (spec sections 2, 5, 8): name, email, password, confirm; new accounts get role 'user' from the database. */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { AuthCard } from './AuthCard';
import { postLoginPath, validateSignUp } from './rules';

export default function SignupPage() {
  const { user, profile, loading, profileLoading, profileError, signUp } = useAuth();
  const navigate = useNavigate();
  const [fields, setFields] = useState({ name: '', email: '', password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!loading && user && profile) navigate(postLoginPath(null, profile.role), { replace: true });
  }, [loading, user, profile, navigate]);

  useEffect(() => {
    if (submitting && user && !profileLoading && !profile && profileError) {
      setError(profileError);
      setSubmitting(false);
    }
  }, [submitting, user, profile, profileLoading, profileError]);

  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateSignUp(fields);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSubmitting(true);
    const result = await signUp({ name: fields.name, email: fields.email, password: fields.password });
    if (result.error) {
      setError(result.error);
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Create Account" subtitle="Join Cheezopedia" error={error}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <div className="auth-field">
          <label htmlFor="signup-name">Name</label>
          <input id="signup-name" name="name" autoComplete="name" required value={fields.name} disabled={submitting} onChange={set('name')} />
        </div>
        <div className="auth-field">
          <label htmlFor="signup-email">Email</label>
          <input id="signup-email" name="email" type="email" autoComplete="email" required value={fields.email} disabled={submitting} onChange={set('email')} />
        </div>
        <div className="auth-field">
          <label htmlFor="signup-password">Password</label>
          <input id="signup-password" name="password" type="password" autoComplete="new-password" required value={fields.password} disabled={submitting} onChange={set('password')} />
        </div>
        <div className="auth-field">
          <label htmlFor="signup-confirm">Confirm Password</label>
          <input id="signup-confirm" name="confirmPassword" type="password" autoComplete="new-password" required value={fields.confirm} disabled={submitting} onChange={set('confirm')} />
        </div>
        <button className="auth-submit" type="submit" disabled={submitting}>
          {submitting ? 'Creating account...' : 'Sign Up'}
        </button>
      </form>
      <div className="auth-links">
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
        <Link to="/">← Back to home</Link>
      </div>
    </AuthCard>
  );
}
