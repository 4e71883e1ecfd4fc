import { describe, expect, it, vi } from 'vitest';
import { CONTACT_FAILED, CONTACT_SUCCESS, SOMETHING_WENT_WRONG } from '@/domain/messages';
import { sendContactMessage } from './contact';

const payload = { name: ' Ada ', email: 'ada@example.com ', message: ' Hello ', company: '' };
const respond = (status: number, body: string) =>
  vi.fn<(body: string) => Promise<Response>>(async () => new Response(body, { status }));

describe('sendContactMessage', () => {
  it('posts the trimmed JSON payload and reports success', async () => {
    const post = respond(200, '{"ok":true}');
    expect(await sendContactMessage(payload, post)).toEqual({ ok: true, message: CONTACT_SUCCESS });
    expect(JSON.parse(post.mock.calls[0][0])).toEqual({
      name: 'Ada', email: 'ada@example.com', message: 'Hello', company: '',
    });
  });

  it('shows the server error field', async () => {
    expect(await sendContactMessage(payload, respond(400, '{"error":"Please enter a valid email address."}'))).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
    });
  });

  it.each([
    ['a 500 without JSON', 500, 'Internal Server Error'],
    ['a 500 with an empty error', 500, '{"error":""}'],
    ['a 429 with other JSON', 429, '{"message":"slow down"}'],
  ])('falls back to the failure text for %s', async (_l, status, body) => {
    expect(await sendContactMessage(payload, respond(status, body))).toEqual({ ok: false, message: CONTACT_FAILED });
  });

  it('maps an exception to the unexpected-failure text', async () => {
    const post = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await sendContactMessage(payload, post)).toEqual({ ok: false, message: SOMETHING_WENT_WRONG });
  });
});
