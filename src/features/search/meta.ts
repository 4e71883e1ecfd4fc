/** /search's head: never indexed (results pages are for visitors, not search engines). */
import type { PageMeta } from '@/ui/head/use-page-meta';
import { SEARCH_TITLE } from '@/domain/messages/search';

export function searchMeta(q: string, page = 1): PageMeta {
  const title = q ? `${SEARCH_TITLE}: ${q}` : SEARCH_TITLE;
  return { title: page > 1 ? `${title} (page ${page})` : title, description: 'Search Cheezopedia’s recipes, articles, pairing guides and cheeses.', noindex: true };
}
