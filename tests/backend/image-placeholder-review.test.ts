/**
 * A partner's revision carries its picture's placeholder: when a reviewer publishes the revision,
 * the published entry takes the revision's image_url and image_placeholder together.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { placeholderFromRgba } from '../../src/domain/image-placeholder';
import { startTestBackend, type TestBackend } from '../helpers/backend';

let b: TestBackend;
let admin: SupabaseClient;
let partner: SupabaseClient;
const rgba = (seed: number) => Uint8Array.from({ length: 16 * 12 * 4 }, (_, i) => (i % 4 === 3 ? 255 : (i * seed) % 256));

function must<T>(r: { data: T; error: { message: string } | null }): T {
  if (r.error) throw new Error(r.error.message);
  return r.data;
}

beforeAll(async () => {
  b = await startTestBackend();
  admin = await b.asDemo('admin');
  partner = b.anon();
  const email = `partner-ph-${randomUUID().slice(0, 6)}@partners.test`;
  const { data, error } = await partner.auth.signUp({ email, password: 'partner-password-1', options: { data: { name: 'Placeholder partner' } } });
  if (error || !data.user) throw new Error(error?.message ?? 'no user');
  must(await b.service().from('profiles').update({ role: 'partner' }).eq('id', data.user.id));
});
afterAll(async () => b?.close());

it('publishing a revision copies its picture and the picture’s placeholder onto the published entry', async () => {
  const first = placeholderFromRgba(16, 12, rgba(3));
  const second = placeholderFromRgba(16, 12, rgba(11));
  const id = randomUUID();
  const slug = `ph-review-${id.slice(0, 8)}`;
  must(await partner.from('cheezopedia_entries').insert({ id, slug, title: 'With a photo', content: 'Body', author_id: null, image_url: 'https://x.example/a.webp', image_placeholder: first, review_status: 'in_review' }));
  // A decision names the version the reviewer saw.
  const versionOf = async (entry: string) => must(await b.service().from('cheezopedia_entries').select('version').eq('id', entry).single())!.version as number;
  must(await admin.rpc('publish_submission', { p_entry_id: id, p_version: await versionOf(id) }));
  const revId = randomUUID();
  must(await partner.from('cheezopedia_entries').insert({ id: revId, revision_of: id, slug, title: 'With a new photo', content: 'Body', author_id: null, image_url: 'https://x.example/b.webp', image_placeholder: second }));
  must(await partner.from('cheezopedia_entries').update({ review_status: 'in_review' }).eq('id', revId));
  must(await admin.rpc('publish_submission', { p_entry_id: revId, p_version: await versionOf(revId) }));
  const published = must(await b.service().from('cheezopedia_entries').select('image_url,image_placeholder').eq('id', id).single());
  expect(published).toEqual({ image_url: 'https://x.example/b.webp', image_placeholder: second });
}, 60_000);
