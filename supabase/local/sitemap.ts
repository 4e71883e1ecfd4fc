/** /sitemap.xml: the public pages and every published entry, as absolute URLs of the request origin. */
import type { Context } from 'hono';
import type { AppContext } from './app-context.ts';
import { requestOrigin } from './app-context.ts';
import { asRole } from './db/as-role.ts';

const STATIC_PAGES = ['/', '/discover'];

function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

export async function sitemap(app: AppContext, c: Context): Promise<Response> {
  const origin = requestOrigin(c.req.raw, app.url(), app.trustProxy);
  let entries: { slug: string; lastmod: string | null }[] = [];
  const table = await app.catalog.table('cheezopedia_entries');
  if (table?.columns.has('slug')) {
    const lastmod = table.columns.has('updated_at') ? `to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD')` : 'null';
    // As anon: row-level security leaves exactly the published entries.
    entries = await asRole(app.db, { role: 'anon', claims: { role: 'anon' } }, { method: 'GET', path: '/sitemap.xml', headers: {}, readOnly: true }, async (tx) =>
      (await tx.query<{ slug: string; lastmod: string | null }>(`select slug, ${lastmod} as lastmod from public.cheezopedia_entries order by slug limit 50000`)).rows,
    ).catch(() => []);
  }
  const urls = [
    ...STATIC_PAGES.map((p) => `  <url><loc>${xmlEscape(origin + p)}</loc></url>`),
    ...entries.map((e) => `  <url><loc>${xmlEscape(`${origin}/${encodeURIComponent(e.slug)}`)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' } });
}
