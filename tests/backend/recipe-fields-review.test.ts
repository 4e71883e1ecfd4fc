/**
 * A partner's revision of a published recipe carries its cook time and course: when a reviewer
 * publishes the revision, the published entry takes them (publish_submission copies every content
 * column, these included).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend';

let b: TestBackend;
let admin: SupabaseClient;
let partner: SupabaseClient;

function must<T>(r: { data: T; error: { message: string } | null }): T {
  if (r.error) throw new Error(r.error.message);
  return r.data;
}

beforeAll(async () => {
  b = await startTestBackend();
  admin = await b.asDemo('admin');
  partner = b.anon();
  const email = `partner-cook-${randomUUID().slice(0, 6)}@partners.test`;
  const { data, error } = await partner.auth.signUp({ email, password: 'partner-password-1', options: { data: { name: 'Recipe partner' } } });
  if (error || !data.user) throw new Error(error?.message ?? 'no user');
  must(await b.service().from('profiles').update({ role: 'partner' }).eq('id', data.user.id));
});
afterAll(async () => b?.close());

it('publishing a revision copies its cook time and recipe category onto the published recipe', async () => {
  const id = randomUUID();
  const slug = `cook-review-${id.slice(0, 8)}`;
  const recipe = { slug, content: 'Body', content_type: 'recipe', author_id: null };
  must(await partner.from('cheezopedia_entries').insert({ id, ...recipe, title: 'Quick fondue', cook_time: '15 minutes', recipe_category: 'Main course', review_status: 'in_review' }));
  const versionOf = async (entry: string) => must(await b.service().from('cheezopedia_entries').select('version').eq('id', entry).single())!.version as number;
  must(await admin.rpc('publish_submission', { p_entry_id: id, p_version: await versionOf(id) }));
  const revId = randomUUID();
  must(await partner.from('cheezopedia_entries').insert({ id: revId, revision_of: id, ...recipe, title: 'Slow fondue', cook_time: '1 hour', recipe_category: 'Starter' }));
  must(await partner.from('cheezopedia_entries').update({ review_status: 'in_review' }).eq('id', revId));
  must(await admin.rpc('publish_submission', { p_entry_id: revId, p_version: await versionOf(revId) }));
  const published = must(await b.service().from('cheezopedia_entries').select('title,cook_time,recipe_category').eq('id', id).single());
  expect(published).toEqual({ title: 'Slow fondue', cook_time: '1 hour', recipe_category: 'Starter' });
}, 60_000);

it('the database refuses a blank cook time and a course not on the list, whoever writes', async () => {
  const base = { slug: `cook-bad-${randomUUID().slice(0, 8)}`, title: 'Bad', content: 'Body', content_type: 'recipe' };
  expect((await admin.from('cheezopedia_entries').insert({ ...base, cook_time: '  ' })).error?.code).toBe('23514');
  expect((await admin.from('cheezopedia_entries').insert({ ...base, recipe_category: 'Lunch' })).error?.code).toBe('23514');
});
