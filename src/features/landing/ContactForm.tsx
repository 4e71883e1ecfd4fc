/**
 * The Contact Us form: name, email, message (all required); 'Sending...'; success 5 s and cleared;
 * errors. Fields are checked before sending and each names its own problem under it (no browser
 * bubble); with no connection it says the device is offline and sends nothing.
 *
 * The fields are uncontrolled (read from the form when it is sent): the section's code loads only as
 * a reader nears it, and text typed into the server's HTML before then is kept by the hydration —
 * a controlled field would hydrate with an empty value behind the text the reader sees.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MAX_CONTACT_MESSAGE_LENGTH } from '@/domain/constants';
import { CONTACT_SENDING, FORM_OFFLINE, SOMETHING_WENT_WRONG } from '@/domain/messages/landing';
import { PRIVACY_PATH } from '@/ui/site/nav';
import type { ContactPayload } from './contact';
import type { FormOutcome } from './newsletter';
import { contactErrors, type ContactField, type FieldErrors } from './form-checks';
import { useTimedMessage } from './use-timed-message';
import { useHydrated } from '@/ui/use-hydrated';

/** The submission, its code loaded on the first submit. */
const send = (values: ContactPayload): Promise<FormOutcome> =>
  import('./submit').then(
    (m) => m.sendContactForm(values),
    (error: unknown) => {
      console.error('Contact form failed', error);
      return { ok: false, message: SOMETHING_WENT_WRONG };
    },
  );

const FIELD_ORDER: ContactField[] = ['name', 'email', 'message'];

export function ContactForm() {
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [sending, setSending] = useState(false);
  // Until hydrated a press would submit the form natively (a reload): the button waits for its handler.
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useTimedMessage();
  /** Typing into a field marked invalid clears its message. */
  const edited = (key: ContactField) => () => {
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  /** Props tying a field to its error message. */
  const invalidProps = (key: ContactField) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `contact-${key}-error` } : {};
  const errorOf = (key: ContactField) =>
    errors[key] ? (
      <p className="field-error" id={`contact-${key}-error`}>
        {errors[key]}
      </p>
    ) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (key: string) => String(data.get(key) ?? '');
    const values: ContactPayload = { name: text('name'), email: text('email'), message: text('message'), company: text('company') };
    const found = contactErrors(values);
    setErrors(found);
    setOutcome(null);
    const first = FIELD_ORDER.find((k) => found[k]);
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    if (!navigator.onLine) {
      setOutcome({ ok: false, message: FORM_OFFLINE });
      return;
    }
    setSending(true);
    const result = await send(values);
    setSending(false);
    setOutcome(result);
    if (result.ok) form.reset();
  };

  const count = FIELD_ORDER.filter((k) => errors[k]).length;
  return (
    <form className="contact-form" onSubmit={onSubmit} aria-label="Contact us" noValidate>
      {count > 0 && (
        <p className="form-message error" role="alert">
          {count === 1 ? 'Please fix the field marked below.' : `Please fix the ${count} fields marked below.`}
        </p>
      )}
      <div className="contact-row">
        <div className="field">
          <label htmlFor="contact-name">Name</label>
          <input id="contact-name" className="input" name="name" required autoComplete="name" maxLength={200}
            onChange={edited('name')} disabled={sending} {...invalidProps('name')} />
          {errorOf('name')}
        </div>
        <div className="field">
          <label htmlFor="contact-email">Email</label>
          <input id="contact-email" className="input" type="email" name="email" required autoComplete="email"
            onChange={edited('email')} disabled={sending} {...invalidProps('email')} />
          {errorOf('email')}
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" className="textarea" name="message" required maxLength={MAX_CONTACT_MESSAGE_LENGTH}
          onChange={edited('message')} disabled={sending} {...invalidProps('message')} />
        {errorOf('message')}
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-company">Company</label>
        <input id="contact-company" name="company" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="form-legal">
        We use your name and email only to answer you. See our <Link to={PRIVACY_PATH}>Privacy Policy</Link>.
      </p>
      <button type="submit" className="btn btn-secondary btn-block" disabled={sending || !hydrated}>
        {sending ? CONTACT_SENDING : 'Send Message'}
      </button>
      <div aria-live="polite" role="status">
        {outcome && (
          <p className={`form-message ${outcome.ok ? 'success' : 'error'}`} data-testid="contact-message">
            {outcome.message}
          </p>
        )}
      </div>
    </form>
  );
}
