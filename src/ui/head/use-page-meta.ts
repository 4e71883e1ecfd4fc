/**
 * A small document-head manager. Pages call `usePageMeta({...})`; it sets the title, the meta
 * description, Open Graph and Twitter tags, the canonical link and optional JSON-LD, replacing the
 * values of the previous page (see apply-head.ts, loaded when a page first changes the head: the
 * server rendered the first page's head, so hydration neither waits for nor loads it).
 */
import { useEffect } from 'react';
import type { PageMeta } from './head-values';
import { HYDRATION_DATA_ID } from './hydration-data';

export type { PageMeta } from './head-values';

/**
 * True while the page the server rendered is hydrating (its hydration data is in the document and the
 * app root has not marked the document hydrated yet): the head in the HTML is already this page's.
 */
function serverHeadInPlace(): boolean {
  return document.documentElement.dataset.hydrated !== 'true' && document.getElementById(HYDRATION_DATA_ID) !== null;
}

export function usePageMeta(meta: PageMeta): void {
  const { title, description, image, type = 'website', noindex = false } = meta;
  const jsonLd = meta.jsonLd ? JSON.stringify(meta.jsonLd) : null;
  const later = meta.jsonLdLater ?? null;
  const laterKey = later?.key ?? null;
  useEffect(() => {
    // Hydrating: nothing to change, so the head code loads only when a page changes the head. On
    // leaving, the server's JSON-LD goes (the next page writes its own).
    if (serverHeadInPlace()) {
      return () => document.head.querySelectorAll('script[type="application/ld+json"][data-managed]').forEach((el) => el.remove());
    }
    let done = false;
    let undo: (() => void) | undefined;
    Promise.all([import('./apply-head'), later ? later.load().then((value) => (value ? JSON.stringify(value) : null)) : jsonLd])
      .then(([{ applyPageMeta }, structured]) => {
        if (!done) undo = applyPageMeta({ title, description, image, type, noindex }, structured);
      })
      .catch((e: unknown) => console.warn('Could not update the page head', e));
    return () => {
      done = true;
      undo?.();
    };
    // `later` is described by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, description, image, type, noindex, jsonLd, laterKey]);
}
