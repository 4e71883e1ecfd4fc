/**
 * One rule, held in two languages: the plain text search snippets are cut from. SQL's
 * private.search_plain (ts_headline's text, online) and TypeScript's searchPlainText (the device's
 * snippets, offline) must give the same text for the same markdown. Run as the superuser on the real
 * migrations (PGlite, or TEST_DATABASE_URL's Postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPlainText } from '../../src/domain/search-plain';
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

const SAMPLES: Record<string, string> = {
  'a table': '## A quick pairing chart\n\n| Cheese type | Try | Avoid |\n|---|:---:|---:|\n| Fresh (mozzarella, ricotta) | Light, crisp whites; rosé | Heavy oaked reds |\n| Hard | Aged whites | Very sweet wines |\n\nAfter the table.',
  'a table without outer pipes': 'Cheese | Wine\n--- | ---\nComté | Vin Jaune',
  'lists': 'Pick one of each:\n\n- **Something soft:** Brie de Meaux\n* Something firm\n+ Something blue\n\n1. Heat the oven\n2) Bake for *20 minutes*\n   - nested item',
  'headings, rules and quotes': '# Title\n\nIntro line one\nline two\n\n---\n\n***\n\n___\n\nSetext\n===\n\n> A quote\n>> deeper\n\n### Closing ###',
  'links, pictures, code and HTML': 'See [the FSA](https://www.food.gov.uk/) and ![a wedge](/images/x.png "Title").\n\n```js\nconst cheese = 1;\n```\n\nInline `code`, <b>bold</b>, ~~struck~~, __under__ and snake_case.',
  'windows line ends and blank input': 'Line one\r\n- item\r\n',
  'only markdown': '---\n|---|---|\n- \n',
  'text with its own middle dots': 'Soft · Cow · France\n\n- a\n- b',
  'empty': '',
};

describe('search snippets’ plain text: SQL and TypeScript agree', () => {
  it.each(Object.entries(SAMPLES))('%s', async (_name, markdown) => {
    const { rows } = await db.query<{ plain: string }>('select private.search_plain($1) as plain', [markdown]);
    expect(rows[0].plain).toBe(searchPlainText(markdown));
  });

  it('null reads as empty in both', async () => {
    const { rows } = await db.query<{ plain: string }>('select private.search_plain(null) as plain');
    expect(rows[0].plain).toBe(searchPlainText(null));
  });
});
