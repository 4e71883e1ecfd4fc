/** The head of a server-rendered page as HTML (the same values usePageMeta sets in the browser). */
import { headValues, type PageMeta } from './head-values';

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** JSON safe inside a <script> element: '<' (and U+2028/9) escaped so the text cannot end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The page's <title>, meta description, robots, canonical, Open Graph, Twitter card and JSON-LD tags
 * for the absolute page `url`. Tags carry data-managed so the browser's usePageMeta updates them in place.
 */
export function headHtml(meta: PageMeta, url: string): string {
  const head = headValues(meta, url);
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  for (const [attr, key, content] of head.metas) {
    if (content !== null) tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" data-managed>`);
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (meta.jsonLd) tags.push(`<script type="application/ld+json" data-managed>${scriptJson(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}
