/**
 * The recipe columns' rules live in TypeScript (src/domain/recipe/recipe-fields.ts: the builder, the
 * outbox's row validator) and in SQL (CHECK constraints on public.cheezopedia_entries). This holds the
 * two together by behaviour: every value below is stored by the database exactly when the TypeScript
 * rule accepts it. Rows are inserted with the service role through the local backend on the real
 * migrations (in-memory PGlite, or a fresh database on TEST_DATABASE_URL's PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { RECIPE_CATEGORIES, recipeFieldsProblem } from '../../src/domain/recipe/recipe-fields';
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

/** True when the database stores a recipe with these column values (false on a CHECK violation). */
async function stored(columns: { cook_time?: string | null; recipe_category?: string | null }): Promise<boolean> {
  const id = randomUUID();
  const { error } = await service.from('cheezopedia_entries').insert({
    id, slug: `parity-${id.slice(0, 8)}`, title: 'Parity', content: 'Body', content_type: 'recipe',
    cook_time: columns.cook_time ?? null, recipe_category: columns.recipe_category ?? null,
  });
  if (!error) return true;
  expect(error.code, error.message).toBe('23514');
  return false;
}

const COOK_TIMES: [string, string | null][] = [
  ['null', null],
  ['45 minutes', '45 minutes'],
  ['1 hour 30 min', '1 hour 30 min'],
  ['½ hour', '½ hour'],
  ['one character', 'x'],
  ['surrounding spaces', '  20 min  '],
  ['empty', ''],
  ['spaces only', '   '],
  ['tab, newline, CR', '\t\n\r'],
  ['vertical tab and form feed', '\v\f'],
  ['no-break space (not ASCII whitespace)', '\u00a0'],
  ['100 characters', 'm'.repeat(100)],
  ['101 characters', 'm'.repeat(101)],
  ['100 characters outside the BMP', '⏲'.repeat(50) + '🧀'.repeat(50)],
  ['101 characters outside the BMP', '🧀'.repeat(101)],
];

describe('recipe fields: TypeScript rule ⇔ SQL constraints', () => {
  it.each(COOK_TIMES)('cook_time %s', async (_label, value) => {
    const ts = recipeFieldsProblem({ cook_time: value }) === null;
    expect(await stored({ cook_time: value })).toBe(ts);
  });

  it.each([...RECIPE_CATEGORIES, null, '', 'main course', 'Main Course', 'Lunch', ' Dessert'])('recipe_category %j', async (value) => {
    const ts = recipeFieldsProblem({ recipe_category: value }) === null;
    expect(await stored({ recipe_category: value })).toBe(ts);
  });

  it('every listed course is accepted and an unlisted one refused, on both sides', async () => {
    for (const c of RECIPE_CATEGORIES) expect(recipeFieldsProblem({ recipe_category: c }), c).toBeNull();
    expect(recipeFieldsProblem({ recipe_category: 'Lunch' })).not.toBeNull();
    expect(await stored({ recipe_category: 'Lunch' })).toBe(false);
  });

  it('old rows stay valid: both columns are nullable with no default', async () => {
    const rows = await backend.sql<{ column_name: string; is_nullable: string; column_default: string | null }>(
      `select column_name, is_nullable, column_default from information_schema.columns
       where table_schema = 'public' and table_name = 'cheezopedia_entries' and column_name in ('cook_time', 'recipe_category')
       order by column_name`,
    );
    expect(rows).toEqual([
      { column_name: 'cook_time', is_nullable: 'YES', column_default: null },
      { column_name: 'recipe_category', is_nullable: 'YES', column_default: null },
    ]);
  });
});
