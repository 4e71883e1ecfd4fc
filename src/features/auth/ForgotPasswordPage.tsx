/** /forgot-password (no screen in the spec): asks for a password-reset link by email. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { AuthCard, AuthField, AuthLinks, AuthSubmit } from './AuthCard';
import { INVALID_EMAIL, isEmail, requestError } from './rules';

export default function ForgotPasswordPage() {
  const { requestPasswordReset } = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(INVALID_EMAIL);
      return;
    }
    setError(null);
    setSent(null);
    setSubmitting(true);
    const result = await requestPasswordReset(email);
    setSubmitting(false);
    if (result.error) setError(requestError(result.error));
    else setSent(`If an account exists for ${email.trim()}, we've sent a link to reset your password. Check your email.`);
  }

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter your email and we'll send you a link to choose a new password."
      error={error}
      success={sent}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <AuthField id="forgot-email" label="Email" name="email" type="email" autoComplete="email"
          value={email} onChange={setEmail} disabled={submitting} />
        <AuthSubmit submitting={submitting} busyLabel="Sending..." label="Send Reset Link" />
      </form>
      <AuthLinks>
        <Link to="/login">Back to sign in</Link>
      </AuthLinks>
    </AuthCard>
  );
}
