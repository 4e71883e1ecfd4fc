/**
 * The recipe columns' rules live in TypeScript (src/domain/recipe/recipe-fields.ts: the builder, the
 * outbox's row validator) and in SQL (CHECK constraints on public.cheezopedia_entries). This holds the
 * two together by behaviour: every value below is stored by the database exactly when the TypeScript
 * rule accepts it. Rows are inserted as the database owner on the real migrations (PGlite, or
 * TEST_DATABASE_URL's Postgres through the same helper as the other parity tests).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_CATEGORIES, recipeFieldsProblem } from '../../src/domain/recipe/recipe-fields';
import { openDb } from '../../supabase/local/db/index.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import type { Db } from '../../supabase/local/db/types.ts';
import { BOOTSTRAP_SQL, MIGRATIONS_DIR } from '../../supabase/local/paths.ts';

let db: Db;

beforeAll(async () => {
  db = await openDb({ memory: true });
  await migrate(db, { bootstrapFile: BOOTSTRAP_SQL, migrationsDir: MIGRATIONS_DIR });
});

afterAll(async () => {
  await db?.close();
});

/** True when the database stores a recipe with these column values. */
async function stored(columns: { cook_time?: string | null; recipe_category?: string | null }): Promise<boolean> {
  const id = randomUUID();
  try {
    await db.query(
      `insert into public.cheezopedia_entries (id, slug, title, content, content_type, cook_time, recipe_category)
       values ($1, $2, 'Parity', 'Body', 'recipe', $3, $4)`,
      [id, `parity-${id.slice(0, 8)}`, columns.cook_time ?? null, columns.recipe_category ?? null],
    );
    return true;
  } catch (e) {
    expect((e as { code?: string }).code, String(e)).toBe('23514');
    return false;
  }
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
    const rows = await db.query<{ column_name: string; is_nullable: string; column_default: string | null }>(
      `select column_name, is_nullable, column_default from information_schema.columns
       where table_schema = 'public' and table_name = 'cheezopedia_entries' and column_name in ('cook_time', 'recipe_category')
       order by column_name`,
    );
    expect(rows.rows).toEqual([
      { column_name: 'cook_time', is_nullable: 'YES', column_default: null },
      { column_name: 'recipe_category', is_nullable: 'YES', column_default: null },
    ]);
  });
});
