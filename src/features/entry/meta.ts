/**
 * An entry page's head, or the not-found page's: for the server and the browser. The JSON-LD's code
 * (recipe times, quantities, image crops) loads only when the browser changes the head: the server
 * writes it into the page (serverEntryMeta), and the page's code before interactive stays small.
 */
import { ENTRY_NOT_FOUND_TITLE, ENTRY_NOT_ON_DEVICE_TITLE } from '@/domain/messages/site';
import type { Entry } from '@/domain/types';
import type { PageMeta } from '@/ui/head/use-page-meta';

/**
 * `origin` makes the JSON-LD's URLs absolute. `notOnDevice`: offline without the entry on the device,
 * so the title says what the heading says ('Not Available Offline'), not 'Entry Not Found'.
 */
export function entryMeta(entry: Entry | null, origin: string, notOnDevice = false): PageMeta {
  if (!entry) return { title: notOnDevice ? ENTRY_NOT_ON_DEVICE_TITLE : ENTRY_NOT_FOUND_TITLE, noindex: true };
  return {
    title: entry.title,
    description: entry.description,
    image: entry.image_url,
    imageAlt: entry.image_alt,
    type: 'article',
    jsonLdLater: {
      key: `${entry.id}@${entry.updated_at}`,
      load: () => import('./structured-data').then((m) => m.entryJsonLd(entry, origin)),
    },
  };
}

/** A draft's preview (/preview/<token>): its page's head, never indexed, no structured data. */
export function previewMeta(entry: Entry | null, origin: string): PageMeta {
  return { ...entryMeta(entry, origin), noindex: true, jsonLdLater: null };
}
