/** An entry page's head as the server writes it: the JSON-LD computed in place. */
import type { Entry } from '@/domain/types';
import type { PageMeta } from '@/ui/head/use-page-meta';
import { entryMeta } from './meta';
import { entryJsonLd } from './structured-data';

export function serverEntryMeta(entry: Entry | null, origin: string): PageMeta {
  const meta = entryMeta(entry, origin);
  return entry ? { ...meta, jsonLdLater: null, jsonLd: entryJsonLd(entry, origin) } : meta;
}
