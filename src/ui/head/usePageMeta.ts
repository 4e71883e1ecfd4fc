/**
 * A small document-head manager. Pages call `usePageMeta({...})`; it sets the title, the meta
 * description, Open Graph and Twitter tags, the canonical link and optional JSON-LD, replacing the
 * values of the previous page (see apply-head.ts, loaded on first use: the server rendered the
 * first page's head, so hydration does not wait for it).
 */
import { useEffect } from 'react';
import type { PageMeta } from './head-values';

export type { PageMeta } from './head-values';

export function usePageMeta(meta: PageMeta): void {
  const { title, description, image, type = 'website', noindex = false } = meta;
  const jsonLd = meta.jsonLd ? JSON.stringify(meta.jsonLd) : null;
  useEffect(() => {
    let done = false;
    let undo: (() => void) | undefined;
    import('./apply-head')
      .then(({ applyPageMeta }) => {
        if (!done) undo = applyPageMeta({ title, description, image, type, noindex }, jsonLd);
      })
      .catch((e: unknown) => console.warn('Could not update the page head', e));
    return () => {
      done = true;
      undo?.();
    };
  }, [title, description, image, type, noindex, jsonLd]);
}
