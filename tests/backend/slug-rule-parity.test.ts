/**
 * One rule, held in two languages: "an entry's slug is not the path of one of the site's own pages"
 * lives in SQL (the check constraint cheezopedia_entries_slug_not_a_page) and in TypeScript
 * (PAGE_PATH_SLUGS, which the article form's check uses). They must list the same paths, and the
 * database must refuse exactly those. Run as the superuser on the real migrations (PGlite, or
 * TEST_DATABASE_URL's Postgres).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPagePathSlug, PAGE_PATH_SLUGS } from '../../src/domain/slug';
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

/** True when the database stores an entry under `slug`; the refusal names the constraint. */
async function stored(slug: string): Promise<boolean> {
  try {
    await db.query(`insert into public.cheezopedia_entries (id, slug, title, content) values ($1, $2, 'T', 'C')`, [randomUUID(), slug]);
    return true;
  } catch (error) {
    expect(String((error as Error).message)).toContain('cheezopedia_entries_slug_not_a_page');
    return false;
  }
}

describe("entry slugs that are the site's own page paths: SQL and TypeScript agree", () => {
  it('the constraint lists the same paths as PAGE_PATH_SLUGS', async () => {
    const { rows } = await db.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'cheezopedia_entries_slug_not_a_page'`,
    );
    expect(rows).toHaveLength(1);
    const listed = [...rows[0].def.matchAll(/'([^']*)'/g)].map((m) => m[1]);
    expect(new Set(listed)).toEqual(new Set(PAGE_PATH_SLUGS));
  });

  const near = ['privacy-policy', 'terms-of-use', 'admins', 'my-login', 'discovered', 'signup-cheese'];
  it.each([...PAGE_PATH_SLUGS, ...near])('%s', async (slug) => {
    expect(await stored(slug)).toBe(!isPagePathSlug(slug));
  });
});
