/**
 * The sign-in and sign-up forms' shared behaviour: the banner and per-field messages, the submitting
 * state, focusing the first marked field, and leaving for the role's home once the profile is loaded
 * (or saying why the profile could not be read). Side effects: navigation and focus.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth, type AuthActionResult } from '@/data/auth';
import { firstMarked, postLoginPath, requestError, type AccountFieldErrors } from './rules';

export interface AccountFormCheck<K extends string> {
  /** The banner's message, null when the form may be sent. */
  problem: string | null;
  /** The message under each field. */
  found: AccountFieldErrors<K>;
}

export function useAccountForm<K extends string>(config: { idPrefix: string; order: readonly K[]; from: string | null }) {
  const { user, profile, loading, profileLoading, profileError } = useAuth();
  const navigate = useNavigate();
  const { idPrefix, order, from } = config;
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<AccountFieldErrors<K>>({});
  const [submitting, setSubmitting] = useState(false);

  // Redirect once user AND profile are loaded (also when an already signed-in user opens the page).
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
  const clearMark = (key: K) => setFieldErrors((errors) => (errors[key] ? { ...errors, [key]: undefined } : errors));

  /** Marks the fields; sends only when nothing is wrong. On success the redirect above takes over. */
  async function submit(check: AccountFormCheck<K>, send: () => Promise<AuthActionResult>) {
    setFieldErrors(check.found);
    if (check.problem) {
      setError(check.problem);
      const first = firstMarked(order, check.found);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    const result = await send();
    if (result.error) {
      setError(requestError(result.error));
      setSubmitting(false);
    }
  }

  return { error, fieldErrors, submitting, clearMark, submit };
}
