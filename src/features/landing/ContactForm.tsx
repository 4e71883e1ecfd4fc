/** The Contact Us form: name, email, message (all required); 'Sending...'; success 5 s and cleared; errors. */
import { useState, type FormEvent } from 'react';
import { MAX_CONTACT_MESSAGE_LENGTH } from '@/domain/constants';
import { CONTACT_SENDING, SOMETHING_WENT_WRONG } from '@/domain/messages/landing';
import type { ContactPayload } from './contact';
import type { FormOutcome } from './newsletter';
import { useTimedMessage } from './useTimedMessage';
import { useHydrated } from '@/ui/useHydrated';

/** The submission, its code loaded on the first submit. */
const send = (values: ContactPayload): Promise<FormOutcome> =>
  import('./submit').then(
    (m) => m.sendContactForm(values),
    (error: unknown) => {
      console.error('Contact form failed', error);
      return { ok: false, message: SOMETHING_WENT_WRONG };
    },
  );

const EMPTY = { name: '', email: '', message: '', company: '' };

export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  // Until hydrated a press would submit the form natively (a reload): the button waits for its handler.
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useTimedMessage();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setOutcome(null);
    const result = await send(values);
    setSending(false);
    setOutcome(result);
    if (result.ok) setValues(EMPTY);
  };

  return (
    <form className="contact-form" onSubmit={onSubmit} aria-label="Contact us">
      <div className="contact-row">
        <div className="field">
          <label htmlFor="contact-name">Name</label>
          <input id="contact-name" className="input" name="name" required autoComplete="name" maxLength={200}
            value={values.name} onChange={set('name')} disabled={sending} />
        </div>
        <div className="field">
          <label htmlFor="contact-email">Email</label>
          <input id="contact-email" className="input" type="email" name="email" required autoComplete="email"
            value={values.email} onChange={set('email')} disabled={sending} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" className="textarea" name="message" required maxLength={MAX_CONTACT_MESSAGE_LENGTH}
          value={values.message} onChange={set('message')} disabled={sending} />
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-company">Company</label>
        <input id="contact-company" name="company" tabIndex={-1} autoComplete="off" value={values.company} onChange={set('company')} />
      </div>
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
