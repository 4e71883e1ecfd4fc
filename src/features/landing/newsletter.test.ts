import { describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_DUPLICATE, NEWSLETTER_FAILED, NEWSLETTER_SUCCESS, SOMETHING_WENT_WRONG } from '@/domain/messages';
import { subscribeToNewsletter, type NewsletterDeps } from './newsletter';

const answer = (status: number) => async () => new Response('{}', { status });

function deps(over: Partial<NewsletterDeps> = {}) {
  return { subscribe: vi.fn<NewsletterDeps['subscribe']>(answer(200)), logError: vi.fn(), ...over };
}

describe('subscribeToNewsletter', () => {
  it('posts the trimmed email and promises the confirmation mail', async () => {
    const d = deps();
    expect(await subscribeToNewsletter(' ada@example.com ', d)).toEqual({ ok: true, message: NEWSLETTER_SUCCESS });
    expect(d.subscribe).toHaveBeenCalledWith('ada@example.com');
  });

  it('maps 409 to the duplicate message', async () => {
    expect(await subscribeToNewsletter('a@b.co', deps({ subscribe: vi.fn(answer(409)) }))).toEqual({ ok: false, message: NEWSLETTER_DUPLICATE });
  });

  it.each([400, 429, 500, 503])('maps HTTP %i to the failure message (logged)', async (status) => {
    const d = deps({ subscribe: vi.fn(answer(status)) });
    expect(await subscribeToNewsletter('a@b.co', d)).toEqual({ ok: false, message: NEWSLETTER_FAILED });
    expect(d.logError).toHaveBeenCalled();
  });

  it('maps a network failure to the unexpected-failure message', async () => {
    const d = deps({ subscribe: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await subscribeToNewsletter('a@b.co', d)).toEqual({ ok: false, message: SOMETHING_WENT_WRONG });
  });
});
