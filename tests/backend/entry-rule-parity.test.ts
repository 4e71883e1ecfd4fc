/**
 * One rule, held in two languages: "an entry is public" lives in SQL (private.entry_is_public, which
 * the read policy and the tombstone trigger call). The TypeScript copy (src/domain/entry-rules.ts
 * isPublic, used by the local copy's reads) must agree with it on every case below. The function is
 * called as the superuser on the real migrations (PGlite, or TEST_DATABASE_URL's Postgres).
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

describe('entry is public: SQL and TypeScript agree', () => {
  it.each(CASES)('%s', async (_label, published, archived) => {
    const publishedAt = published === null ? null : iso(published);
    const archivedAt = archived === null ? null : iso(archived);
    const { rows } = await db.query<{ ok: string }>(
      "select case when private.entry_is_public($1::timestamptz, $2::timestamptz) then 'yes' else 'no' end as ok",
      [publishedAt, archivedAt],
    );
    const sql = rows[0].ok === 'yes';
    const ts = isPublic({ published_at: publishedAt, archived_at: archivedAt }, now);
    expect(ts).toBe(sql);
  });
});
