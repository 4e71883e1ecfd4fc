import { describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_DUPLICATE, NEWSLETTER_FAILED, NEWSLETTER_SUCCESS, SOMETHING_WENT_WRONG } from '@/domain/messages';
import { subscribeToNewsletter, type NewsletterDeps } from './newsletter';

function deps(over: Partial<NewsletterDeps> = {}) {
  const d = {
    subscribe: vi.fn<NewsletterDeps['subscribe']>(async () => null),
    sendWelcome: vi.fn<NewsletterDeps['sendWelcome']>(async () => new Response('{}', { status: 200 })),
    logError: vi.fn(),
    ...over,
  };
  return d;
}

describe('subscribeToNewsletter', () => {
  it('subscribes the email through the RPC then asks for the welcome mail', async () => {
    const d = deps();
    expect(await subscribeToNewsletter(' ada@example.com ', d)).toEqual({ ok: true, message: NEWSLETTER_SUCCESS });
    expect(d.subscribe).toHaveBeenCalledWith('ada@example.com');
    expect(d.sendWelcome).toHaveBeenCalledWith('ada@example.com');
  });

  it('maps 23505 to the duplicate message and sends no welcome', async () => {
    const d = deps({ subscribe: vi.fn(async () => ({ code: '23505', message: 'duplicate key' })) });
    expect(await subscribeToNewsletter('a@b.co', d)).toEqual({ ok: false, message: NEWSLETTER_DUPLICATE });
    expect(d.sendWelcome).not.toHaveBeenCalled();
  });

  it('maps other database errors to the failure message', async () => {
    const d = deps({ subscribe: vi.fn(async () => ({ code: '42501', message: 'denied' })) });
    expect(await subscribeToNewsletter('a@b.co', d)).toEqual({ ok: false, message: NEWSLETTER_FAILED });
  });

  it('maps a thrown exception to the unexpected-failure message', async () => {
    const d = deps({ subscribe: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await subscribeToNewsletter('a@b.co', d)).toEqual({ ok: false, message: SOMETHING_WENT_WRONG });
  });

  it.each([
    ['an HTTP error', async () => new Response('{}', { status: 500 })],
    ['a network failure', async () => Promise.reject(new Error('offline'))],
  ])('keeps the subscription when the welcome mail fails with %s (only logged)', async (_l, sendWelcome) => {
    const d = deps({ sendWelcome: vi.fn(sendWelcome) });
    expect(await subscribeToNewsletter('a@b.co', d)).toEqual({ ok: true, message: NEWSLETTER_SUCCESS });
    expect(d.logError).toHaveBeenCalled();
  });
});
