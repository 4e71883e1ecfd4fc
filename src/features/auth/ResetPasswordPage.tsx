/**
 * /reset-password: the recovery link signs the user in (supabase-js reads the tokens from the
 * URL hash); this screen sets a new password, then continues to where the role belongs.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { LOADING } from '@/domain/messages';
import { AuthCard, AuthField, AuthSubmit } from './AuthCard';
import { postLoginPath, requestError, validateNewPassword } from './rules';

const DONE_REDIRECT_MS = 2000;

/** The error a failed recovery link carries in its hash or query (e.g. an expired link). */
function linkError(): string | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.hash.replace(/^#/, '') || window.location.search);
  return params.get('error_description');
}

export default function ResetPasswordPage() {
  const { user, profile, loading, updatePassword } = useAuth();
  const navigate = useNavigate();
  const [initialLinkError] = useState(linkError);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const destination = postLoginPath(null, profile?.role);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(destination, { replace: true }), DONE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, destination, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateNewPassword(password, confirm);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSubmitting(true);
    const result = await updatePassword(password);
    setSubmitting(false);
    if (result.error) setError(requestError(result.error));
    else setDone(true);
  }

  if (loading) {
    return (
      <AuthCard title="Choose a New Password">
        <p role="status">{LOADING}</p>
      </AuthCard>
    );
  }

  if (!user) {
    return (
      <AuthCard title="Choose a New Password" error={initialLinkError ?? 'This password reset link is invalid or has expired.'}>
        <div className="auth-links">
          <Link to="/forgot-password">Request a new link</Link>
          <Link to="/login">Back to sign in</Link>
        </div>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Choose a New Password" success="Your password has been updated.">
        <div className="auth-links">
          <Link to={destination}>Continue</Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a New Password" subtitle={`For ${user.email ?? 'your account'}`} error={error}>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <AuthField id="reset-password" label="New Password" name="password" type="password" autoComplete="new-password"
          value={password} onChange={setPassword} disabled={submitting} />
        <AuthField id="reset-confirm" label="Confirm New Password" name="confirmPassword" type="password" autoComplete="new-password"
          value={confirm} onChange={setConfirm} disabled={submitting} />
        <AuthSubmit submitting={submitting} busyLabel="Updating..." label="Update Password" />
      </form>
    </AuthCard>
  );
}
