import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../lib/mailer';
import { createReviewNotify, HttpError, reviewMail, type NotifyDeps, type ReviewEvent } from './review-notify';

const EVENT: ReviewEvent = {
  event_id: '0b8a2f4e-5c1d-4e7a-9f3b-2a6c8d0e1f23', action: 'changes_requested', note: 'Add the ageing time.', title: 'Brie tips',
  entry_id: '1c9b3a5f-6d2e-4f8b-8a4c-3b7d9e1f2a34', slug: 'brie-tips', email: 'maker@example.test', name: 'Margot',
};

function setup(claim: NotifyDeps['claim'], send: (m: MailMessage) => Promise<void> = async () => undefined) {
  const sent: MailMessage[] = [];
  const released: string[] = [];
  const deps: NotifyDeps = {
    claim,
    release: async (id, err) => void released.push(`${id}:${err}`),
    sendMail: async (m) => {
      await send(m);
      sent.push(m);
    },
    siteUrl: 'https://cheezopedia.example/',
    log: () => undefined,
  };
  const handler = createReviewNotify(() => deps);
  const call = (token: string | null, body: unknown = { eventId: EVENT.event_id }) =>
    handler(new Request('http://x/.netlify/functions/review-notify', { method: 'POST', body: JSON.stringify(body), headers: token ? { authorization: `Bearer ${token}` } : {} }));
  return { sent, released, call };
}

describe('review mails', () => {
  it('changes requested: the note and where to edit', () => {
    const m = reviewMail(EVENT, 'https://cheezopedia.example/');
    expect(m).toMatchObject({ to: 'maker@example.test', subject: 'Changes requested: Brie tips' });
    expect(m.text).toContain('Hi Margot,');
    expect(m.text).toContain('Add the ageing time.');
    expect(m.text).toContain('https://cheezopedia.example/partners/drafts');
  });

  it('published: the public link', () => {
    const m = reviewMail({ ...EVENT, action: 'published', note: null, name: null }, 'https://cheezopedia.example');
    expect(m.subject).toBe('Published: Brie tips');
    expect(m.text).toContain('Hi there,');
    expect(m.text).toContain('https://cheezopedia.example/brie-tips');
  });
});

describe('review-notify handler', () => {
  it('needs a token and an event id; a refused claim is 403', async () => {
    const { call, sent } = setup(async () => {
      throw new HttpError(403, 'not an admin');
    });
    expect((await call(null)).status).toBe(401);
    expect((await call('t', { eventId: 'nope' })).status).toBe(400);
    expect((await call('t')).status).toBe(403);
    expect(sent).toEqual([]);
  });

  it('sends once what it claimed; nothing when already claimed', async () => {
    let claimed = false;
    const { call, sent } = setup(async () => (claimed ? null : ((claimed = true), EVENT)));
    expect(await (await call('t')).json()).toEqual({ sent: true });
    expect(await (await call('t')).json()).toEqual({ sent: false });
    expect(sent.map((m) => m.subject)).toEqual(['Changes requested: Brie tips']);
  });

  it('a failed mail releases the claim with the error (so it can be retried)', async () => {
    const { call, released } = setup(async () => EVENT, async () => {
      throw new Error('SMTP down');
    });
    expect((await call('t')).status).toBe(502);
    expect(released).toEqual([`${EVENT.event_id}:SMTP down`]);
  });
});
