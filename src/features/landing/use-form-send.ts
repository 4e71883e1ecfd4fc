/**
 * The landing page's two forms' sending: the submission's code loaded on the first submit, nothing
 * sent without a connection (FORM_OFFLINE), the sending state, the timed outcome, and the form
 * cleared after a success. Side effects: the dynamic import and the form's reset.
 */
import { useState } from 'react';
import { FORM_OFFLINE, SOMETHING_WENT_WRONG } from '@/domain/messages/landing';
import { useHydrated } from '@/ui/use-hydrated';
import type { FormOutcome } from './newsletter';
import { useTimedMessage } from './use-timed-message';

type SubmitModule = typeof import('./submit');

/** A submission whose code loads on first use; a failed load logs `what failed` and says something went wrong. */
export function lazySubmit<A>(what: string, run: (module: SubmitModule, input: A) => Promise<FormOutcome>): (input: A) => Promise<FormOutcome> {
  return (input) =>
    import('./submit').then(
      (m) => run(m, input),
      (error: unknown) => {
        console.error(`${what} failed`, error);
        return { ok: false, message: SOMETHING_WENT_WRONG };
      },
    );
}

export function useFormSend() {
  const [sending, setSending] = useState(false);
  // Until hydrated a press would submit the form natively (a reload): the button waits for its handler.
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useTimedMessage();

  /** Sends a checked form; offline says so and sends nothing. */
  async function deliver(form: HTMLFormElement, send: () => Promise<FormOutcome>) {
    if (!navigator.onLine) {
      setOutcome({ ok: false, message: FORM_OFFLINE });
      return;
    }
    setSending(true);
    const result = await send();
    setSending(false);
    setOutcome(result);
    if (result.ok) form.reset();
  }

  return { sending, hydrated, outcome, setOutcome, deliver };
}
