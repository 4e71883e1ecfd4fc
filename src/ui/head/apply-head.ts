/**
 * Sets a page's head in the browser: the title, the meta description, Open Graph and Twitter tags,
 * the canonical link and optional JSON-LD, replacing the values of the previous page (tags it
 * created carry data-managed so they are updated in place). Loaded by usePageMeta when a page first
 * sets its head (after hydration: the server rendered the first page's head).
 */
import { canonicalUrl, headValues, type PageMeta } from './head-values';

function upsertMeta(attr: 'name' | 'property', key: string, content: string | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === null) {
    if (el?.dataset.managed !== undefined) el.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    el.dataset.managed = '';
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function upsertCanonical(href: string): void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

/** Applies `meta` (and the JSON-LD text `jsonLd`) to the document's head; the result removes the JSON-LD again. */
export function applyPageMeta(meta: PageMeta, jsonLd: string | null): () => void {
  const url = canonicalUrl(window.location.origin, window.location.pathname, window.location.search);
  const head = headValues(meta, url);
  document.title = head.title;
  for (const [attr, key, content] of head.metas) upsertMeta(attr, key, content);
  upsertCanonical(head.canonical);

  // The server rendered this page's JSON-LD (data-managed): replaced by the current page's.
  document.head.querySelectorAll('script[type="application/ld+json"][data-managed]').forEach((el) => el.remove());
  let script: HTMLScriptElement | null = null;
  if (jsonLd) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.managed = '';
    // '<' escaped so the text can never close the script element.
    script.textContent = jsonLd.replace(/</g, '\\u003c');
    document.head.appendChild(script);
  }
  return () => {
    script?.remove();
  };
}
