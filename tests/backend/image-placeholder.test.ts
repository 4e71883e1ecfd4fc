/**
 * The picture placeholder, held in SQL and TypeScript: the column check (cheeses and entries) accepts
 * exactly what isImagePlaceholder accepts, and the trigger keeps a placeholder only with the picture
 * it describes (an image_url changed without a new placeholder — a CSV import, SQL, an old client —
 * gets null; a cleared image clears it). Run as the superuser on the real migrations.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isImagePlaceholder, placeholderFromRgba } from '../../src/domain/image-placeholder';
import { openDb } from '../../supabase/local/db/index.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import type { Db } from '../../supabase/local/db/types.ts';
import { BOOTSTRAP_SQL, MIGRATIONS_DIR } from '../../supabase/local/paths.ts';

let db: Db;
const rgba = (seed: number) => Uint8Array.from({ length: 20 * 15 * 4 }, (_, i) => (i % 4 === 3 ? 255 : (i * seed) % 256));
const A = placeholderFromRgba(20, 15, rgba(7));
const B = placeholderFromRgba(20, 15, rgba(13));

beforeAll(async () => {
  db = await openDb({ memory: true });
  await migrate(db, { bootstrapFile: BOOTSTRAP_SQL, migrationsDir: MIGRATIONS_DIR });
});
afterAll(async () => db?.close());

async function insertCheese(placeholder: string | null, imageUrl = 'https://cdn.example/a.webp'): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into public.cheeses (id, name, image_url, image_placeholder, type, milk, origin_country, description)
     values ($1, $2, $3, $4, 'Soft', 'Goat', 'France', 'A placeholder test cheese.')`,
    [id, `Placeholder ${id.slice(0, 8)}`, imageUrl, placeholder],
  );
  return id;
}

async function placeholderOf(table: 'cheeses' | 'cheezopedia_entries', id: string): Promise<string | null> {
  const { rows } = await db.query<{ p: string | null }>(`select image_placeholder as p from public.${table} where id = $1`, [id]);
  return rows[0].p;
}

describe('the column check agrees with isImagePlaceholder', () => {
  const cases = [A, B, 'AAAAAAAA', 'AAAAAA==', 'AAAAAAA=', 'A'.repeat(64), 'A'.repeat(68), 'AAAA', '', 'abc', 'AAAA=AAA', 'not base64!', 'AAAAAAA', 'javascript:alert(1)//', `${A}\n`];
  it.each(cases)('%j', async (value) => {
    const accepted = await insertCheese(value).then(() => true, () => false);
    expect(accepted).toBe(isImagePlaceholder(value));
  });
  it('entries hold the same check', async () => {
    const insert = (p: string) =>
      db.query(`insert into public.cheezopedia_entries (slug, title, content, image_url, image_placeholder) values ($1, 'T', 'C', 'https://x/a.webp', $2)`, [`ph-${randomUUID().slice(0, 8)}`, p]).then(() => true, () => false);
    expect(await insert(A)).toBe(true);
    expect(await insert('A'.repeat(68))).toBe(false);
  });
});

describe('the placeholder follows the picture', () => {
  it('a new image_url without a new placeholder clears it; with one, keeps the new one; other edits keep it', async () => {
    const id = await insertCheese(A);
    expect(await placeholderOf('cheeses', id)).toBe(A);
    await db.query(`update public.cheeses set description = 'Edited.' where id = $1`, [id]);
    expect(await placeholderOf('cheeses', id)).toBe(A);
    await db.query(`update public.cheeses set image_url = 'https://cdn.example/b.webp', image_placeholder = $2 where id = $1`, [id, B]);
    expect(await placeholderOf('cheeses', id)).toBe(B);
    // As a CSV import updates a cheese: only the URL.
    await db.query(`update public.cheeses set image_url = 'https://elsewhere.example/c.jpg' where id = $1`, [id]);
    expect(await placeholderOf('cheeses', id)).toBeNull();
  });

  it('an entry without an image has no placeholder', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.cheezopedia_entries (slug, title, content, image_url, image_placeholder) values ($1, 'T', 'C', 'https://x/a.webp', $2) returning id`,
      [`ph-${randomUUID().slice(0, 8)}`, A],
    );
    const id = rows[0].id;
    expect(await placeholderOf('cheezopedia_entries', id)).toBe(A);
    await db.query(`update public.cheezopedia_entries set image_url = null where id = $1`, [id]);
    expect(await placeholderOf('cheezopedia_entries', id)).toBeNull();
    const bare = await db.query<{ p: string | null }>(
      `insert into public.cheezopedia_entries (slug, title, content, image_url, image_placeholder) values ($1, 'T', 'C', null, $2) returning image_placeholder as p`,
      [`ph-${randomUUID().slice(0, 8)}`, A],
    );
    expect(bare.rows[0].p).toBeNull();
  });
});
