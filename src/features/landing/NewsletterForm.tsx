/** The 2.0 update mailing-list form: idle, submitting ('Subscribing...', inputs disabled), success 5 s, error. */
import { useState, type FormEvent } from 'react';
import { NEWSLETTER_SUBSCRIBING, SOMETHING_WENT_WRONG } from '@/domain/messages/landing';
import type { FormOutcome } from './newsletter';
import { useTimedMessage } from './useTimedMessage';
import { useHydrated } from '@/ui/useHydrated';

/** The signup, its code loaded on the first submit. */
const signUp = (email: string): Promise<FormOutcome> =>
  import('./submit').then(
    (m) => m.signUpForNewsletter(email),
    (error: unknown) => {
      console.error('Newsletter signup failed', error);
      return { ok: false, message: SOMETHING_WENT_WRONG };
    },
  );

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Until hydrated a press would submit the form natively (a reload): the button waits for its handler.
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useTimedMessage();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setOutcome(null);
    const result = await signUp(email);
    setSubmitting(false);
    setOutcome(result);
    if (result.ok) setEmail('');
  };

  return (
    <form className="newsletter-form" onSubmit={onSubmit} aria-label="Newsletter signup">
      <div className="newsletter-row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="newsletter-email"
          className="input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={submitting}
        />
        <button type="submit" className="btn btn-primary" disabled={submitting || !hydrated}>
          {submitting ? NEWSLETTER_SUBSCRIBING : 'Notify Me'}
        </button>
      </div>
      <div aria-live="polite" role="status">
        {outcome && (
          <p className={`form-message ${outcome.ok ? 'success' : 'error'}`} data-testid="newsletter-message">
            {outcome.message}
          </p>
        )}
      </div>
    </form>
  );
}
