/**
 * One rule, held in three places: "an entry is public" lives in SQL as private.entry_is_public
 * (which the tombstone and activity triggers, record_views and the search functions call) and,
 * inline, in the entries' read policy (a function with SET search_path is never inlined, and the
 * policy runs for every row read: migration 20261128030100). The TypeScript copy
 * (src/domain/entry-rules.ts isPublic, used by the local copy's reads) and the policy, as a visitor
 * (anon) sees it, must agree with the function on every case below. On the real migrations (PGlite,
 * or TEST_DATABASE_URL's Postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublic } from '../../src/domain/entry-rules';
import { openDb } from '../../supabase/local/db/index.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import type { Db } from '../../supabase/local/db/types.ts';
import { BOOTSTRAP_SQL, MIGRATIONS_DIR } from '../../supabase/local/paths.ts';

let db: Db;
let now: number;

beforeAll(async () => {
  db = await openDb({ memory: true });
  await migrate(db, { bootstrapFile: BOOTSTRAP_SQL, migrationsDir: MIGRATIONS_DIR });
  const { rows } = await db.query<{ ms: string }>(`select (extract(epoch from now()) * 1000)::bigint::text as ms`);
  now = Number(rows[0].ms);
  // One entry per case, written by its author (no admin, so the policy's public clause decides).
  for (const [label, published, archived] of CASES) {
    await db.query(
      `insert into public.cheezopedia_entries (slug, title, content, cheese_types, published_at, archived_at) values ($1, $2, 'Parity.', '{Parity}', $3, $4)`,
      [`parity-${CASES.findIndex((c) => c[0] === label)}`, label, published === null ? null : iso(published), archived === null ? null : iso(archived)],
    );
  }
});

afterAll(async () => {
  await db?.close();
});

const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const DAY = 86_400_000;

/** [label, published_at, archived_at] — offsets from the database's now(), or null. */
const CASES: [string, number | null, number | null][] = [
  ['draft', null, null],
  ['published yesterday', -DAY, null],
  ['published a minute ago', -60_000, null],
  ['scheduled for tomorrow', DAY, null],
  ['scheduled in a minute', 60_000, null],
  ['published, archived', -DAY, -1000],
  ['draft, archived', null, -1000],
  ['scheduled, archived', DAY, -1000],
  ['published long ago', -3650 * DAY, null],
  ['archived in the future (still archived)', -DAY, DAY],
];

describe('entry is public: the SQL function, the read policy and TypeScript agree', () => {
  it.each(CASES)('%s', async (label, published, archived) => {
    const publishedAt = published === null ? null : iso(published);
    const archivedAt = archived === null ? null : iso(archived);
    const { rows } = await db.query<{ ok: string }>(
      "select case when private.entry_is_public($1::timestamptz, $2::timestamptz) then 'yes' else 'no' end as ok",
      [publishedAt, archivedAt],
    );
    const sql = rows[0].ok === 'yes';
    const ts = isPublic({ published_at: publishedAt, archived_at: archivedAt }, now);
    expect(ts).toBe(sql);
    const visible = await db.transaction(async (tx) => {
      await tx.query(`set local role anon`);
      const { rows: seen } = await tx.query<{ title: string }>(`select title from public.cheezopedia_entries where slug = $1`, [`parity-${CASES.findIndex((c) => c[0] === label)}`]);
      return seen.length === 1;
    });
    expect(visible).toBe(sql);
  });
});

describe('entry is public: the inline copies in the search functions agree too', () => {
  // As the superuser, whom no policy filters: each function's own "public only" decides alone.
  const publicSlugs = async (): Promise<string[]> => {
    const { rows } = await db.query<{ slug: string }>(
      `select e.slug from public.cheezopedia_entries e where e.slug like 'parity-%' and private.entry_is_public(e.published_at, e.archived_at) order by 1`,
    );
    return rows.map((r) => r.slug);
  };

  it('search_site, cheese_type_entries and cheese_types keep exactly the public cases', async () => {
    const expected = await publicSlugs();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(CASES.length);
    const found = await db.query<{ slug: string }>(`select slug from public.search_site('parity', 100, 0, 0) where kind = 'entry' order by 1`);
    expect(found.rows.map((r) => r.slug)).toEqual(expected);
    const tagged = await db.query<{ slug: string }>(`select slug from public.cheese_type_entries('parity', 100, 0) order by 1`);
    expect(tagged.rows.map((r) => r.slug)).toEqual(expected);
    const types = await db.query<{ entries: string }>(`select entries::text from public.cheese_types() where slug = 'parity'`);
    expect(types.rows.map((r) => Number(r.entries))).toEqual([expected.length]);
  });
});
