/** sitemap.xml and robots.txt of the public site, with absolute URLs of the site's origin. */
import type { PublicRest } from '../data/public/rest';

/** Pages listed besides the entries. */
const STATIC_PAGES = ['/', '/discover'];

function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/**
 * The sitemap: the home page, Discover, every public entry (RLS leaves exactly those) and every
 * cheese-type page (types carried by a public feed entry), each with its last change.
 */
export async function sitemapXml(rest: PublicRest, origin: string): Promise<string> {
  const [entries, types] = await Promise.all([rest.sitemapEntries(), rest.cheeseTypes()]);
  const urls = [
    ...STATIC_PAGES.map((p) => `  <url><loc>${xmlEscape(origin + p)}</loc></url>`),
    ...types.map((t) => `  <url><loc>${xmlEscape(`${origin}/cheese-types/${encodeURIComponent(t.slug)}`)}</loc><lastmod>${t.updated_at.slice(0, 10)}</lastmod></url>`),
    ...entries.map(
      (e) => `  <url><loc>${xmlEscape(`${origin}/${encodeURIComponent(e.slug)}`)}</loc><lastmod>${e.updated_at.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public is crawlable; admin, partner and account pages are not; absolute Sitemap line. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /partners',
    'Disallow: /login',
    'Disallow: /signup',
    'Disallow: /forgot-password',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
