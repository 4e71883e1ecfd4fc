/** /signup: name, email, password, confirm; new accounts get role 'user' from the database. */
import { useEffect, useState, type FormEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { AuthCard, AuthField } from './AuthCard';
import { postLoginPath, requestError, SIGN_UP_FIELDS, signUpFieldErrors, validateSignUp, type AccountFieldErrors, type SignUpField } from './rules';
import { PRIVACY_PATH, TERMS_PATH } from '@/ui/site/nav';

export default function SignupPage() {
  const { user, profile, loading, profileLoading, profileError, signUp } = useAuth();
  const navigate = useNavigate();
  const [fields, setFields] = useState({ name: '', email: '', password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<AccountFieldErrors<SignUpField>>({});
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

  /** Typing into a marked field clears its message. */
  const set = (key: SignUpField) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setFieldErrors((errors) => (errors[key] ? { ...errors, [key]: undefined } : errors));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateSignUp(fields);
    const found = signUpFieldErrors(fields);
    setFieldErrors(found);
    if (problem) {
      setError(problem);
      const first = SIGN_UP_FIELDS.find((k) => found[k]);
      if (first) document.getElementById(`signup-${first}`)?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    const result = await signUp({ name: fields.name, email: fields.email, password: fields.password });
    if (result.error) {
      setError(requestError(result.error));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Create Account" subtitle="Join Cheezopedia" error={error}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <AuthField id="signup-name" label="Name" name="name" autoComplete="name"
          value={fields.name} onChange={set('name')} disabled={submitting} error={fieldErrors.name} />
        <AuthField id="signup-email" label="Email" name="email" type="email" autoComplete="email"
          value={fields.email} onChange={set('email')} disabled={submitting} error={fieldErrors.email} />
        <AuthField id="signup-password" label="Password" name="password" type="password" autoComplete="new-password"
          value={fields.password} onChange={set('password')} disabled={submitting} error={fieldErrors.password} />
        <AuthField id="signup-confirm" label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password"
          value={fields.confirm} onChange={set('confirm')} disabled={submitting} error={fieldErrors.confirm} />
        <p className="form-legal">
          By signing up you agree to our <Link to={TERMS_PATH}>Terms of Use</Link>. See our <Link to={PRIVACY_PATH}>Privacy Policy</Link> for how we use your email.
        </p>
        <button className="btn btn-primary btn-block auth-submit" type="submit" disabled={submitting}>
          {submitting ? 'Creating account...' : 'Sign Up'}
        </button>
      </form>
      <div className="auth-links">
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
        <Link to="/" className="back-link"><ArrowLeft size={16} aria-hidden="true" /> Back to home</Link>
      </div>
    </AuthCard>
  );
}
