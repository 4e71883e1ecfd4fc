import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOMETHING_WENT_WRONG } from '@/domain/messages/landing';

afterEach(() => {
  vi.doUnmock('./submit');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('lazySubmit', () => {
  it('loads the submission and hands it the input', async () => {
    vi.doMock('./submit', () => ({ signUpForNewsletter: (email: string) => Promise.resolve({ ok: true, message: `sent to ${email}` }) }));
    const { lazySubmit } = await import('./use-form-send');
    const signUp = lazySubmit('Newsletter signup', (m, email: string) => m.signUpForNewsletter(email));
    await expect(signUp('ann@example.com')).resolves.toEqual({ ok: true, message: 'sent to ann@example.com' });
  });

  it('says something went wrong, and logs what failed, when the code cannot be loaded', async () => {
    vi.doMock('./submit', () => {
      throw new Error('chunk failed');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { lazySubmit } = await import('./use-form-send');
    const send = lazySubmit('Contact form', (m, text: string) => m.sendContactForm({ name: 'A', email: 'a@example.com', message: text, company: '' }));
    await expect(send('hello')).resolves.toEqual({ ok: false, message: SOMETHING_WENT_WRONG });
    expect(logged).toHaveBeenCalledWith('Contact form failed', expect.anything());
  });
});
