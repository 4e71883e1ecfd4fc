/**
 * A scheduled entry goes public on time on every server surface, with no edit: its page, `/`,
 * `/discover`, /feed.xml and /sitemap.xml — through the local backend, which serves the very page and
 * SEO functions Netlify runs. The clock is driven: the database's now() (PGlite in this process reads
 * Date.now, as the functions do) is moved to a second before the entry's time (nothing shows it),
 * then to a second after (everything does). And what the CDN is told: no response served before the
 * time may be kept past it by more than a minute (docs/decisions/0026-scheduled-entries-on-time.md).
 *
 * PGlite only: PostgreSQL's now() is the server's clock, which a test cannot move (under
 * TEST_DATABASE_URL the suite says so and skips).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestBackend, must, type TestBackend } from '../helpers/backend';

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
if (ON_POSTGRES) console.warn('scheduled-on-time: skipped on PostgreSQL (its clock cannot be driven by a test).');

/** Seconds from now to the entry's time. */
const LEAD_S = 10 * 60;
const realNow = Date.now.bind(Date);
let offsetMs = 0;

let b: TestBackend;
let entryId = '';
let versionBefore = 0;
const slug = `on-time-${randomUUID().slice(0, 8)}`;
const title = `Raclette Night ${slug}`;
let publishAt = 0;

/** Moves this process's clock (and so the database's now()) to `at` (epoch ms). */
function clockAt(at: number): void {
  offsetMs = at - realNow();
}

/** What every public surface shows of the entry, and the CDN lifetimes they carry. */
async function surfaces() {
  const get = async (path: string) => {
    const r = await fetch(`${b.url}${path}`);
    return { status: r.status, text: await r.text(), cdn: r.headers.get('netlify-cdn-cache-control') ?? '' };
  };
  const [page, home, discover, feed, sitemap] = await Promise.all(['/' + slug, '/', '/discover', '/feed.xml', '/sitemap.xml'].map(get));
  return {
    shown: {
      page: page.status === 200 && page.text.includes(title),
      home: home.text.includes(title),
      discover: discover.text.includes(title),
      feed: feed.text.includes(`${b.url}/${slug}`),
      sitemap: sitemap.text.includes(`<loc>${b.url}/${slug}</loc>`),
    },
    statuses: [page.status, home.status, discover.status, feed.status, sitemap.status],
    cdn: { page: page.cdn, home: home.cdn, discover: discover.cdn, feed: feed.cdn, sitemap: sitemap.cdn },
  };
}

/** s-maxage + stale-while-revalidate of a Netlify-CDN-Cache-Control value: the longest it is served. */
function servedFor(value: string): number {
  const n = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(value)?.[1] ?? 0);
  return n('s-maxage') + n('stale-while-revalidate');
}

const NONE = { page: false, home: false, discover: false, feed: false, sitemap: false };
const ALL = { page: true, home: true, discover: true, feed: true, sitemap: true };

describe.skipIf(ON_POSTGRES)('a scheduled entry appears on time, with no edit', () => {
  beforeAll(async () => {
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
    b = await startTestBackend();
    const admin = await b.asDemo('admin');
    publishAt = Math.ceil((Date.now() + LEAD_S * 1000) / 1000) * 1000;
    const row = must(
      await admin.from('cheezopedia_entries').insert({
        id: randomUUID(), slug, title, description: 'Melted cheese for eight.', content: 'Scrape, pour, repeat.', content_type: 'article',
        visible_in_feed: true, published_at: new Date(publishAt).toISOString(),
      }).select('id, version').single(),
      'scheduled entry',
    );
    entryId = row.id;
    versionBefore = row.version;
  }, 180_000);

  afterAll(async () => {
    await b?.close();
    vi.restoreAllMocks();
  });

  it('shows nowhere before its time, and no response may be kept past it by more than a minute', async () => {
    const before = await surfaces();
    expect(before.shown).toEqual(NONE);
    expect(before.statuses).toEqual([404, 200, 200, 200, 200]);
    for (const [surface, value] of Object.entries(before.cdn)) {
      expect(value, surface).toMatch(/^public, durable, s-maxage=\d+/);
      expect(servedFor(value), `${surface}: ${value}`).toBeLessThanOrEqual(LEAD_S + 60);
    }

    clockAt(publishAt - 1000);
    const justBefore = await surfaces();
    expect(justBefore.shown).toEqual(NONE);
    // A second before: nothing is kept past the time plus a minute.
    for (const [surface, value] of Object.entries(justBefore.cdn)) expect(servedFor(value), `${surface}: ${value}`).toBeLessThanOrEqual(1 + 60);
  });

  it('shows on its page, /, /discover, the feed and the sitemap at its time, the row untouched', async () => {
    clockAt(publishAt + 1000);
    const after = await surfaces();
    expect(after.shown).toEqual(ALL);
    expect(after.statuses).toEqual([200, 200, 200, 200, 200]);
    // Nothing else scheduled: the usual lifetimes again.
    expect(after.cdn.home).toBe('public, durable, s-maxage=300, stale-while-revalidate=604800');
    const row = must(await b.service().from('cheezopedia_entries').select('version').eq('id', entryId).single(), 'row');
    expect(row.version).toBe(versionBefore);
  });
});
