/** /signup: name, email, password, confirm; new accounts get role 'user' from the database. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { AuthCard, AuthField, AuthLinks, AuthSubmit } from './AuthCard';
import { SIGN_UP_FIELDS, signUpFieldErrors, validateSignUp, type SignUpField } from './rules';
import { useAccountForm } from './use-account-form';
import { PRIVACY_PATH, TERMS_PATH } from '@/ui/site/nav';

export default function SignupPage() {
  const { signUp } = useAuth();
  const [fields, setFields] = useState({ name: '', email: '', password: '', confirm: '' });
  const { error, fieldErrors, submitting, clearMark, submit } = useAccountForm({ idPrefix: 'signup', order: SIGN_UP_FIELDS, from: null });

  /** Typing into a marked field clears its message. */
  const set = (key: SignUpField) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    clearMark(key);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(
      { problem: validateSignUp(fields), found: signUpFieldErrors(fields) },
      () => signUp({ name: fields.name, email: fields.email, password: fields.password }),
    );
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
        <AuthSubmit submitting={submitting} busyLabel="Creating account..." label="Sign Up" />
      </form>
      <AuthLinks>
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
