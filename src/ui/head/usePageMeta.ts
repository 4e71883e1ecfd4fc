/**
 * A small document-head manager. Pages call `usePageMeta({...})`; it sets the title, the meta
 * description, Open Graph and Twitter tags, the canonical link and optional JSON-LD, replacing the
 * values of the previous page (tags it created carry data-managed so they are updated in place).
 */
import { useEffect } from 'react';

export const SITE_NAME = 'Cheezopedia';
export const DEFAULT_DESCRIPTION =
  'Cheezopedia — your cheesemonger in your pocket: discover and track cheeses, pairings and recipes.';

export interface PageMeta {
  title: string;
  description?: string | null;
  image?: string | null;
  type?: 'website' | 'article';
  /** Structured data (JSON-LD) for this page, or null for none. */
  jsonLd?: object | null;
  /** Ask search engines not to index (not-found pages). */
  noindex?: boolean;
}

/** The document title for a page title: 'X | Cheezopedia', or the site name alone. */
export function documentTitle(title: string): string {
  return title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

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

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

export function usePageMeta(meta: PageMeta): void {
  const { title, description, image, type = 'website', noindex = false } = meta;
  const jsonLd = meta.jsonLd ? JSON.stringify(meta.jsonLd) : null;
  useEffect(() => {
    const fullTitle = documentTitle(title);
    const desc = description?.trim() || DEFAULT_DESCRIPTION;
    const url = window.location.origin + window.location.pathname + window.location.search;
    document.title = fullTitle;
    upsertMeta('name', 'description', desc);
    upsertMeta('name', 'robots', noindex ? 'noindex' : null);
    upsertMeta('property', 'og:site_name', SITE_NAME);
    upsertMeta('property', 'og:title', fullTitle);
    upsertMeta('property', 'og:description', desc);
    upsertMeta('property', 'og:type', type);
    upsertMeta('property', 'og:url', url);
    upsertMeta('property', 'og:image', image ? absolute(image) : null);
    upsertMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    upsertMeta('name', 'twitter:title', fullTitle);
    upsertMeta('name', 'twitter:description', desc);
    upsertCanonical(url);

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
  }, [title, description, image, type, noindex, jsonLd]);
}
