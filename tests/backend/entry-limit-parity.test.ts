/**
 * The entry text limits live in TypeScript (src/domain/entry-limits.ts: the builder, the outbox's row
 * validator) and in SQL (migration 20261128020000_entry_text_limits.sql: private.entry_text_limits(),
 * the trigger that refuses a row with a message, and a NOT VALID check constraint behind it). This
 * holds them together: the same values; every row below stored exactly when the TypeScript rule
 * accepts it, refused with the same message otherwise; the JSON length TypeScript computes is the
 * one PostgreSQL counts. Rows are inserted with the service role through the local backend (PGlite
 * in memory, or TEST_DATABASE_URL's PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ENTRY_TEXT_LIMITS, entryTextProblem, jsonTextLength } from '../../src/domain/entry-limits';
import { startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.service();
});

afterAll(async () => {
  await backend?.close();
});

/** null when the database stores the entry, else its answer (status, code, message). */
async function refusal(columns: Record<string, unknown>): Promise<{ status: number; code: string; message: string } | null> {
  const id = randomUUID();
  const { error, status } = await service.from('cheezopedia_entries').insert({
    id, slug: `limits-${id.slice(0, 8)}`, title: 'Limits', content: 'Body', content_type: 'recipe', ...columns,
  });
  return error ? { status, code: error.code, message: error.message } : null;
}

const L = ENTRY_TEXT_LIMITS;
/** `n` characters, some outside the BMP (two UTF-16 units, one character for char_length). */
const chars = (n: number) => '🧀'.repeat(Math.min(n, 10)) + 'é'.repeat(Math.min(Math.max(n - 10, 0), 5)) + 'x'.repeat(Math.max(n - 15, 0));
const ingredients = (n: number) => Array.from({ length: n }, (_, i) => ({ amount: `${i} g`, item: `Ingredient "${i}"\n` }));

const CASES: [string, Record<string, unknown>][] = [
  ...(['title', 'description', 'content', 'focus_keyword', 'image_url', 'image_alt', 'serving_size', 'preparation_time', 'difficulty_level'] as const).flatMap(
    (f): [string, Record<string, unknown>][] => [
      [`${f} at its limit`, { [f]: chars(L[f]) }],
      [`${f} one over`, { [f]: chars(L[f] + 1) }],
    ],
  ),
  ['cheese types: as many as allowed', { cheese_types: Array.from({ length: L.cheese_types }, (_, i) => `Type ${i}`) }],
  ['cheese types: one too many', { cheese_types: Array.from({ length: L.cheese_types + 1 }, (_, i) => `Type ${i}`) }],
  ['a cheese type at its limit', { cheese_types: ['Hard', chars(L.cheese_type)] }],
  ['a cheese type one over', { cheese_types: ['Hard', chars(L.cheese_type + 1)] }],
  ['ingredients within', { ingredients: ingredients(100) }],
  ['ingredients over', { ingredients: ingredients(400) }],
  ['instructions over', { instructions: [{ step: null, description: chars(L.instructions) }] }],
  ['two fields over: the first named', { title: chars(L.title + 5), content: chars(L.content + 5) }],
];

describe('entry text limits: TypeScript ⇔ SQL', () => {
  it('the same values', async () => {
    const [row] = await backend.sql<{ limits: string }>('select private.entry_text_limits()::text as limits');
    expect(JSON.parse(row.limits)).toEqual(ENTRY_TEXT_LIMITS);
  });

  it.each(CASES)('%s', async (_label, columns) => {
    const ts = entryTextProblem(columns);
    const db = await refusal(columns);
    if (ts === null) {
      expect(db).toBeNull();
    } else {
      expect(db).toEqual({ status: 400, code: '23514', message: ts });
    }
  });

  it('each case above lands on both sides of its limit', () => {
    const accepted = CASES.filter(([, c]) => entryTextProblem(c) === null).length;
    expect(accepted).toBeGreaterThanOrEqual(12);
    expect(CASES.length - accepted).toBeGreaterThanOrEqual(12);
  });

  it('JSON text length: what char_length(value::jsonb::text) counts', async () => {
    const values: unknown[] = [
      [], {}, [{}], [[]], null, true, false, 0, -12, 3.25, 'plain', '', 'quote " backslash \\ slash /', 'tab\tnew\nline\rcr\bbs\fff',
      '\u0001\u001f\u007f', 'é 🧀 中文', { amount: '200 g', item: 'Gruyère' }, [{ amount: '1', item: 'egg' }, { step: null, description: 'Whisk.' }],
      { b: 1, aa: [1, 2, { c: null }], a: 'x' }, ingredients(3),
    ];
    const rows = await backend.sql<{ n: number }>('select char_length(v::text)::int as n from unnest($1::jsonb[]) v', [values.map((v) => JSON.stringify(v))]);
    expect(rows.map((r) => Number(r.n))).toEqual(values.map((v) => jsonTextLength(v)));
  });

  it('the check constraint refuses such a row even when triggers are skipped', async () => {
    const sql = `do $$ begin
      perform set_config('session_replication_role', 'replica', true);
      insert into public.cheezopedia_entries (slug, title, content) values ('limits-replica', 'Limits', repeat('x', ${L.content + 1}));
    end $$`;
    await expect(backend.sql(sql)).rejects.toMatchObject({ code: '23514', constraint: 'cheezopedia_entries_text_limits' });
  });
});
