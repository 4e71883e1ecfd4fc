/**
 * The 2.0 update mailing-list form: idle, submitting ('Subscribing...', inputs disabled), success 5 s,
 * error. The email is checked before sending, in the page's own style (no browser bubble); with no
 * connection it says the device is offline and sends nothing.
 *
 * The field is uncontrolled (read from the form when it is sent): the section's code loads only as a
 * reader nears it, and an address typed into the server's HTML before then is kept by the hydration.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FORM_OFFLINE, NEWSLETTER_SUBSCRIBING, SOMETHING_WENT_WRONG } from '@/domain/messages/landing';
import { PRIVACY_PATH } from '@/ui/site/nav';
import type { FormOutcome } from './newsletter';
import { emailError } from './form-checks';
import { useTimedMessage } from './use-timed-message';
import { useHydrated } from '@/ui/use-hydrated';

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
  const [invalid, setInvalid] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Until hydrated a press would submit the form natively (a reload): the button waits for its handler.
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useTimedMessage();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    const error = emailError(email);
    setInvalid(error);
    setOutcome(null);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    if (!navigator.onLine) {
      setOutcome({ ok: false, message: FORM_OFFLINE });
      return;
    }
    setSubmitting(true);
    const result = await signUp(email);
    setSubmitting(false);
    setOutcome(result);
    if (result.ok) form.reset();
  };

  return (
    <form className="newsletter-form" onSubmit={onSubmit} aria-label="Newsletter signup" noValidate>
      <div className="newsletter-row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          Email address
        </label>
        <input
          ref={inputRef}
          id="newsletter-email"
          className="input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'newsletter-email-error' : undefined}
          onChange={() => {
            if (invalid) setInvalid(undefined);
          }}
          disabled={submitting}
        />
        <button type="submit" className="btn btn-primary" disabled={submitting || !hydrated}>
          {submitting ? NEWSLETTER_SUBSCRIBING : 'Notify Me'}
        </button>
      </div>
      {invalid && (
        <p className="form-message error field-alert" id="newsletter-email-error" role="alert">
          {invalid}
        </p>
      )}
      <p className="form-legal">
        We only use your email to tell you about the update. See our <Link to={PRIVACY_PATH}>Privacy Policy</Link>.
      </p>
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
